import { TEMP_ID_PATTERN } from '@coperto/shared/cart/cart.constants';
import type { TempId } from '@coperto/shared/common/browser-storage';
import { TEMP_VISITOR_ID_TTL_MS } from '@coperto/shared/common/constants';
import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';

/**
 * The temporary visitor id (spec §4): made when nobody is logged in, valid one hour, then made
 * anew. It keys the visitor's server-side cart, so it is random and unguessable. Pure apart from
 * its dependencies, which tests replace (clock, storage, randomness).
 */
export interface TempIdDeps {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Fills the array with cryptographically strong random values. */
  fillRandom(bytes: Uint8Array<ArrayBuffer>): void;
}

export const browserTempIdDeps: TempIdDeps = {
  now: () => Date.now(),
  get storage() {
    return window.localStorage;
  },
  fillRandom: (bytes) => {
    // getRandomValues, unlike randomUUID, also works on plain-http hosts.
    crypto.getRandomValues(bytes);
  },
};

const TEMP_ID_BYTES = 16;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new id: 16 random bytes as base64url (22 characters), what the cart API accepts. */
export function newTempId(deps: TempIdDeps): TempId {
  const bytes = new Uint8Array(TEMP_ID_BYTES);
  deps.fillRandom(bytes);
  return { id: toBase64Url(bytes), expiresAt: deps.now() + TEMP_VISITOR_ID_TTL_MS };
}

/**
 * The stored id while it is valid, else null. An expiry further away than one lifetime was not
 * written by us (or the clock went back a long way): it is not trusted.
 */
export function readTempId(deps: TempIdDeps): TempId | null {
  let value: unknown;
  try {
    const raw = deps.storage.getItem(STORAGE_KEYS.tempId);
    if (raw === null) return null;
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, expiresAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !TEMP_ID_PATTERN.test(id)) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  const now = deps.now();
  if (expiresAt <= now || expiresAt > now + TEMP_VISITOR_ID_TTL_MS) return null;
  return { id, expiresAt };
}

/** The valid stored id, or a new one, stored. Call it only when nobody is logged in. */
export function ensureTempId(deps: TempIdDeps): TempId {
  const valid = readTempId(deps);
  if (valid) return valid;
  const created = newTempId(deps);
  try {
    deps.storage.setItem(STORAGE_KEYS.tempId, JSON.stringify(created));
  } catch {
    // Storage disabled: the id lives as long as the page.
  }
  return created;
}

export function forgetTempId(deps: TempIdDeps): void {
  try {
    deps.storage.removeItem(STORAGE_KEYS.tempId);
  } catch {
    // As above.
  }
}
