import * as mediaEndpoints from '@coperto/shared/media/media.endpoints';
import { MAX_IMAGE_UPLOAD_BYTES } from '@coperto/shared/media/media.schemas';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { uploadImage } from './media.service';

const MAX_UPLOAD_MB = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);
const SEND_THE_FILE =
  'Send the image file itself as the body, as image/* or application/octet-stream';

/**
 * Image uploads: the body is the file's bytes (no multipart), so the browser sends a File with
 * fetch as it is and nothing is buffered twice. Only this scope reads such bodies, up to
 * MAX_IMAGE_UPLOAD_BYTES instead of the app's 1 MB.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  for (const type of [/^image\//i, 'application/octet-stream']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  // Fastify's own wording is about "request bodies"; say what the user can do instead.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The image is larger than ${MAX_UPLOAD_MB} MB: choose a smaller file`,
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_FILE);
    }
    throw error;
  });

  app.post(
    '/:id/images',
    {
      bodyLimit: MAX_IMAGE_UPLOAD_BYTES,
      config: {
        permission: 'upload:media',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags: ['media'],
        summary: 'Upload an image (JPEG, PNG, WebP, AVIF, HEIF): stored as responsive webp copies',
        description: `The body is the file's bytes (content-type image/* or application/octet-stream), at most ${MAX_UPLOAD_MB} MB. The answer's url names the largest copy; its siblings follow packages/shared/src/media/image-variants.ts.`,
        ...schemaOf(mediaEndpoints.uploadImage),
      },
    },
    async (req, reply) => {
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_FILE);
      if (bytes.length === 0) throw badRequest('The file is empty', { file: 'Empty' });
      const image = await uploadImage(req.ctx, {
        restaurantId: req.params.id,
        area: req.query.area,
        bytes,
      });
      return reply.status(201).send(image);
    },
  );
};
