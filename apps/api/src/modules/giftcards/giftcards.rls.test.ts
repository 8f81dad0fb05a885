import { checkCharacterOf } from '@coperto/shared/giftcards/giftcard-code';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  giftCardLedger,
  giftCards,
  giftCardTemplateRestaurants,
  giftCardTemplates,
} from '../../db/schema/giftcards';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { newPublicId } from '../../shared/secrets';
import { eitherWay, itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: false }));
  // The demo seeds the first business's cards; the other business gets one of each row here.
  const [osteria] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.business_id, otherId));
  const [template] = await database.db
    .insert(giftCardTemplates)
    .values({
      business_id: otherId,
      name: 'Bistecca',
      design_key: 'classic',
      preset_amounts_cents: [8000],
      validity_months: 12,
      title: { it: 'Bistecca' },
      description: {},
      terms: {},
    })
    .returning();
  await database.db.insert(giftCardTemplateRestaurants).values({
    business_id: otherId,
    template_id: template!.id,
    restaurant_id: osteria!.id,
  });
  const [card] = await database.db
    .insert(giftCards)
    .values({
      business_id: otherId,
      restaurant_id: osteria!.id,
      template_id: template!.id,
      unique_id: newPublicId(24),
      code: `ESTER2345AB${checkCharacterOf('ESTER2345AB')}`,
      status: 'active',
      title: 'Bistecca',
      customer_name: 'Elena',
      amount_cents: 8000,
      date_expired: '2199-01-01',
      language: 'it',
      sold_via: 'cash',
    })
    .returning();
  await database.db.insert(giftCardLedger).values({
    business_id: otherId,
    card_id: card!.id,
    kind: 'issued',
    amount_cents: 8000,
  });
});
afterAll(() => database.close());

const TABLES = {
  gift_card_templates: giftCardTemplates,
  gift_card_template_restaurants: giftCardTemplateRestaurants,
  gift_cards: giftCards,
  gift_card_ledger: giftCardLedger,
} as const;

describe('Row Level Security on the gift card tables', () => {
  itShowsEachTenantOnlyItsRows(TABLES, () => ({ database, demoId, otherId }));

  it("cannot spend, change or delete another business's card, either way", async () => {
    for (const [mine, theirs] of eitherWay({ demoId, otherId })) {
      const [card] = await database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.business_id, theirs))
        .limit(1);
      const sumOf = async () => {
        const [row] = await database.db
          .select({
            cents: sql<number>`coalesce(sum(${giftCardLedger.amount_cents}), 0)`.mapWith(Number),
          })
          .from(giftCardLedger)
          .where(eq(giftCardLedger.card_id, card!.id));
        return row!.cents;
      };
      const before = await sumOf();
      // A ledger entry in their name, or in ours on their card: both refused.
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(giftCardLedger).values({
            business_id: theirs,
            card_id: card!.id,
            kind: 'redeemed',
            amount_cents: -100,
          }),
        ),
      ).rejects.toThrow();
      await runAsTenant(database.db, mine, async (tx) => {
        await tx.update(giftCards).set({ status: 'cancelled' }).where(eq(giftCards.id, card!.id));
        await tx.delete(giftCardLedger).where(eq(giftCardLedger.card_id, card!.id));
        await tx
          .update(giftCardTemplates)
          .set({ active: false })
          .where(eq(giftCardTemplates.business_id, theirs));
      });
      const [after] = await database.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
      expect(after?.status).toBe(card!.status);
      expect(await sumOf()).toBe(before);
      const templates = await database.db
        .select()
        .from(giftCardTemplates)
        .where(eq(giftCardTemplates.business_id, theirs));
      expect(templates.every((x) => x.active)).toBe(true);
    }
  });

  it('refuses entries of the wrong sign and cards the engine cannot hold', async () => {
    const [card] = await database.db.select().from(giftCards).limit(1);
    for (const [kind, cents] of [
      ['issued', -100],
      ['redeemed', 100],
      ['expired', 0],
      ['refunded', -1],
    ] as const) {
      await expect(
        database.db.insert(giftCardLedger).values({
          business_id: card!.business_id,
          card_id: card!.id,
          kind,
          amount_cents: cents,
        }),
      ).rejects.toThrow();
    }
    const { id: _id, ...copy } = card!;
    for (const bad of [
      { amount_cents: 0 },
      { amount_cents: 50_000_000 },
      { is_percentage: true },
      { code: card!.code },
    ]) {
      await expect(
        database.db
          .insert(giftCards)
          .values({ ...copy, unique_id: newPublicId(24), code: 'ZZZZZZZZZZZZ', ...bad }),
      ).rejects.toThrow();
    }
  });
});

describe('the demo gift cards', () => {
  it('have two templates and four cards: full, partly used, bought online and expired', async () => {
    const rows = await database.db
      .select({
        code: giftCards.code,
        status: giftCards.status,
        balance:
          sql<number>`(select sum(l.amount_cents) from gift_card_ledger l where l.card_id = "gift_cards"."id")`.mapWith(
            Number,
          ),
      })
      .from(giftCards)
      .where(eq(giftCards.business_id, demoId))
      .orderBy(giftCards.id);
    expect(rows.map((r) => [r.code.slice(0, 11), r.status, r.balance])).toEqual([
      ['CENADUE2345', 'active', 10000],
      ['PARZ7AUSATA', 'active', 3000],
      ['REGAX7WEB23', 'active', 15000],
      ['SCADUTA9876', 'expired', 0],
    ]);
    const templates = await database.db
      .select()
      .from(giftCardTemplates)
      .where(eq(giftCardTemplates.business_id, demoId));
    expect(templates.map((x) => x.name).sort()).toEqual(['Cena per due', 'Pizza e birra']);
  });
});
