import {
  PUBLIC_SITE_PAGES,
  type SitemapResponse,
} from '@coperto/shared/restaurants/sitemap.schemas';
import type { StoredObject } from '../../ports/storage/storage-port';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { HostSite } from '../../shared/host-site';
import {
  findRestaurantWithHosts,
  markSitemapGenerated,
} from '../restaurants/tenant-restaurants.service';
import type { RestaurantWithHosts } from '../sites/public-restaurant';
import { findPublicRestaurantRow } from '../sites/sites.service';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** Beside the restaurant's media, under the prefix fixed at creation. */
export const sitemapKeyOf = (mediaPrefix: string) => `${mediaPrefix}/sitemap.xml`;

/**
 * `https://trattoria.example`: the protocol of PUBLIC_URL on the restaurant's own host name, with
 * PUBLIC_URL's port when it has one (in development every site is served on that port).
 */
export function siteOriginOf(publicUrl: string, hostname: string): string {
  const platform = new URL(publicUrl);
  return `${platform.protocol}//${hostname}${platform.port ? `:${platform.port}` : ''}`;
}

export const pageUrlOf = (origin: string, language: string, page: string) =>
  `${origin}/${language}/${page}`;

function escapeXml(text: string) {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/**
 * A sitemap listing every page in every language, each with its alternates in the other languages
 * and `x-default` pointing at the first (default) language, as search engines expect.
 */
export function renderSitemap(input: {
  origin: string;
  languages: readonly string[];
  lastModified: Date;
  pages?: readonly string[];
}): { xml: string; urls: string[] } {
  const pages = input.pages ?? PUBLIC_SITE_PAGES;
  const [defaultLanguage] = input.languages;
  const lastmod = input.lastModified.toISOString();
  const urls: string[] = [];
  const entries: string[] = [];
  for (const page of pages) {
    const alternates = input.languages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(pageUrlOf(input.origin, language, page))}"/>`,
    );
    if (defaultLanguage) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrlOf(input.origin, defaultLanguage, page))}"/>`,
      );
    }
    for (const language of input.languages) {
      const url = pageUrlOf(input.origin, language, page);
      urls.push(url);
      entries.push(
        `  <url>\n    <loc>${escapeXml(url)}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates.join('\n')}\n  </url>`,
      );
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, urls };
}

/** Renders the sitemap, stores it through the storage port and records when. */
async function writeSitemap(ctx: ServiceContext, restaurant: RestaurantWithHosts) {
  const [hostname] = restaurant.hostnames;
  if (!hostname) throw ruleBroken('The restaurant has no host name to publish a sitemap for');
  const origin = siteOriginOf(ctx.config.publicUrl, hostname);
  const { xml, urls } = renderSitemap({
    origin,
    languages: restaurant.languages,
    lastModified: restaurant.last_updated,
  });
  await ctx.storage.put(sitemapKeyOf(restaurant.media_prefix), xml, SITEMAP_CONTENT_TYPE);
  const now = ctx.clock.now();
  const businessId = restaurant.business_id;
  await ctx.asTenant(businessId, (tx) => markSitemapGenerated(tx, restaurant.id, now));
  const response: SitemapResponse = {
    url: `${origin}/sitemap.xml`,
    generated_at: now.toISOString(),
    pages: urls,
  };
  return { response, xml };
}

/** The dashboard's "generate sitemap": a restaurant of the caller's business. */
export async function generateSitemap(ctx: ServiceContext, restaurantId: number) {
  if (!ctx.actor) throw new Error('generating a sitemap needs a signed-in actor');
  const restaurant = await ctx.asActor((tx) => findRestaurantWithHosts(tx, restaurantId));
  if (!restaurant) throw notFound('Restaurant');
  return (await writeSitemap(ctx, restaurant)).response;
}

/**
 * The sitemap of the restaurant on `host`, from storage. Written on the first request, and again
 * when something visitors see (host names, languages …) changed after it was written.
 */
export async function getSitemapOfHost(
  ctx: ServiceContext,
  site: HostSite,
): Promise<StoredObject | undefined> {
  if (site.kind !== 'restaurant') return undefined;
  // A visitor's request: no tenant yet, so a system read keyed by the host's one restaurant.
  const restaurant = await findPublicRestaurantRow(ctx, site.restaurant.id);
  if (!restaurant) return undefined;
  const generatedAt = restaurant.sitemap_generated_at;
  if (generatedAt && generatedAt >= restaurant.last_updated) {
    const stored = await ctx.storage.get(sitemapKeyOf(restaurant.media_prefix));
    if (stored) return stored;
  }
  const { xml } = await writeSitemap(ctx, restaurant);
  return { body: Buffer.from(xml, 'utf8'), contentType: SITEMAP_CONTENT_TYPE };
}

/** Crawl everything but the staff dashboard. */
export function renderRobotsTxt(sitemapUrl?: string): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard'];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}

/** robots.txt of the marketing host or of a restaurant's (naming its sitemap); none elsewhere. */
export async function getRobotsTxtOfHost(
  ctx: ServiceContext,
  site: HostSite,
): Promise<string | undefined> {
  if (site.kind === 'marketing') return renderRobotsTxt();
  if (site.kind !== 'restaurant') return undefined;
  const [hostname] = site.restaurant.hostname;
  if (!hostname) return undefined;
  // The sitemap is named on the first host name on every alias: one canonical copy to crawl.
  return renderRobotsTxt(`${siteOriginOf(ctx.config.publicUrl, hostname)}/sitemap.xml`);
}
