import * as cartEndpoints from '@coperto/shared/cart/cart.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { clearCart, getCart, replaceCart } from './cart.service';

/**
 * The server-side mirror of a visitor's cart (spec §4). Public: visitors are anonymous, and the
 * unguessable temporary id is what keeps one visitor's cart from another. The restaurant comes
 * from its public key, which the site already holds, so the same call works on the restaurant's
 * own host and on the marketing host's menu pages.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const addressOf = (req: { params: { tempId: string }; query: { public_key: string } }) => ({
    publicKey: req.query.public_key,
    tempId: req.params.tempId,
  });

  app.get(
    '/:tempId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The visitor's cart on this restaurant; empty when missing or expired (public)",
        ...schemaOf(cartEndpoints.getCart),
      },
    },
    (req) => getCart(req.ctx, addressOf(req)),
  );

  app.put(
    '/:tempId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Replace every line of the visitor's cart (public)",
        ...schemaOf(cartEndpoints.replaceCart),
      },
    },
    (req) => replaceCart(req.ctx, addressOf(req), req.body.items),
  );

  app.delete(
    '/:tempId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Clear the visitor's cart (public); answers the now empty cart",
        ...schemaOf(cartEndpoints.clearCart),
      },
    },
    (req) => clearCart(req.ctx, addressOf(req)),
  );
};
