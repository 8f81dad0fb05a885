import { describe, expect, it } from 'vitest';
import { isTableActive, storedTableOf, TABLE_MODE_TTL_MS, tableFromScan } from './cart-table';

const token = 'AbCdEfGhIjKlMnOpQrStUv';
const now = Date.parse('2026-11-26T19:30:00Z');

describe('the table a guest scanned, kept with the cart', () => {
  it('holds for a few hours from the scan, then no longer', () => {
    const table = tableFromScan(token, '12', now);
    expect(table).toEqual({ token, name: '12', expiresAt: now + TABLE_MODE_TTL_MS });
    expect(TABLE_MODE_TTL_MS).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000);
    expect(TABLE_MODE_TTL_MS).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
    expect(isTableActive(table, now + TABLE_MODE_TTL_MS - 1)).toBe(true);
    expect(isTableActive(table, now + TABLE_MODE_TTL_MS)).toBe(false);
    // Next week the guest is not at table 12.
    expect(isTableActive(table, now + 7 * 24 * 60 * 60 * 1000)).toBe(false);
    expect(isTableActive(null, now)).toBe(false);
  });

  it('is read back from storage while it holds', () => {
    const table = tableFromScan(token, 'Dehors 3', now);
    expect(storedTableOf(JSON.parse(JSON.stringify(table)), now + 60_000)).toEqual(table);
  });

  it('is not read back once expired, nor with an expiry further than one lifetime away', () => {
    const table = tableFromScan(token, '12', now);
    expect(storedTableOf(table, now + TABLE_MODE_TTL_MS)).toBeNull();
    // A clock moved back a day, or an expiry written by hand to keep the table for ever.
    expect(storedTableOf(table, now - 24 * 60 * 60 * 1000)).toBeNull();
    expect(storedTableOf({ ...table, expiresAt: Number.MAX_SAFE_INTEGER }, now)).toBeNull();
  });

  it('is not read back when malformed', () => {
    const valid = tableFromScan(token, '12', now);
    for (const value of [
      null,
      'table',
      42,
      [],
      {},
      { ...valid, token: 'short' },
      { ...valid, token: `${token}x` },
      { ...valid, token: 'AbCdEfGhIjKlMnOpQrSt/+' },
      { ...valid, token: 12 },
      { ...valid, name: '' },
      { ...valid, name: 'x'.repeat(21) },
      { ...valid, name: null },
      { ...valid, expiresAt: '2026-11-26T23:00:00Z' },
      { ...valid, expiresAt: Number.NaN },
      { ...valid, expiresAt: Number.POSITIVE_INFINITY },
    ]) {
      expect(storedTableOf(value, now)).toBeNull();
    }
  });
});
