import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { requireSite } from '../../shared/host-site';
import {
  COPERTO_ICON_OWNER,
  isSiteIconFile,
  SITE_ICON_FILES,
  type SiteIconFile,
  siteIdentityOf,
  webManifestOf,
} from './site-head.service';

/** The default icons, in the web app's sources (copied into its build as /icons/coperto/…). */
const defaultIconsDir = fileURLToPath(
  new URL(`../../../../web/public/icons/${COPERTO_ICON_OWNER}`, import.meta.url),
);
/** Icons and the manifest keep their URLs when they change: cache briefly, then revalidate. */
const REVALIDATE = 'public, max-age=3600, must-revalidate';
const MANIFEST_CACHE = 'public, max-age=300, must-revalidate';
/** A public key (or `coperto`): letters, digits, `-` and `_`. */
const ICON_OWNER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

interface IconFile {
  body: Buffer;
  etag: string;
}

function loadDefaultIcons(): Map<SiteIconFile, IconFile> {
  const icons = new Map<SiteIconFile, IconFile>();
  for (const file of Object.keys(SITE_ICON_FILES) as SiteIconFile[]) {
    const path = `${defaultIconsDir}/${file}`;
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    icons.set(file, { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });
  }
  return icons;
}

/**
 * `/manifest.webmanifest` of the request's host, and `/icons/{public key}/{file}`: every
 * restaurant gets Coperto's default icons until icon uploads exist.
 */
export const siteHeadRoutes: FastifyPluginAsync = async (app) => {
  const options = { config: { public: true }, schema: { hide: true } } as const;
  const siteOptions = { config: { public: true, hostSite: true }, schema: { hide: true } } as const;
  const defaultIcons = loadDefaultIcons();

  app.get('/manifest.webmanifest', siteOptions, async (req, reply) => {
    const identity = siteIdentityOf(requireSite(req.site));
    if (!identity) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found\n');
    }
    return reply
      .header('cache-control', MANIFEST_CACHE)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifestOf(identity)));
  });

  app.get<{ Params: { owner: string; file: string } }>(
    '/icons/:owner/:file',
    options,
    async (req, reply) => {
      const { owner, file } = req.params;
      const icon = ICON_OWNER_PATTERN.test(owner) && isSiteIconFile(file) && defaultIcons.get(file);
      if (!icon) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      if (req.headers['if-none-match'] === icon.etag) return reply.status(304).send();
      return reply
        .header('cache-control', REVALIDATE)
        .header('etag', icon.etag)
        .type('image/png')
        .send(icon.body);
    },
  );
};
