import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../shared/app-error';
import { ifNoneMatchHas } from '../../shared/http-cache';
import { getMediaFile } from './media.service';

/** A stored file never changes: every upload gets a new random name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/media/{media_prefix}/{area}/{file}`: the images pipeline's files, from whichever storage is
 * configured. More specific than the web app's `/*`, so find-my-way routes media here.
 */
export const mediaFilesRoutes: FastifyPluginAsync = async (app) => {
  const options = { config: { public: true, ignoresCaller: true }, schema: { hide: true } };
  // `/media` itself is no file, and no page of the web app either.
  app.get('/media', options, async () => {
    throw notFound('Media file');
  });
  app.get('/media/*', options, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = await getMediaFile(req.ctx, key);
    if (!file) throw notFound('Media file');
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatchHas(req.headers['if-none-match'], file.etag)) return reply.status(304).send();
    return reply.type(file.contentType).send(file.body);
  });
};
