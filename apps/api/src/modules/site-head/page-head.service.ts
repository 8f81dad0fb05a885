import { DEFAULT_LANGUAGE } from '@coperto/shared/common/constants';
import {
  type Menu,
  MenuHashedIdParamsSchema,
  type PublicMenusResponse,
} from '@coperto/shared/menus/menu.schemas';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { AppError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { HostSite } from '../../shared/host-site';
import { getPublicMenuByHashedId, getPublicMenusOfRestaurant } from '../menus/public-menus.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { normalizeHost } from '../sites/host-name';
import { NOINDEX_TAG, restaurantPageHead, sharedMenuPageHead } from './seo-head';
import { MARKETING_LANGUAGES } from './site-head.service';
import { type PageHead, pageTitleOf, type SitePage, sitePageOf } from './site-pages';

export const NOT_FOUND_TITLE = 'Ristorante non trovato · Coperto';
const MARKETING_TITLE = 'Coperto';

/** A menu page's 404 is the page's "not there": the web app shows its own not-found state. */
async function unlessNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** Looks a menu up only if its id could be one: a made-up path costs no query. */
async function findSharedMenu(ctx: ServiceContext, hashedId: string) {
  if (!MenuHashedIdParamsSchema.safeParse({ hashedId }).success) return undefined;
  return unlessNotFound(getPublicMenuByHashedId(ctx, hashedId));
}

/**
 * What a restaurant's menu page shows: the restaurant's active menus (the web app reads the same
 * list) and the one its path names, else the first.
 */
async function findMenusOfPage(
  ctx: ServiceContext,
  restaurantId: number,
  hashedId: string | undefined,
): Promise<{ menus: PublicMenusResponse | undefined; menu: Menu | undefined }> {
  const menus = await unlessNotFound(getPublicMenusOfRestaurant(ctx, restaurantId));
  const menu =
    hashedId === undefined
      ? menus?.menus[0]
      : menus?.menus.find((candidate) => candidate.hashed_id === hashedId);
  return { menus, menu };
}

/**
 * Heads of the pages without a menu, per cached copy of a restaurant: the copy is shared, never
 * mutated, and replaced when the restaurant changes (restaurant-cache.ts); its heads go with it.
 */
const headsOfRestaurant = new WeakMap<PublicRestaurant, Map<string, PageHead>>();

async function restaurantPageOf(
  ctx: ServiceContext,
  restaurant: PublicRestaurant,
  host: string,
  url: string,
): Promise<Omit<FoundPage, 'site'>> {
  const page = sitePageOf(url, restaurant.language);
  if (!page) {
    const lang = restaurant.language[0] ?? DEFAULT_LANGUAGE;
    return { head: { lang, title: restaurant.name, tags: [NOINDEX_TAG] } };
  }
  const origin = siteOriginOf(ctx.config.publicUrl, restaurant.hostname[0] ?? normalizeHost(host));
  const today = localDateOf(restaurant.time_zone, ctx.clock.now().getTime());
  if (page.name === 'menu') {
    const { menus, menu } = await findMenusOfPage(ctx, restaurant.id, page.menuHashedId);
    return { page, menus, head: restaurantPageHead({ restaurant, origin, page, today, menu }) };
  }
  // The exceptions listed start today: a new day is a new head.
  const key = `${page.name}/${page.language}/${today}`;
  const heads = headsOfRestaurant.get(restaurant) ?? new Map<string, PageHead>();
  headsOfRestaurant.set(restaurant, heads);
  const head = heads.get(key) ?? restaurantPageHead({ restaurant, origin, page, today });
  heads.set(key, head);
  return { page, head };
}

/** `/giftcard/{uniqueId}` with no language (spec §2): the web app adds the language. */
const BARE_GIFT_CARD_PATH = /^\/giftcard\/[^/?#]+\/?(?:[?#]|$)/;

async function marketingHeadOf(ctx: ServiceContext, url: string): Promise<PageHead> {
  const page = sitePageOf(url, MARKETING_LANGUAGES);
  // Someone's gift card (its email's link): titled, never indexed.
  if (page?.name === 'giftcard' || BARE_GIFT_CARD_PATH.test(url)) {
    const lang = page?.name === 'giftcard' ? page.language : MARKETING_LANGUAGES[0]!;
    return { lang, title: pageTitleOf('giftcard', lang, MARKETING_TITLE), tags: [NOINDEX_TAG] };
  }
  if (page?.menuHashedId === undefined) {
    return {
      lang: page?.language ?? MARKETING_LANGUAGES[0]!,
      title: MARKETING_TITLE,
      tags: page ? [] : [NOINDEX_TAG],
    };
  }
  const found = await findSharedMenu(ctx, page.menuHashedId);
  const [hostname] = found?.restaurant.hostname ?? [];
  return sharedMenuPageHead({
    found,
    hashedId: page.menuHashedId,
    language: page.language,
    origin: hostname && siteOriginOf(ctx.config.publicUrl, hostname),
    siteName: MARKETING_TITLE,
  });
}

/** A request's site and page: what the server writes into the page before any script runs. */
export interface FoundPage {
  site: HostSite;
  head: PageHead;
  /** A restaurant's public page; undefined on other sites and in private areas. */
  page?: SitePage;
  /** A restaurant's menu page: the menus it shows, handed to the web app with the page. */
  menus?: PublicMenusResponse;
}

/**
 * The head of the page a path shows on a request's site (resolved once by the site plugin).
 * Costs nothing more than the menus' read, on menu pages.
 */
export async function findPageHead(
  ctx: ServiceContext,
  site: HostSite,
  host: string,
  url: string,
): Promise<FoundPage> {
  switch (site.kind) {
    case 'unknown':
      return {
        site,
        head: { lang: DEFAULT_LANGUAGE, title: NOT_FOUND_TITLE, tags: [NOINDEX_TAG] },
      };
    case 'marketing':
      return { site, head: await marketingHeadOf(ctx, url) };
    case 'restaurant':
      return { site, ...(await restaurantPageOf(ctx, site.restaurant, host, url)) };
  }
}
