import { DetailResponseSchema, IdParamsSchema } from '@coperto/shared/common/list.schemas';
import { ReorderBodySchema } from '@coperto/shared/menus/menu.schemas';
import {
  GalleryImageBodySchema,
  GalleryImageSchema,
  GalleryImageUpdateBodySchema,
  GalleryResponseSchema,
} from '@coperto/shared/site/gallery.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendRevalidated } from '../../shared/http-cache';
import type { TenantResource } from '../../shared/tenant-resource';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { findGalleryImage } from './gallery.repository';
import * as gallery from './gallery.service';

const tags = ['gallery'];
const ofRestaurant = RESTAURANT_IN_PATH;
const ofImage: TenantResource = {
  label: 'Gallery image',
  in: 'params',
  key: 'id',
  find: findGalleryImage,
};

/** The restaurant's photo gallery: read by visitors, arranged in the dashboard. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurant/:id/gallery',
    {
      config: { public: true, ignoresCaller: true },
      schema: {
        tags,
        summary: "The restaurant's gallery in its order (public, ETag)",
        params: IdParamsSchema,
        response: { 200: GalleryResponseSchema },
      },
    },
    async (req, reply) =>
      sendRevalidated(req, reply, await gallery.getGallery(req.ctx, req.params.id)),
  );

  app.post(
    '/restaurant/:id/gallery',
    {
      config: { permission: 'update:restaurant', tenantResource: ofRestaurant },
      schema: {
        tags,
        summary: 'Add an uploaded image (images area) at the end of the gallery',
        params: IdParamsSchema,
        body: GalleryImageBodySchema,
        response: { 201: GalleryImageSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await gallery.addGalleryImage(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/restaurant/:id/gallery/order',
    {
      config: { permission: 'update:restaurant', tenantResource: ofRestaurant },
      schema: {
        tags,
        summary: 'Put the gallery in a new order: every image id, each once',
        params: IdParamsSchema,
        body: ReorderBodySchema,
        response: { 200: GalleryResponseSchema },
      },
    },
    (req) => gallery.reorderGallery(req.ctx, req.params.id, req.body.ids),
  );

  app.put(
    '/gallery/:id',
    {
      config: { permission: 'update:restaurant', tenantResource: ofImage },
      schema: {
        tags,
        summary: "Replace a gallery image's caption",
        params: IdParamsSchema,
        body: GalleryImageUpdateBodySchema,
        response: { 200: GalleryImageSchema },
      },
    },
    (req) => gallery.updateGalleryImage(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/gallery/:id',
    {
      config: { permission: 'update:restaurant', tenantResource: ofImage },
      schema: {
        tags,
        summary: 'Remove an image from the gallery, and its files unless another page shows them',
        params: IdParamsSchema,
        response: { 200: DetailResponseSchema },
      },
    },
    (req) => gallery.deleteGalleryImage(req.ctx, req.params.id),
  );
};
