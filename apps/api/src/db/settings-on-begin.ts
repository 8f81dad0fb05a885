import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** A transaction's opening statement waiting for its `begin`; null once sent. */
interface Waiting {
  statement: string | null;
}

const waiting = new AsyncLocalStorage<Waiting>();

/**
 * Runs `open`, which begins a transaction, with `statement` (no parameters) waiting to be sent in
 * the same message as that `begin` (decision 095): on PostgreSQL a tenant's transaction opens in
 * one round trip instead of two. `sent()`, asked first thing in the transaction, tells whether it
 * went, and stops it waiting either way: PGlite, or a `begin` worded otherwise, leaves it to the
 * caller, who then runs it alone (slower, never wrong), and no later `begin` in this context (a
 * system transaction inside the work) can take it.
 */
export function withStatementOnBegin<T>(
  statement: string,
  open: (sent: () => boolean) => Promise<T>,
): Promise<T> {
  const store: Waiting = { statement };
  return waiting.run(store, () =>
    open(() => {
      const went = store.statement === null;
      store.statement = null;
      return went;
    }),
  );
}

/** `config` with the waiting statement joined to it, when it is a plain `begin` and one waits. */
function joinedToBegin(config: unknown): { text: string } | null {
  if (typeof config !== 'object' || config === null) return null;
  // A query object of its own (a cursor) keeps its prototype: it is never a transaction's begin.
  if (typeof (config as { submit?: unknown }).submit === 'function') return null;
  if ((config as { text?: unknown }).text !== 'begin') return null;
  const store = waiting.getStore();
  if (!store?.statement) return null;
  const text = `begin; ${store.statement}`;
  store.statement = null;
  return { ...config, text };
}

/**
 * Makes a pool's new connection send a waiting statement (`withStatementOnBegin`) with its plain
 * `begin`, as one simple-protocol message (the pool's `connect` event calls it). Only the first
 * `begin` in that context takes it, so another transaction opened inside the work opens as usual.
 */
export function sendWaitingStatementOnBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const joined = joinedToBegin(config);
    if (!joined) return query(config, ...rest);
    // drizzle sends its begin before the try that rolls back and releases: if the joined statement
    // fails, the connection would stay checked out in an aborted transaction. It is dropped instead.
    return (query(joined, ...rest) as Promise<unknown>).catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
}
