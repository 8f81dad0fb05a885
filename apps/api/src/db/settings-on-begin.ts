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
 * one round trip instead of two. `sent()` tells whether it went: PGlite, or a `begin` worded
 * otherwise, leaves it to the caller, who then runs it alone (slower, never wrong).
 */
export function withStatementOnBegin<T>(
  statement: string,
  open: (sent: () => boolean) => Promise<T>,
): Promise<T> {
  const store: Waiting = { statement };
  return waiting.run(store, () => open(() => store.statement === null));
}

/** `config` with the waiting statement joined to it, when it is a plain `begin` and one waits. */
function joinedToBegin(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  if ((config as { text?: unknown }).text !== 'begin') return config;
  const store = waiting.getStore();
  if (!store?.statement) return config;
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
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(joinedToBegin(config), ...rest)) as typeof client.query;
}
