import { endpoint } from '../common/endpoint';
import {
  CartParamsSchema,
  CartQuerySchema,
  CartReplaceBodySchema,
  CartSchema,
} from './cart.schemas';

// A visitor's cart on the server, by its unguessable temporary id and the restaurant's public key.

export const getCart = endpoint({
  method: 'GET',
  path: '/cart/:tempId',
  params: CartParamsSchema,
  query: CartQuerySchema,
  response: CartSchema,
});

export const replaceCart = endpoint({
  method: 'PUT',
  path: '/cart/:tempId',
  params: CartParamsSchema,
  query: CartQuerySchema,
  body: CartReplaceBodySchema,
  response: CartSchema,
});

export const clearCart = endpoint({
  method: 'DELETE',
  path: '/cart/:tempId',
  params: CartParamsSchema,
  query: CartQuerySchema,
  response: CartSchema,
});
