import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { RESTAURANT_CHANGED_CHANNEL } from '../../db/public-restaurant-view';
import { systemAccess } from '../../db/system-access';
import type { Clock } from '../../shared/clock';
import type { CachedRestaurant, PublicRestaurantCache } from '../../shared/host-site';
import { featuresEndOf, toPublicRestaurant } from './public-restaurant';
import { findPublicRestaurantByHostname } from './sites.repository';

/** Bounds staleness should a notification ever be lost without the connection failing. */
export const RESTAURANT_CACHE_TTL_MS = 5 * 60_000;
/** Waits between attempts to listen again; the last one repeats. */
export const RELISTEN_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/** A restaurant as read from the database. */
export interface LoadedRestaurant {
  restaurant: PublicRestaurant;
  /**
   * When this view changes by itself, with no write to notify (the plan's period ends): the
   * entry expires then, if before the TTL.
   */
  changesAtMs?: number;
}

export interface RestaurantCacheDeps {
  /** The restaurant of a normalized host name, from the database; undefined when none. */
  load(hostname: string): Promise<LoadedRestaurant | undefined>;
  listen: DatabaseHandle['listen'];
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  ttlMs?: number;
  relistenDelaysMs?: readonly number[];
}

interface Entry {
  value: CachedRestaurant;
  expiresAtMs: number;
}

/**
 * The public restaurant by host name, per process, kept right across processes by LISTEN on
 * `restaurant_changed` (DESIGN.md §7: the data's version decides, not this process's memory).
 *
 * Why it is sound:
 * - `touchRestaurant` notifies on commit, and a notification clears everything. A read that starts
 *   after the clear sees the committed change. NOTIFY reaches even this process's own LISTEN
 *   connection a moment after the commit, so a writer also calls `clear()` once its transaction
 *   has committed: a read right after a write in the same process then sees it.
 * - A read that started before a clear may hold older data: the generation it started in no longer
 *   matches, so its value is answered once but never stored.
 * - Only while LISTEN is established is anything cached; establishing or losing it clears too, so
 *   nothing read while deaf to notifications survives.
 * - Entries expire after a TTL anyway, or sooner when the restaurant's plan ends (its features
 *   change with no write). Unknown hosts are not cached: new restaurants do not notify, and
 *   visitor-chosen names must not grow the map.
 */
export class RestaurantCache implements PublicRestaurantCache {
  private readonly entries = new Map<string, Entry>();
  /** In-flight loads by host name, so a burst of misses makes one query. */
  private readonly loading = new Map<
    string,
    { generation: number; promise: Promise<CachedRestaurant | undefined> }
  >();
  private currentGeneration = 0;
  private listening = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private failedAttempts = 0;
  /** Lookups answered from memory, and those that went to the database (for /api/metrics). */
  private readonly counts = { hits: 0, misses: 0 };
  private starting: Promise<void> | undefined;
  private readonly ttlMs: number;
  private readonly relistenDelaysMs: readonly number[];

  constructor(private readonly deps: RestaurantCacheDeps) {
    this.ttlMs = deps.ttlMs ?? RESTAURANT_CACHE_TTL_MS;
    this.relistenDelaysMs = deps.relistenDelaysMs ?? RELISTEN_DELAYS_MS;
  }

  /** Moves on every clear; tests wait on it to know a notification arrived. */
  get generation() {
    return this.currentGeneration;
  }

  /** True while LISTEN is established, that is while answers may come from memory. */
  get isListening() {
    return this.listening;
  }

  /** Hits counted in `peek`, misses in `getByHostname`: one count per lookup either way. */
  stats(): Readonly<{ hits: number; misses: number }> {
    return { ...this.counts };
  }

  /** Starts listening; on failure, retries in the background (reads go to the database meanwhile). */
  async start(): Promise<void> {
    if (this.stopped || this.listening) return;
    this.starting ??= this.listenOnce().finally(() => {
      this.starting = undefined;
    });
    await this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relistenTimer);
    this.relistenTimer = undefined;
    this.listening = false;
    this.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'restaurant cache: could not stop listening');
    });
  }

  /** Forgets everything, including what in-flight reads will bring back. */
  clear(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.loading.clear();
  }

  /**
   * The restaurant of a normalized host name if memory may answer for it now: listening, and
   * cached within the TTL. Synchronous, for the hot path; otherwise use `getByHostname`.
   * `countHit: false` for a check that is not a lookup of its own (plugins/answer-cache.ts).
   */
  peek(hostname: string, countHit = true): CachedRestaurant | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(hostname);
    if (entry && entry.expiresAtMs > this.deps.clock.nowMs()) {
      if (countHit) this.counts.hits++;
      return entry.value;
    }
    return undefined;
  }

  /** The restaurant of a normalized host name, or undefined when no restaurant has it. */
  async getByHostname(hostname: string): Promise<CachedRestaurant | undefined> {
    const warm = this.peek(hostname);
    if (warm) return warm;
    this.counts.misses++;
    if (!this.listening) return cachedOf(await this.deps.load(hostname));
    const generation = this.currentGeneration;
    const pending = this.loading.get(hostname);
    if (pending && pending.generation === generation) return pending.promise;
    const promise = this.loadAndStore(hostname, generation);
    this.loading.set(hostname, { generation, promise });
    return promise;
  }

  private async loadAndStore(hostname: string, generation: number) {
    try {
      const loaded = await this.deps.load(hostname);
      const value = cachedOf(loaded);
      // A clear since the read began (a change, or LISTEN lost or regained) makes it untrustworthy.
      if (value && generation === this.currentGeneration) {
        const ttlEndMs = this.deps.clock.now().getTime() + this.ttlMs;
        this.entries.set(hostname, {
          value,
          expiresAtMs: Math.min(ttlEndMs, loaded?.changesAtMs ?? ttlEndMs),
        });
      }
      return value;
    } finally {
      if (this.loading.get(hostname)?.generation === generation) this.loading.delete(hostname);
    }
  }

  /** Never throws: a failure is logged and retried later. */
  private async listenOnce() {
    // A loss reported before this attempt is adopted must still count against it.
    const attempt: { adopted: boolean; lost?: Error } = { adopted: false };
    try {
      const unlisten = await this.deps.listen(
        RESTAURANT_CHANGED_CHANNEL,
        () => this.clear(),
        (error) => {
          if (attempt.adopted) this.onListenerLost(error);
          else attempt.lost = error;
        },
      );
      if (this.stopped || attempt.lost) {
        await unlisten().catch(() => {});
        if (attempt.lost) throw attempt.lost;
        return;
      }
      attempt.adopted = true;
      this.unlisten = unlisten;
      this.listening = true;
      this.failedAttempts = 0;
      // Whatever was read while not listening may have missed a notification.
      this.clear();
    } catch (error) {
      if (this.stopped) return;
      this.deps.log.warn(
        { err: error },
        'restaurant cache: cannot LISTEN, reading from the database meanwhile',
      );
      this.scheduleRelisten();
    }
  }

  private onListenerLost(error: Error) {
    this.deps.log.warn({ err: error }, 'restaurant cache: LISTEN lost, reading from the database');
    this.listening = false;
    this.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    void unlisten?.().catch(() => {});
    this.scheduleRelisten();
  }

  private scheduleRelisten() {
    if (this.stopped || this.relistenTimer) return;
    const delays = this.relistenDelaysMs;
    const delay = delays[Math.min(this.failedAttempts, delays.length - 1)] ?? 30_000;
    this.failedAttempts++;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      void this.start();
    }, delay);
    // Retrying must never keep a finished process alive.
    this.relistenTimer.unref();
  }
}

function cachedOf(loaded: LoadedRestaurant | undefined): CachedRestaurant | undefined {
  return (
    loaded && {
      restaurant: loaded.restaurant,
      lastUpdatedMs: Date.parse(loaded.restaurant.last_updated),
    }
  );
}

/** The cache of an app: reads through this handle, listens on it. */
export function createRestaurantCache(
  handle: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
) {
  return new RestaurantCache({
    async load(hostname) {
      const row = await findPublicRestaurantByHostname(systemAccess(handle.db), hostname);
      if (!row) return undefined;
      const now = clock.now();
      return {
        restaurant: toPublicRestaurant(row, now),
        changesAtMs: featuresEndOf(row, now)?.getTime(),
      };
    },
    listen: (channel, onMessage, onLost) => handle.listen(channel, onMessage, onLost),
    clock,
    log,
  });
}
