import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardLedger, giftCards } from '../../db/schema/giftcards';
import { systemAccess } from '../../db/system-access';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expiryInstantOf, scheduleGiftCardExpiries } from './giftcard-jobs';

// Expiry of the demo's cards (decision 073): the seed's expired card is expired by the engine's
// own rule, and every card that will expire has its job queued when the app starts — the seed
// writes cards before any job queue exists, so it cannot queue them itself.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cardOf = async (prefix: string) => {
  const [card] = await t.database.db
    .select()
    .from(giftCards)
    .where(sql`${giftCards.code} like ${`${prefix}%`}`);
  if (!card) throw new Error(`no demo card ${prefix}`);
  return card;
};
const ledgerOf = (cardId: number) =>
  t.database.db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.card_id, cardId))
    .orderBy(asc(giftCardLedger.id));

async function expiryJobs() {
  const result = (await t.database.db.execute(
    sql`select data, start_after from pgboss.job where name = 'giftcard.expire' order by start_after, id`,
  )) as unknown as { rows: { data: { payload: { card_id: number } }; start_after: string }[] };
  return result.rows.map((row) => ({
    cardId: row.data.payload.card_id,
    at: new Date(row.start_after).toISOString(),
  }));
}

describe('the demo cards’ expiry', () => {
  it('has the expired card expired by the engine at the end of its last day', async () => {
    const card = await cardOf('SCADUTA9876');
    expect(card.status).toBe('expired');
    const ledger = await ledgerOf(card.id);
    expect(ledger.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['issued', 4000],
      ['redeemed', -1500],
      ['expired', -2500],
    ]);
    const last = ledger.at(-1);
    expect(last?.note).toBe(`Expired after ${card.date_expired}`);
    expect(last?.created_at.toISOString()).toBe(
      expiryInstantOf('Europe/Rome', card.date_expired).toISOString(),
    );
  });

  it('queues the expiry of every card still to expire when the app starts, once', async () => {
    const cards = await Promise.all(['CENADUE2345', 'PARZ7AUSATA', 'REGAX7WEB23'].map(cardOf));
    const expected = cards
      .map((card) => ({
        cardId: card.id,
        at: expiryInstantOf('Europe/Rome', card.date_expired).toISOString(),
      }))
      .sort((a, b) => a.at.localeCompare(b.at) || a.cardId - b.cardId);
    expect(await expiryJobs()).toEqual(expected);
    // Started again (another worker, a restart): nothing more is queued.
    expect(await scheduleGiftCardExpiries(systemAccess(t.app.db))).toBe(0);
    expect(await expiryJobs()).toHaveLength(3);
    // None is due today.
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
  });

  it('expires a seeded card by its queued job when its last day is over', async () => {
    const full = await cardOf('CENADUE2345');
    const end = expiryInstantOf('Europe/Rome', full.date_expired);
    t.clock.advance(end.getTime() - 60_000 - t.clock.nowMs());
    await t.app.jobs.runDueJobs();
    expect((await cardOf('CENADUE2345')).status).toBe('active');
    t.clock.advance(2 * 60_000);
    const run = await t.app.jobs.runDueJobs();
    expect(run.failed).toBe(0);
    expect((await cardOf('CENADUE2345')).status).toBe('expired');
    expect((await ledgerOf(full.id)).map((e) => [e.kind, e.amount_cents])).toEqual([
      ['issued', 10000],
      ['expired', -10000],
    ]);
  });
});
