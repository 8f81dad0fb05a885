import { TEMP_ID_PATTERN } from '@coperto/shared/cart/cart.constants';
import { TEMP_VISITOR_ID_TTL_MS } from '@coperto/shared/common/constants';
import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { describe, expect, it } from 'vitest';
import { ensureTempId, forgetTempId, readTempId, type TempIdDeps } from './temp-id';

/** A clock the test moves, a storage of its own and real randomness. */
function fakeDeps(start = Date.parse('2026-06-15T10:00:00Z')) {
  let now = start;
  const entries = new Map<string, string>();
  const deps: TempIdDeps = {
    now: () => now,
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
    },
    fillRandom: (bytes) => crypto.getRandomValues(bytes),
  };
  return {
    deps,
    entries,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('temporary visitor id', () => {
  it('is made when none is stored: unguessable, valid one hour, and stored', () => {
    const { deps, entries } = fakeDeps();
    const made = ensureTempId(deps);
    expect(made.id).toMatch(TEMP_ID_PATTERN);
    expect(made.id).toHaveLength(22);
    expect(made.expiresAt).toBe(deps.now() + TEMP_VISITOR_ID_TTL_MS);
    expect(JSON.parse(entries.get(STORAGE_KEYS.tempId)!)).toEqual(made);
    expect(ensureTempId(fakeDeps().deps).id).not.toBe(made.id);
  });

  it('is kept for the whole hour, then renewed with a new id', () => {
    const { deps, advance } = fakeDeps();
    const first = ensureTempId(deps);
    advance(TEMP_VISITOR_ID_TTL_MS - 1);
    expect(ensureTempId(deps)).toEqual(first);
    expect(readTempId(deps)).toEqual(first);

    advance(1);
    expect(readTempId(deps)).toBeNull();
    const renewed = ensureTempId(deps);
    expect(renewed.id).not.toBe(first.id);
    expect(renewed.expiresAt).toBe(deps.now() + TEMP_VISITOR_ID_TTL_MS);
  });

  it('reads a missing, corrupt or tampered entry as none, and replaces it', () => {
    const { deps, entries } = fakeDeps();
    const valid = { id: 'a'.repeat(22), expiresAt: deps.now() + 1000 };
    const cases: unknown[] = [
      'not json{',
      null,
      [],
      { id: 'short', expiresAt: valid.expiresAt },
      { id: 'has spaces in it, not base64url', expiresAt: valid.expiresAt },
      { id: valid.id, expiresAt: String(valid.expiresAt) },
      // Further than one lifetime away: not ours.
      { id: valid.id, expiresAt: deps.now() + TEMP_VISITOR_ID_TTL_MS + 1 },
    ];
    for (const stored of cases) {
      entries.set(
        STORAGE_KEYS.tempId,
        typeof stored === 'string' ? stored : JSON.stringify(stored),
      );
      expect(readTempId(deps)).toBeNull();
      expect(ensureTempId(deps).id).not.toBe(valid.id);
    }
    entries.set(STORAGE_KEYS.tempId, JSON.stringify(valid));
    expect(readTempId(deps)).toEqual(valid);
  });

  it('is forgotten on request', () => {
    const { deps, entries } = fakeDeps();
    ensureTempId(deps);
    forgetTempId(deps);
    expect(entries.has(STORAGE_KEYS.tempId)).toBe(false);
    expect(readTempId(deps)).toBeNull();
  });

  it('still answers an id when storage refuses to write (private mode)', () => {
    const { deps } = fakeDeps();
    deps.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(ensureTempId(deps).id).toMatch(TEMP_ID_PATTERN);
  });
});
