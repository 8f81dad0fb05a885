import type { DatabaseHandle } from '../db/client';

/**
 * The same handle, but every property read on its Drizzle instance calls `onUse`: a test of a
 * cache counts the uses around a request, and a warm read must leave the count unchanged.
 */
export function countingDatabaseUses(handle: DatabaseHandle, onUse: () => void): DatabaseHandle {
  const db = new Proxy(handle.db, {
    get(target, property, receiver) {
      onUse();
      return Reflect.get(target, property, receiver);
    },
  });
  return { ...handle, db };
}
