import { IdParamsSchema } from '@coperto/shared/common/list.schemas';
import * as usersEndpoints from '@coperto/shared/users/users.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import type { TenantResource } from '../../shared/tenant-resource';
import { findUserById } from './users.repository';
import * as users from './users.service';

/** The user a route's `:id` names, checked in the caller's tenant before the body. */
const USER_IN_PATH: TenantResource = { label: 'User', in: 'params', key: 'id', find: findUserById };

const tags = ['users'];

/**
 * Rank before body (DESIGN.md §5): a manager acting on an owner gets 403 whatever they sent.
 * Runs after the tenant check; a malformed id is left to validation.
 */
async function assertMayManageTarget(request: FastifyRequest) {
  const params = IdParamsSchema.safeParse(request.params);
  if (params.success) await users.findManageableUser(request.ctx, params.data.id);
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'read:users' },
      schema: {
        tags,
        summary: 'Users of your business: role filter, search, pagination',
        ...schemaOf(usersEndpoints.listUsers),
      },
    },
    (req) => users.listUsers(req.ctx, req.query),
  );

  app.get(
    '/me',
    {
      config: { permission: 'read:profile:own' },
      schema: { tags, summary: 'Your own profile', ...schemaOf(usersEndpoints.getOwnProfile) },
    },
    (req) => users.getOwnProfile(req.ctx),
  );

  app.put(
    '/me',
    {
      config: { permission: 'update:profile:own' },
      schema: {
        tags,
        summary:
          'Update your profile; change the password with oldPassword, newPassword, password_confirm',
        ...schemaOf(usersEndpoints.updateOwnProfile),
      },
    },
    (req) => users.updateOwnProfile(req.ctx, req.body),
  );

  app.get(
    '/:id',
    {
      config: {
        permission: 'read:users',
        tenantResource: USER_IN_PATH,
      },
      schema: { tags, summary: 'One user', ...schemaOf(usersEndpoints.getUser) },
    },
    (req) => users.getUser(req.ctx, req.params.id),
  );

  app.put(
    '/:id',
    {
      config: {
        permission: 'update:users',
        tenantResource: USER_IN_PATH,
      },
      preValidation: assertMayManageTarget,
      schema: {
        tags,
        summary: 'Update a user of your business',
        ...schemaOf(usersEndpoints.updateUser),
      },
    },
    (req) => users.updateUser(req.ctx, req.params.id, req.body),
  );

  for (const [action, disabled, endpoint] of [
    ['disable', true, usersEndpoints.disableUser],
    ['enable', false, usersEndpoints.enableUser],
  ] as const) {
    app.post(
      `/:id/${action}`,
      {
        config: {
          permission: 'update:users',
          tenantResource: USER_IN_PATH,
        },
        preValidation: assertMayManageTarget,
        schema: {
          tags,
          summary: `${action === 'disable' ? 'Disable' : 'Re-enable'} a user`,
          ...schemaOf(endpoint),
        },
      },
      (req) => users.setUserDisabled(req.ctx, req.params.id, disabled),
    );
  }
};
