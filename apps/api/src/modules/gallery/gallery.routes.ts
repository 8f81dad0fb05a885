import * as galleryEndpoints from '@coperto/shared/site/gallery.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
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
        ...schemaOf(galleryEndpoints.getGallery),
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
        ...schemaOf(galleryEndpoints.addGalleryImage),
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
        ...schemaOf(galleryEndpoints.reorderGallery),
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
        ...schemaOf(galleryEndpoints.updateGalleryImage),
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
        ...schemaOf(galleryEndpoints.deleteGalleryImage),
      },
    },
    (req) => gallery.deleteGalleryImage(req.ctx, req.params.id),
  );
};
