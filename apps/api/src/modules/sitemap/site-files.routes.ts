import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireSite } from '../../shared/host-site';
import { getRobotsTxtOfHost, getSitemapOfHost } from './sitemap.service';

/** Crawlers read these often; an hour keeps them fresh enough after a change. */
const SITE_FILE_CACHE = 'public, max-age=3600';

function unknownSite(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found\n');
}

/**
 * `/sitemap.xml` and `/robots.txt` of the request's host. Registered before the web plugin's `/*`:
 * static paths win over the wildcard in find-my-way whatever the order, this keeps it obvious.
 */
export const siteFilesRoutes: FastifyPluginAsync = async (app) => {
  const options = { config: { public: true, hostSite: true }, schema: { hide: true } } as const;

  app.get('/sitemap.xml', options, async (req, reply) => {
    const sitemap = await getSitemapOfHost(req.ctx, requireSite(req.site));
    if (!sitemap) return unknownSite(reply);
    return reply
      .header('cache-control', SITE_FILE_CACHE)
      .type(sitemap.contentType)
      .send(sitemap.body);
  });

  app.get('/robots.txt', options, async (req, reply) => {
    const robots = await getRobotsTxtOfHost(req.ctx, requireSite(req.site));
    if (robots === undefined) return unknownSite(reply);
    return reply
      .header('cache-control', SITE_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robots);
  });
};
