import {
  TABLE_NAME_MAX_LENGTH,
  TABLE_QR_TOKEN_PATTERN,
} from '@coperto/shared/floor/floor.constants';

/**
 * The table a guest scanned (its QR code opens `/{lang}/menu?table={token}`), kept with the cart
 * (decision 062): while it is kept, the cart's orders go to that table, the first and the next
 * rounds alike. It is forgotten when the guest leaves table mode, when the cart moves to another
 * restaurant, on logout, and after TABLE_MODE_TTL_MS from the scan: a guest who comes back next
 * week is not at table 12.
 */
export interface CartTable {
  /** The QR code's token, what the order call names the table by. */
  token: string;
  /** The table's name as the restaurant wrote it ("12", "Dehors 3"), for the guest to read. */
  name: string;
  /** Epoch milliseconds after which the table is no longer the guest's. */
  expiresAt: number;
}

/** How long a scan holds: longer than a long dinner, shorter than the next visit. */
export const TABLE_MODE_TTL_MS = 4 * 60 * 60 * 1000;

/** A scan checked by the server (`GET /table-qr/:token`), kept from `now`. */
export function tableFromScan(token: string, name: string, now: number): CartTable {
  return { token, name, expiresAt: now + TABLE_MODE_TTL_MS };
}

/** Whether the kept table still holds at `now`. */
export function isTableActive(table: CartTable | null, now: number): table is CartTable {
  return table !== null && table.expiresAt > now;
}

/**
 * A table read back from storage, or null when it is missing, malformed, expired, or expires
 * further away than one lifetime (not written by us, or a clock moved a long way back).
 */
export function storedTableOf(value: unknown, now: number): CartTable | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, name, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || !TABLE_QR_TOKEN_PATTERN.test(token)) return null;
  if (typeof name !== 'string' || name.length === 0 || name.length > TABLE_NAME_MAX_LENGTH) {
    return null;
  }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (expiresAt <= now || expiresAt > now + TABLE_MODE_TTL_MS) return null;
  return { token, name, expiresAt };
}
