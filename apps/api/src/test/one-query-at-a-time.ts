import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * A query sent while its connection still runs another (`Promise.all` over one transaction) is
 * queued by pg 8 with a warning printed once per process, and refused by pg 9. In tests each one
 * is noted with its SQL and fails the test that sent it, so the PostgreSQL pass names every such
 * place; PGlite has no such queue. The query itself still runs, so the connection stays usable.
 */
type QueuingClient = pg.Client & {
  pipeline?: boolean;
  _getActiveQuery(): unknown;
  _queryQueue: unknown[];
};

const noted = Symbol.for('coperto.queriesSentToABusyConnection');
const prototype = pg.Client.prototype as unknown as {
  [noted]?: string[];
  query: (this: QueuingClient, ...args: unknown[]) => unknown;
};

function sqlOf(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
  return String(text).replace(/\s+/g, ' ').slice(0, 160);
}

if (!prototype[noted]) {
  const queries: string[] = [];
  prototype[noted] = queries;
  const query = prototype.query;
  prototype.query = function (this: QueuingClient, ...args: unknown[]) {
    if (!this.pipeline && (this._getActiveQuery() || this._queryQueue.length > 0)) {
      queries.push(sqlOf(args[0]));
    }
    return query.apply(this, args);
  };
}

/** The queries sent to a busy connection since last asked. */
export function takeQueriesSentToABusyConnection(): string[] {
  return prototype[noted]!.splice(0);
}

afterEach(() => {
  const queries = takeQueriesSentToABusyConnection();
  if (queries.length > 0) {
    throw new Error(
      `${queries.length} queries were sent while their connection still ran another ` +
        `(await one before the next): ${queries.join(' | ')}`,
    );
  }
});
