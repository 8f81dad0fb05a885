import {
  BusinessSchema,
  BusinessUpdateBodySchema,
} from '@coperto/shared/businesses/business.schemas';
import { DetailResponseSchema, IdParamsSchema } from '@coperto/shared/common/list.schemas';
import {
  ClearEmailQuerySchema,
  RestaurantCreateBodySchema,
  RestaurantDeleteBodySchema,
  RestaurantFeaturesSchema,
  RestaurantListQuerySchema,
  RestaurantListResponseSchema,
  RestaurantNamesQuerySchema,
  RestaurantNamesResponseSchema,
  RestaurantSchema,
  RestaurantUpdateBodySchema,
} from '@coperto/shared/restaurants/restaurant.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as business from './business.service';
import { businessNamedBy, RESTAURANT_IN_PATH } from './restaurant-resources';
import * as restaurants from './restaurants.service';

const tags = ['restaurant'];
const BusinessIdParamsSchema = z.strictObject({
  business_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const restaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ restaurants
  app.get(
    '/',
    {
      config: { permission: 'read:restaurant' },
      schema: {
        tags,
        summary: "Your business's restaurants (admins: every restaurant)",
        querystring: RestaurantListQuerySchema,
        response: { 200: RestaurantListResponseSchema },
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
        querystring: RestaurantNamesQuerySchema,
        response: { 200: RestaurantNamesResponseSchema },
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
        params: IdParamsSchema,
        response: { 200: RestaurantFeaturesSchema },
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
        body: RestaurantCreateBodySchema,
        response: { 201: RestaurantSchema },
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
        params: BusinessIdParamsSchema,
        body: RestaurantCreateBodySchema,
        response: { 201: RestaurantSchema },
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
        params: IdParamsSchema,
        response: { 200: RestaurantSchema },
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
        params: IdParamsSchema,
        body: RestaurantUpdateBodySchema,
        response: { 200: RestaurantSchema },
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
        params: IdParamsSchema,
        body: RestaurantDeleteBodySchema,
        response: { 200: DetailResponseSchema },
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
        params: IdParamsSchema,
        querystring: ClearEmailQuerySchema,
        response: { 200: RestaurantSchema },
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
        params: IdParamsSchema,
        response: { 200: BusinessSchema },
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
        params: IdParamsSchema,
        body: BusinessUpdateBodySchema,
        response: { 200: BusinessSchema },
      },
    },
    (req) => business.updateBusiness(req.ctx, req.params.id, req.body),
  );
};
