import {
  CartParamsSchema,
  CartQuerySchema,
  CartReplaceBodySchema,
  CartSchema,
} from '@coperto/shared/cart/cart.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearCart, getCart, replaceCart } from './cart.service';

/**
 * The server-side mirror of a visitor's cart (spec §4). Public: visitors are anonymous, and the
 * unguessable temporary id is what keeps one visitor's cart from another. The restaurant comes
 * from its public key, which the site already holds, so the same call works on the restaurant's
 * own host and on the marketing host's menu pages.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['cart'], params: CartParamsSchema, querystring: CartQuerySchema };
  const addressOf = (req: { params: { tempId: string }; query: { public_key: string } }) => ({
    publicKey: req.query.public_key,
    tempId: req.params.tempId,
  });

  app.get(
    '/:tempId',
    {
      config: { public: true },
      schema: {
        ...schema,
        summary: "The visitor's cart on this restaurant; empty when missing or expired (public)",
        response: { 200: CartSchema },
      },
    },
    (req) => getCart(req.ctx, addressOf(req)),
  );

  app.put(
    '/:tempId',
    {
      config: { public: true },
      schema: {
        ...schema,
        summary: "Replace every line of the visitor's cart (public)",
        body: CartReplaceBodySchema,
        response: { 200: CartSchema },
      },
    },
    (req) => replaceCart(req.ctx, addressOf(req), req.body.items),
  );

  app.delete(
    '/:tempId',
    {
      config: { public: true },
      schema: {
        ...schema,
        summary: "Clear the visitor's cart (public); answers the now empty cart",
        response: { 200: CartSchema },
      },
    },
    (req) => clearCart(req.ctx, addressOf(req)),
  );
};
