import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import {
  OwnProfileUpdateBodySchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserSchema,
  UserUpdateBodySchema,
} from './users.schemas';

// The users of a business, and each user's own profile.

export const listUsers = endpoint({
  method: 'GET',
  path: '/users',
  query: UserListQuerySchema,
  response: UserListResponseSchema,
});

export const getOwnProfile = endpoint({
  method: 'GET',
  path: '/users/me',
  response: UserSchema,
});

export const updateOwnProfile = endpoint({
  method: 'PUT',
  path: '/users/me',
  body: OwnProfileUpdateBodySchema,
  response: UserSchema,
});

export const getUser = endpoint({
  method: 'GET',
  path: '/users/:id',
  params: IdParamsSchema,
  response: UserSchema,
});

export const updateUser = endpoint({
  method: 'PUT',
  path: '/users/:id',
  params: IdParamsSchema,
  body: UserUpdateBodySchema,
  response: UserSchema,
});

export const disableUser = endpoint({
  method: 'POST',
  path: '/users/:id/disable',
  params: IdParamsSchema,
  response: UserSchema,
});

export const enableUser = endpoint({
  method: 'POST',
  path: '/users/:id/enable',
  params: IdParamsSchema,
  response: UserSchema,
});
