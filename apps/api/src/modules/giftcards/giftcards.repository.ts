import type { GiftCardStatus } from '@coperto/shared/giftcards/giftcard.constants';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import {
  giftCardLedger,
  giftCards,
  giftCardTemplateRestaurants,
  giftCardTemplates,
} from '../../db/schema/giftcards';
import { users } from '../../db/schema/identity';
import { mediaFiles } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type GiftCardTemplateRow = typeof giftCardTemplates.$inferSelect;
export type NewGiftCardTemplateRow = typeof giftCardTemplates.$inferInsert;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCardRow = typeof giftCards.$inferInsert;
export type GiftCardLedgerRow = typeof giftCardLedger.$inferSelect;
export type NewGiftCardLedgerRow = typeof giftCardLedger.$inferInsert;

// ---------------------------------------------------------------- templates

export async function findGiftCardTemplateById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(giftCardTemplates)
    .where(and(tenantFilter(tx, giftCardTemplates.business_id), eq(giftCardTemplates.id, q.id)));
  return row;
}

export function listGiftCardTemplateRows(tx: TenantTx) {
  return tx
    .select()
    .from(giftCardTemplates)
    .where(tenantFilter(tx, giftCardTemplates.business_id))
    .orderBy(asc(giftCardTemplates.name), asc(giftCardTemplates.id));
}

/** The active templates a restaurant sells. */
export function listActiveTemplatesOfRestaurant(tx: TenantTx, restaurantId: number) {
  return tx
    .select({ template: giftCardTemplates })
    .from(giftCardTemplates)
    .innerJoin(
      giftCardTemplateRestaurants,
      eq(giftCardTemplateRestaurants.template_id, giftCardTemplates.id),
    )
    .where(
      and(
        tenantFilter(tx, giftCardTemplates.business_id),
        eq(giftCardTemplateRestaurants.restaurant_id, restaurantId),
        eq(giftCardTemplates.active, true),
      ),
    )
    .orderBy(asc(giftCardTemplates.name), asc(giftCardTemplates.id))
    .then((rows) => rows.map((r) => r.template));
}

export async function insertGiftCardTemplate(tx: TenantTx, values: NewGiftCardTemplateRow) {
  const [row] = await tx.insert(giftCardTemplates).values(values).returning();
  return row!;
}

export async function updateGiftCardTemplateRow(
  tx: TenantTx,
  id: number,
  changes: Partial<NewGiftCardTemplateRow>,
) {
  const [row] = await tx
    .update(giftCardTemplates)
    .set(changes)
    .where(and(tenantFilter(tx, giftCardTemplates.business_id), eq(giftCardTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteGiftCardTemplateRow(tx: TenantTx, id: number) {
  await tx
    .delete(giftCardTemplates)
    .where(and(tenantFilter(tx, giftCardTemplates.business_id), eq(giftCardTemplates.id, id)));
}

/** Each template's restaurants, by template id. */
export async function restaurantsOfTemplates(tx: TenantTx, templateIds: readonly number[]) {
  const byTemplate = new Map<number, number[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await tx
    .select()
    .from(giftCardTemplateRestaurants)
    .where(
      and(
        tenantFilter(tx, giftCardTemplateRestaurants.business_id),
        inArray(giftCardTemplateRestaurants.template_id, [...templateIds]),
      ),
    )
    .orderBy(asc(giftCardTemplateRestaurants.restaurant_id));
  for (const row of rows) {
    const list = byTemplate.get(row.template_id) ?? [];
    list.push(row.restaurant_id);
    byTemplate.set(row.template_id, list);
  }
  return byTemplate;
}

export async function setTemplateRestaurants(
  tx: TenantTx,
  q: { businessId: number; templateId: number; restaurantIds: readonly number[] },
) {
  await tx
    .delete(giftCardTemplateRestaurants)
    .where(
      and(
        tenantFilter(tx, giftCardTemplateRestaurants.business_id),
        eq(giftCardTemplateRestaurants.template_id, q.templateId),
      ),
    );
  if (q.restaurantIds.length === 0) return;
  await tx.insert(giftCardTemplateRestaurants).values(
    q.restaurantIds.map((restaurant_id) => ({
      business_id: q.businessId,
      template_id: q.templateId,
      restaurant_id,
    })),
  );
}

/** Cards issued from each template, by template id. */
export async function cardCountsOfTemplates(tx: TenantTx, templateIds: readonly number[]) {
  const counts = new Map<number, number>();
  if (templateIds.length === 0) return counts;
  const rows = await tx
    .select({ template_id: giftCards.template_id, n: count() })
    .from(giftCards)
    .where(
      and(
        tenantFilter(tx, giftCards.business_id),
        inArray(giftCards.template_id, [...templateIds]),
      ),
    )
    .groupBy(giftCards.template_id);
  for (const row of rows) if (row.template_id !== null) counts.set(row.template_id, row.n);
  return counts;
}

/** Ids of the business's live restaurants among `ids`. */
export async function findOwnRestaurantIds(tx: TenantTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        inArray(restaurants.id, [...ids]),
        sql`${restaurants.deleted_at} is null`,
      ),
    );
  return rows.map((r) => r.id);
}

/** An uploaded image of the business, by id. */
export async function findOwnImage(tx: TenantTx, id: number) {
  const [row] = await tx
    .select({ id: mediaFiles.id, url: mediaFiles.url })
    .from(mediaFiles)
    .where(and(tenantFilter(tx, mediaFiles.business_id), eq(mediaFiles.id, id)));
  return row;
}

export async function imageUrlsOf(tx: TenantTx, ids: readonly number[]) {
  const urls = new Map<number, string>();
  if (ids.length === 0) return urls;
  const rows = await tx
    .select({ id: mediaFiles.id, url: mediaFiles.url })
    .from(mediaFiles)
    .where(and(tenantFilter(tx, mediaFiles.business_id), inArray(mediaFiles.id, [...ids])));
  for (const row of rows) urls.set(row.id, row.url);
  return urls;
}

// ---------------------------------------------------------------- cards

export async function findGiftCardById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(tenantFilter(tx, giftCards.business_id), eq(giftCards.id, q.id)));
  return row;
}

/**
 * The cards that will expire (active, or spent but not yet expired) with their restaurant's time
 * zone: what the expiry jobs are queued for. Every business's in the platform scope.
 */
export async function listCardsThatWillExpire(tx: TenantTx) {
  return tx
    .select({
      id: giftCards.id,
      business_id: giftCards.business_id,
      date_expired: giftCards.date_expired,
      time_zone: restaurants.time_zone,
    })
    .from(giftCards)
    .innerJoin(restaurants, eq(restaurants.id, giftCards.restaurant_id))
    .where(
      and(
        tenantFilter(tx, giftCards.business_id),
        inArray(giftCards.status, ['active', 'redeemed']),
      ),
    )
    .orderBy(asc(giftCards.business_id), asc(giftCards.id));
}

/**
 * The card's row, locked until the transaction ends: every ledger entry is written under this
 * lock, so two redemptions at once are taken one after the other and the second sees the first.
 */
export async function lockGiftCard(tx: TenantTx, id: number) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(tenantFilter(tx, giftCards.business_id), eq(giftCards.id, id)))
    .for('update');
  return row;
}

export async function findGiftCardByCode(tx: TenantTx, code: string) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(tenantFilter(tx, giftCards.business_id), eq(giftCards.code, code)));
  return row;
}

/** A card's public page, by its unguessable link id, in any business (a listed system read). */
export async function findGiftCardByUniqueId(db: SystemDb, uniqueId: string) {
  const [row] = await db
    .select({ id: giftCards.id, business_id: giftCards.business_id })
    .from(giftCards)
    .where(eq(giftCards.unique_id, uniqueId));
  return row;
}

export async function findGiftCardOfTenantByUniqueId(tx: TenantTx, uniqueId: string) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(tenantFilter(tx, giftCards.business_id), eq(giftCards.unique_id, uniqueId)));
  return row;
}

export async function insertGiftCard(tx: TenantTx, values: NewGiftCardRow) {
  const [row] = await tx.insert(giftCards).values(values).returning();
  return row!;
}

export async function updateGiftCard(tx: TenantTx, id: number, changes: Partial<NewGiftCardRow>) {
  const [row] = await tx
    .update(giftCards)
    .set(changes)
    .where(and(tenantFilter(tx, giftCards.business_id), eq(giftCards.id, id)))
    .returning();
  return row!;
}

export interface GiftCardFilter {
  restaurantId?: number;
  status?: GiftCardStatus;
  templateId?: number;
  from?: Date;
  to?: Date;
  search?: string;
}

function cardConditions(tx: TenantTx, f: GiftCardFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [tenantFilter(tx, giftCards.business_id)];
  if (f.restaurantId !== undefined) conditions.push(eq(giftCards.restaurant_id, f.restaurantId));
  if (f.status !== undefined) conditions.push(eq(giftCards.status, f.status));
  if (f.templateId !== undefined) conditions.push(eq(giftCards.template_id, f.templateId));
  if (f.from) conditions.push(gte(giftCards.created_at, f.from));
  if (f.to) conditions.push(lt(giftCards.created_at, f.to));
  if (f.search) {
    const pattern = containsPattern(f.search);
    const code = f.search.replace(/[\s-]/g, '').toUpperCase();
    conditions.push(
      or(
        ilike(giftCards.code, containsPattern(code)),
        ilike(giftCards.customer_name, pattern),
        ilike(giftCards.email, pattern),
        ilike(giftCards.buyer_name, pattern),
        ilike(giftCards.buyer_email, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The ledger's sum per card: the balance, computed, never stored. */
const balanceOfCard =
  sql<number>`(select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l where l.card_id = "gift_cards"."id")`.mapWith(
    Number,
  );

const SORT = {
  created_at: giftCards.created_at,
  amount: giftCards.amount_cents,
  date_expired: giftCards.date_expired,
} as const;

export async function listGiftCardRows(
  tx: TenantTx,
  f: GiftCardFilter,
  page: {
    orderBy: keyof typeof SORT;
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const order = page.direction === 'asc' ? asc : desc;
  return tx
    .select({
      card: giftCards,
      balance_cents: balanceOfCard,
      template_name: giftCardTemplates.name,
    })
    .from(giftCards)
    .leftJoin(giftCardTemplates, eq(giftCardTemplates.id, giftCards.template_id))
    .where(cardConditions(tx, f))
    .orderBy(order(SORT[page.orderBy]), order(giftCards.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The filtered cards' count and money in one aggregate over the ledger: issued on cards that were
 * ever active, spent (redemptions less refunds), and what active cards still hold.
 */
export async function totalsOfGiftCards(tx: TenantTx, f: GiftCardFilter) {
  const [cards] = await tx.select({ total: count() }).from(giftCards).where(cardConditions(tx, f));
  const [money] = await tx
    .select({
      sold: sql<number>`coalesce(sum(${giftCardLedger.amount_cents}) filter (where ${giftCardLedger.kind} = 'issued'), 0)`.mapWith(
        Number,
      ),
      redeemed:
        sql<number>`coalesce(-sum(${giftCardLedger.amount_cents}) filter (where ${giftCardLedger.kind} in ('redeemed', 'refunded')), 0)`.mapWith(
          Number,
        ),
      outstanding:
        sql<number>`coalesce(sum(${giftCardLedger.amount_cents}) filter (where ${giftCards.status} = 'active'), 0)`.mapWith(
          Number,
        ),
    })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.card_id))
    .where(cardConditions(tx, f));
  return { total: cards?.total ?? 0, ...money! };
}

// ---------------------------------------------------------------- ledger

export async function insertLedgerEntry(tx: TenantTx, values: NewGiftCardLedgerRow) {
  const [row] = await tx.insert(giftCardLedger).values(values).returning();
  return row!;
}

/** The card's balance: the sum of its ledger. */
export async function balanceOf(tx: TenantTx, cardId: number) {
  const [row] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${giftCardLedger.amount_cents}), 0)`.mapWith(Number),
    })
    .from(giftCardLedger)
    .where(and(tenantFilter(tx, giftCardLedger.business_id), eq(giftCardLedger.card_id, cardId)));
  return row?.cents ?? 0;
}

/** The card's entries, oldest first, with the name of who wrote each. */
export function listLedgerEntries(tx: TenantTx, cardId: number) {
  return tx
    .select({ entry: giftCardLedger, by: users.name })
    .from(giftCardLedger)
    .leftJoin(users, eq(users.id, giftCardLedger.user_id))
    .where(and(tenantFilter(tx, giftCardLedger.business_id), eq(giftCardLedger.card_id, cardId)))
    .orderBy(asc(giftCardLedger.id));
}

/** The entries an order wrote, on any card (decision 071: what to give back when it is cancelled). */
export function listLedgerEntriesOfOrder(tx: TenantTx, orderId: number) {
  return tx
    .select()
    .from(giftCardLedger)
    .where(and(tenantFilter(tx, giftCardLedger.business_id), eq(giftCardLedger.order_id, orderId)))
    .orderBy(asc(giftCardLedger.id));
}

/** Active or used cards whose last day is before `today` (a day in their zone, checked by the caller). */
export function listCardsToExpire(tx: TenantTx, beforeDay: string) {
  return tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        tenantFilter(tx, giftCards.business_id),
        inArray(giftCards.status, ['active', 'redeemed']),
        lt(giftCards.date_expired, beforeDay),
      ),
    );
}
