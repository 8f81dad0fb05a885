import { type Column, is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { TenantTx } from './tenant-scope';

/** What a drizzle query builder gives when asked to prepare a statement. */
interface Preparable<T> {
  prepare(name: string): PgPreparedQuery<PreparedQueryConfig & { execute: T }>;
}

/** The internals this file relies on (drizzle-orm is pinned; hot-statement.test.ts checks them). */
interface BoundQuery {
  client: unknown;
  params: unknown[];
}
interface SessionHolder {
  session: { client: unknown };
}

/** The placeholder every hot statement's call fills with its transaction's business (`ofTenant`). */
const TENANT = 'tenant_scope';

/**
 * The rows of the calling transaction's tenant, in a statement built once: each call fills the
 * placeholder with its own transaction's business, or null for the platform scope, which sees
 * every business, as `tenantFilter` does. For reads by a key (an id): the business is then a
 * recheck of the rows the key found, not a way to find them.
 */
export function ofTenant(column: Column): SQL {
  return sql`(${sql.placeholder(TENANT)}::bigint is null or ${column} = ${sql.placeholder(TENANT)})`;
}

/** A connection keeps a named statement by its name: two texts under one name would collide. */
const names = new Set<string>();

/**
 * `{ column: sql.placeholder('column') }` for each column: an insert's values, all placeholders. A
 * statement writing several rows names each row's with a prefix of its own (`l0_name`, `l1_name`).
 */
export function placeholdersFor<K extends string>(
  columns: readonly K[],
  prefix = '',
): Record<K, Placeholder> {
  return Object.fromEntries(
    columns.map((column) => [column, sql.placeholder(prefix + column)]),
  ) as unknown as Record<K, Placeholder>;
}

/** The values of rows written by `placeholdersFor(columns, prefix + index)`, keyed to match. */
export function prefixedValues<K extends string>(
  prefix: string,
  columns: readonly K[],
  rows: readonly Record<K, unknown>[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const column of columns) values[`${prefix}${index}_${column}`] = row[column];
  });
  return values;
}

/**
 * A column's placeholder sends null as SQL NULL, as a value written in place does: drizzle gives a
 * placeholder's value to the column's encoder even when null (a timestamp's throws, a jsonb's
 * would store the JSON `null`).
 */
function nullAsNull(param: unknown): unknown {
  if (!is(param, Param) || !is(param.value, Placeholder)) return param;
  const { encoder } = param;
  return new Param(param.value, {
    mapToDriverValue: (value: unknown) => (value == null ? null : encoder.mapToDriverValue(value)),
  });
}

/**
 * A statement on the hot path built once per process instead of once per call (decision 092):
 * building a statement with drizzle costs 50–500 µs here, more than PostgreSQL takes to run most
 * of them, and an order sends about fifteen. `build` writes it on the transaction it is given,
 * with `sql.placeholder(…)` for **every** value, the tenant's business included; the first call
 * builds and prepares it (a named statement: PostgreSQL parses it once per connection), and every
 * call runs that preparation on its own transaction with its own values.
 *
 * A value written into the statement instead of a placeholder would be kept for every later call,
 * whatever its tenant: the first build refuses any parameter that is not a placeholder.
 */
export function hotStatement<T>(
  name: string,
  build: (tx: TenantTx) => Preparable<T>,
): (tx: TenantTx, values: Record<string, unknown>) => Promise<T> {
  if (names.has(name)) throw new Error(`hot statement ${name} is defined twice`);
  names.add(name);
  // One preparation per driver (PGlite's and pg's differ); a process normally has one.
  const preparedByDriver = new Map<
    unknown,
    PgPreparedQuery<PreparedQueryConfig & { execute: T }>
  >();
  return (tx, values) => {
    const { client } = (tx as unknown as SessionHolder).session;
    const driver = (client as object).constructor;
    let prepared = preparedByDriver.get(driver);
    if (!prepared) {
      prepared = build(tx).prepare(name);
      const literal = (prepared as unknown as BoundQuery).params.find(
        (param) => !is(param, Placeholder) && !(is(param, Param) && is(param.value, Placeholder)),
      );
      if (literal !== undefined) {
        throw new Error(`hot statement ${name}: a value is not a placeholder (${String(literal)})`);
      }
      const query = prepared as unknown as BoundQuery;
      query.params = query.params.map(nullAsNull);
      preparedByDriver.set(driver, prepared);
    }
    // The preparation, run on this transaction's connection.
    const bound = Object.create(prepared) as typeof prepared;
    (bound as unknown as BoundQuery).client = client;
    return bound.execute({ ...values, [TENANT]: tx.scope === 'platform' ? null : tx.scope });
  };
}

/**
 * A statement run on the pool, outside any tenant's transaction (a rate limit, a read before the
 * tenant is known), prepared once per database handle with drizzle's own `.prepare(name)`: on
 * PostgreSQL parsed once per connection under its name. No internals needed there.
 */
export function preparedPerDatabase<D extends object, P>(prepare: (db: D) => P): (db: D) => P {
  const prepared = new WeakMap<D, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
