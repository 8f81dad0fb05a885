import { eurosToCents } from '@coperto/shared/common/money';
import type { Translations } from '@coperto/shared/common/translations';
import type {
  GiftCardTemplate,
  GiftCardTemplateBody,
} from '@coperto/shared/giftcards/giftcard.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { listRestaurantLanguages } from '../restaurants/tenant-restaurants.service';
import { toGiftCardTemplate } from './giftcard-views';
import {
  cardCountsOfTemplates,
  deleteGiftCardTemplateRow,
  findGiftCardTemplateById,
  findOwnImage,
  findOwnRestaurantIds,
  type GiftCardTemplateRow,
  imageUrlsOf,
  insertGiftCardTemplate,
  listGiftCardTemplateRows,
  restaurantsOfTemplates,
  setTemplateRestaurants,
  updateGiftCardTemplateRow,
} from './giftcards.repository';

/** The business a template call works in: an owner's or manager's own (an admin names none). */
function businessOf(ctx: ServiceContext): number {
  const businessId = ctx.actor?.businessId;
  if (!businessId) throw notFound('Business');
  return businessId;
}

/** Templates with their restaurants, images and card counts, as the dashboard reads them. */
export async function templatesView(
  tx: TenantTx,
  rows: readonly GiftCardTemplateRow[],
): Promise<GiftCardTemplate[]> {
  const ids = rows.map((r) => r.id);
  const restaurants = await restaurantsOfTemplates(tx, ids);
  const counts = await cardCountsOfTemplates(tx, ids);
  const images = await imageUrlsOf(
    tx,
    rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  return rows.map((row) =>
    toGiftCardTemplate(row, {
      restaurantIds: restaurants.get(row.id) ?? [],
      imageUrl: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      cardsCount: counts.get(row.id) ?? 0,
    }),
  );
}

export function listGiftCardTemplates(ctx: ServiceContext) {
  return ctx.asActor(async (tx) => ({
    items: await templatesView(tx, await listGiftCardTemplateRows(tx)),
  }));
}

/**
 * The body's references in the caller's business (another's restaurant or image is 404, as a
 * row of theirs would be), and the title in the first language of each restaurant it names.
 */
async function checkTemplate(tx: TenantTx, body: GiftCardTemplateBody) {
  const own = await findOwnRestaurantIds(tx, body.restaurant_ids);
  if (own.length !== body.restaurant_ids.length) throw notFound('Restaurant');
  if (body.image_id !== null && !(await findOwnImage(tx, body.image_id))) {
    throw notFound('Image');
  }
  for (const restaurantId of body.restaurant_ids) {
    const [first] = await listRestaurantLanguages(tx, restaurantId);
    const language = first ?? 'it';
    if (!(body.title as Translations)[language]?.trim()) {
      throw badRequest(`Give the title in ${language}, the restaurant's first language`, {
        [`title.${language}`]: 'Required in the restaurant’s first language',
      });
    }
  }
}

function rowOf(body: GiftCardTemplateBody) {
  return {
    name: body.name,
    design_key: body.design_key,
    image_id: body.image_id,
    preset_amounts_cents: [...body.preset_amounts].sort((a, b) => a - b).map(eurosToCents),
    free_min_cents: body.free_amount ? eurosToCents(body.free_amount.min) : null,
    free_max_cents: body.free_amount ? eurosToCents(body.free_amount.max) : null,
    validity_months: body.validity_months,
    title: body.title,
    description: body.description,
    terms: body.terms,
    active: body.active,
  };
}

export function createGiftCardTemplate(ctx: ServiceContext, body: GiftCardTemplateBody) {
  const businessId = businessOf(ctx);
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    await checkTemplate(tx, body);
    const row = await insertGiftCardTemplate(tx, {
      business_id: businessId,
      ...rowOf(body),
      created_at: now,
      updated_at: now,
    });
    await setTemplateRestaurants(tx, {
      businessId,
      templateId: row.id,
      restaurantIds: body.restaurant_ids,
    });
    return (await templatesView(tx, [row]))[0]!;
  });
}

export function updateGiftCardTemplate(
  ctx: ServiceContext,
  id: number,
  body: GiftCardTemplateBody,
) {
  const businessId = businessOf(ctx);
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    if (!(await findGiftCardTemplateById(tx, { id }))) throw notFound('Gift card template');
    await checkTemplate(tx, body);
    const row = await updateGiftCardTemplateRow(tx, id, { ...rowOf(body), updated_at: now });
    if (!row) throw notFound('Gift card template');
    await setTemplateRestaurants(tx, {
      businessId,
      templateId: id,
      restaurantIds: body.restaurant_ids,
    });
    return (await templatesView(tx, [row]))[0]!;
  });
}

/** A template cards were issued from stays (their history names it): it can only be turned off. */
export function deleteGiftCardTemplate(ctx: ServiceContext, id: number) {
  return ctx.asActor(async (tx) => {
    if (!(await findGiftCardTemplateById(tx, { id }))) throw notFound('Gift card template');
    const counts = await cardCountsOfTemplates(tx, [id]);
    if ((counts.get(id) ?? 0) > 0) {
      throw conflict('Cards were issued from this template: turn it off instead', {
        active: 'giftcard_template_in_use',
      });
    }
    await deleteGiftCardTemplateRow(tx, id);
    return { detail: 'Gift card template deleted' };
  });
}
