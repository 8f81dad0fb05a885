import * as businessEndpoints from '@coperto/shared/businesses/business.endpoints';
import * as restaurantEndpoints from '@coperto/shared/restaurants/restaurant.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import * as business from './business.service';
import { businessNamedBy, RESTAURANT_IN_PATH } from './restaurant-resources';
import * as restaurants from './restaurants.service';

const tags = ['restaurant'];

export const restaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ restaurants
  app.get(
    '/',
    {
      config: { permission: 'read:restaurant' },
      schema: {
        tags,
        summary: "Your business's restaurants (admins: every restaurant)",
        ...schemaOf(restaurantEndpoints.listRestaurants),
      },
    },
    (req) => restaurants.listRestaurants(req.ctx, req.query),
  );

  app.get(
    '/names',
    {
      config: { permission: 'read:restaurant' },
      schema: {
        tags,
        summary: 'Id and name pairs for pickers',
        ...schemaOf(restaurantEndpoints.listRestaurantNames),
      },
    },
    (req) => restaurants.listRestaurantNames(req.ctx, req.query),
  );

  app.get(
    '/features/:id',
    {
      config: {
        permission: 'read:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: "The features the restaurant's plan enables",
        ...schemaOf(restaurantEndpoints.getRestaurantFeatures),
      },
    },
    (req) => restaurants.getRestaurantFeatures(req.ctx, req.params.id),
  );

  app.post(
    '/',
    {
      config: { permission: 'create:restaurant' },
      schema: {
        tags,
        summary: 'Create a restaurant in your business, within your plan',
        ...schemaOf(restaurantEndpoints.createRestaurant),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await restaurants.createRestaurant(req.ctx, req.body)),
  );

  app.post(
    '/signup/:business_id',
    {
      config: {
        permission: 'create:restaurant',
        tenantResource: businessNamedBy('params', 'business_id'),
      },
      schema: {
        tags,
        summary: 'Create a restaurant for the given business (sign-up flow)',
        ...schemaOf(restaurantEndpoints.createSignupRestaurant),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await restaurants.createRestaurant(req.ctx, req.body, req.params.business_id)),
  );

  app.get(
    '/:id',
    {
      config: {
        permission: 'read:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: 'One restaurant',
        ...schemaOf(restaurantEndpoints.getRestaurant),
      },
    },
    (req) => restaurants.getRestaurant(req.ctx, req.params.id),
  );

  app.put(
    '/:id',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: "Update a restaurant's fields; fields left out keep their value",
        ...schemaOf(restaurantEndpoints.updateRestaurant),
      },
    },
    (req) => restaurants.updateRestaurant(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/:id',
    {
      config: {
        permission: 'delete:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: 'Delete a restaurant (owner; confirm with its name): its site stops, records stay',
        ...schemaOf(restaurantEndpoints.deleteRestaurant),
      },
    },
    (req) => restaurants.deleteRestaurant(req.ctx, req.params.id, req.body.confirm_name),
  );

  app.patch(
    '/:id/clear-email',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: "Clear one of the restaurant's email fields",
        ...schemaOf(restaurantEndpoints.clearRestaurantEmail),
      },
    },
    (req) => restaurants.clearRestaurantEmail(req.ctx, req.params.id, req.query.field),
  );

  // ------------------------------------------------------------ business
  app.get(
    '/business/:id',
    {
      config: {
        permission: 'read:business',
        tenantResource: businessNamedBy('params', 'id'),
      },
      schema: {
        tags,
        summary: 'Your business',
        ...schemaOf(businessEndpoints.getBusiness),
      },
    },
    (req) => business.getBusiness(req.ctx, req.params.id),
  );

  app.put(
    '/business/:id',
    {
      config: {
        permission: 'update:business',
        tenantResource: businessNamedBy('params', 'id'),
      },
      schema: {
        tags,
        summary: 'Update your business; fic_access_token is write-only',
        ...schemaOf(businessEndpoints.updateBusiness),
      },
    },
    (req) => business.updateBusiness(req.ctx, req.params.id, req.body),
  );
};
