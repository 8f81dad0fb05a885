import { eurosToCents } from '@coperto/shared/common/money';
import { type Translations, withoutEmpty } from '@coperto/shared/common/translations';
import {
  MAX_ITEMS_PER_SECTION,
  MAX_MENUS_PER_RESTAURANT,
  MAX_SECTIONS_PER_MENU,
} from '@coperto/shared/menus/menu.constants';
import type { MenuItemUpdateBody } from '@coperto/shared/menus/menu.schemas';
import type { BusinessScope, TenantTx } from '../../db/tenant-scope';
import { ruleBroken, unauthenticated } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import {
  findListLength,
  isMediaOfRestaurant,
  listRestaurantLanguages,
  type OrderedList,
} from './menus.repository';

// The editor's rules: translations in the restaurant's languages, its own images, list limits.

export function scopeOfCaller(ctx: ServiceContext): BusinessScope {
  if (!ctx.actor) throw unauthenticated();
  return scopeOf(ctx.actor);
}

/** A translated text of a body, by its field path; names must have the first language. */
type TranslatedField = [path: string, text: Translations | undefined, required: boolean];

/**
 * Only the restaurant's languages, and every name in its first language: 422 naming each field
 * (`name.it`, `variants.0.name.it`), so the editor can flag it.
 */
function assertTranslations(languages: string[], texts: TranslatedField[]) {
  const [first] = languages;
  const fields: Record<string, string> = {};
  for (const [path, text, required] of texts) {
    if (!text) continue;
    for (const language of Object.keys(text)) {
      if (!languages.includes(language)) {
        fields[`${path}.${language}`] = 'Not a language of this restaurant';
      }
    }
    if (required && first && !text[first]) {
      fields[`${path}.${first}`] = 'Required in the restaurant’s first language';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('Some texts are missing or in a language the restaurant does not use', fields);
  }
}

/** Reads the restaurant's languages only when the body carries a text. */
export async function assertTranslationsOf(
  tx: TenantTx,
  q: { restaurantId: number },
  texts: TranslatedField[],
) {
  if (texts.every(([, text]) => text === undefined)) return;
  assertTranslations(await listRestaurantLanguages(tx, q), texts);
}

export const namedTexts = (body: {
  name?: Translations;
  description?: Translations;
}): TranslatedField[] => [
  ['name', body.name, true],
  ['description', body.description, false],
];

export const itemTexts = (body: MenuItemUpdateBody): TranslatedField[] => [
  ...namedTexts(body),
  ...(body.variants ?? []).map(
    (variant, i): TranslatedField => [`variants.${i}.name`, variant.name, true],
  ),
];

/** An item's picture must be one the image pipeline stored for this same restaurant. */
export async function assertImageOfRestaurant(
  tx: TenantTx,
  q: { restaurantId: number; url: string | null | undefined },
) {
  if (!q.url) return;
  if (!(await isMediaOfRestaurant(tx, { ...q, url: q.url }))) {
    throw ruleBroken('Choose an image uploaded for this restaurant', {
      image_url: 'Not an image of this restaurant',
    });
  }
}

const LIST_LIMITS: Record<OrderedList, { max: number; what: string; where: string }> = {
  'menus-of-restaurant': { max: MAX_MENUS_PER_RESTAURANT, what: 'menus', where: 'a restaurant' },
  'sections-of-menu': { max: MAX_SECTIONS_PER_MENU, what: 'sections', where: 'a menu' },
  'items-of-section': { max: MAX_ITEMS_PER_SECTION, what: 'dishes', where: 'a section' },
};

/** The position a new row takes at the end of its list, once the list's limit allows it. */
export async function positionAtEnd(tx: TenantTx, q: { list: OrderedList; parentId: number }) {
  const { count, nextPosition } = await findListLength(tx, q);
  const limit = LIST_LIMITS[q.list];
  if (count >= limit.max) {
    throw ruleBroken(`There can be at most ${limit.max} ${limit.what} in ${limit.where}`);
  }
  return nextPosition;
}

/** Editable text columns as stored: cleared translations dropped. */
export function textChanges(body: { name?: Translations; description?: Translations }) {
  return {
    ...(body.name && { name: withoutEmpty(body.name) }),
    ...(body.description && { description: withoutEmpty(body.description) }),
  };
}

export function itemChanges(body: MenuItemUpdateBody) {
  const { name: _n, description: _d, price, variants, image_url, ...flags } = body;
  return {
    ...flags,
    ...textChanges(body),
    // An emptied picture field means no picture.
    ...(image_url !== undefined && { image_url: image_url || null }),
    ...(price !== undefined && { price_cents: eurosToCents(price) }),
    ...(variants && {
      variants: variants.map((v) => ({
        name: withoutEmpty(v.name),
        price_cents: eurosToCents(v.price),
      })),
    }),
  };
}
