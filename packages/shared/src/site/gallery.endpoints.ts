import { endpoint } from '../common/endpoint';
import { DetailResponseSchema, IdParamsSchema } from '../common/list.schemas';
import { ReorderBodySchema } from '../menus/menu.schemas';
import {
  GalleryImageBodySchema,
  GalleryImageSchema,
  GalleryImageUpdateBodySchema,
  GalleryResponseSchema,
} from './gallery.schemas';

export const getGallery = endpoint({
  method: 'GET',
  path: '/restaurant/:id/gallery',
  params: IdParamsSchema,
  response: GalleryResponseSchema,
});

export const addGalleryImage = endpoint({
  method: 'POST',
  path: '/restaurant/:id/gallery',
  params: IdParamsSchema,
  body: GalleryImageBodySchema,
  response: GalleryImageSchema,
  status: 201,
});

export const reorderGallery = endpoint({
  method: 'PUT',
  path: '/restaurant/:id/gallery/order',
  params: IdParamsSchema,
  body: ReorderBodySchema,
  response: GalleryResponseSchema,
});

export const updateGalleryImage = endpoint({
  method: 'PUT',
  path: '/gallery/:id',
  params: IdParamsSchema,
  body: GalleryImageUpdateBodySchema,
  response: GalleryImageSchema,
});

export const deleteGalleryImage = endpoint({
  method: 'DELETE',
  path: '/gallery/:id',
  params: IdParamsSchema,
  response: DetailResponseSchema,
});
