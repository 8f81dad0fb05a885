import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import {
  type EventNotice,
  LIVE_EVENTS_CHANNEL,
  parseEventNotice,
  type StoredLiveEvent,
} from './events.repository';

/** One open stream as the hub sees it: whose events it wants, and where to hand them. */
export interface LiveSubscriber {
  businessId: number;
  /** Only this restaurant's events and the business-wide ones; every event of the business when null. */
  restaurantId: number | null;
  /** Events in id order, each batch after the one before. */
  deliver(events: StoredLiveEvent[]): void;
  /** The hub can no longer vouch for what it hands over (LISTEN lost, or the app closing). */
  end(): void;
}

export interface LiveEventHubDeps {
  listen: DatabaseHandle['listen'];
  /** The business's events with these ids, in id order. */
  load(businessId: number, ids: number[]): Promise<StoredLiveEvent[]>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Whether a subscriber wants an event of this restaurant (null: business-wide). */
export function wants(
  subscriber: Pick<LiveSubscriber, 'restaurantId'>,
  restaurantId: number | null,
) {
  return (
    subscriber.restaurantId === null ||
    restaurantId === null ||
    restaurantId === subscriber.restaurantId
  );
}

/**
 * One LISTEN per process, fanned out to every stream the process holds (decision 043). A NOTIFY
 * names an event; the hub reads the events whose business has a stream that wants them, a batch
 * at a time and one batch after another, so each stream receives its business's events in id
 * order. It listens from the first subscriber on. If the LISTEN connection is lost, every stream
 * is ended: clients reconnect with `Last-Event-ID` and resume from the stored events, and the
 * next subscriber listens again.
 */
export class LiveEventHub {
  private readonly byBusiness = new Map<number, Set<LiveSubscriber>>();
  private listening = false;
  private closed = false;
  private starting: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  /** Noticed ids waiting to be read, by business, in the order they were heard. */
  private pending = new Map<number, number[]>();
  private draining: Promise<void> | undefined;

  constructor(private readonly deps: LiveEventHubDeps) {}

  /** Open streams, for tests and metrics. */
  get subscriberCount() {
    let count = 0;
    for (const set of this.byBusiness.values()) count += set.size;
    return count;
  }

  get isListening() {
    return this.listening;
  }

  /**
   * Adds a stream once LISTEN is up, so every event committed from now on reaches it; throws when
   * LISTEN cannot be established (or the hub is closed). Returns its removal.
   */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    await this.startListening();
    if (this.closed) throw new Error('live events: the hub is closed');
    let set = this.byBusiness.get(subscriber.businessId);
    if (!set) {
      set = new Set();
      this.byBusiness.set(subscriber.businessId, set);
    }
    set.add(subscriber);
    return () => this.remove(subscriber);
  }

  /** Ends every stream and stops listening: the app is closing. */
  async close(): Promise<void> {
    this.closed = true;
    this.endAll();
    await this.starting?.catch(() => {});
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.listening = false;
    await unlisten?.().catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'live events: could not stop listening');
    });
    await this.draining;
  }

  /** Ends every open stream; each client reconnects and resumes from the stored events. */
  endAll() {
    const all = [...this.byBusiness.values()].flatMap((set) => [...set]);
    this.byBusiness.clear();
    this.pending.clear();
    for (const subscriber of all) subscriber.end();
  }

  private remove(subscriber: LiveSubscriber) {
    const set = this.byBusiness.get(subscriber.businessId);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.byBusiness.delete(subscriber.businessId);
  }

  private async startListening(): Promise<void> {
    if (this.listening || this.closed) return;
    this.starting ??= this.listenOnce().finally(() => {
      this.starting = undefined;
    });
    await this.starting;
  }

  private async listenOnce() {
    const attempt: { adopted: boolean; lost?: Error } = { adopted: false };
    const unlisten = await this.deps.listen(
      LIVE_EVENTS_CHANNEL,
      (payload) => this.onNotice(payload),
      (error) => {
        if (attempt.adopted) this.onLost(error);
        else attempt.lost = error;
      },
    );
    if (this.closed || attempt.lost) {
      await unlisten().catch(() => {});
      if (attempt.lost) throw attempt.lost;
      return;
    }
    attempt.adopted = true;
    this.unlisten = unlisten;
    this.listening = true;
  }

  private onLost(error: Error) {
    this.deps.log.warn({ err: error }, 'live events: LISTEN lost, ending the open streams');
    this.listening = false;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    void unlisten?.().catch(() => {});
    // What was heard may be incomplete: the streams end and resume from the stored events.
    this.endAll();
  }

  private onNotice(payload: string) {
    const notice = parseEventNotice(payload);
    if (!notice || !this.isWanted(notice)) return;
    const ids = this.pending.get(notice.businessId);
    if (ids) ids.push(notice.id);
    else this.pending.set(notice.businessId, [notice.id]);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private isWanted(notice: EventNotice): boolean {
    const set = this.byBusiness.get(notice.businessId);
    if (!set) return false;
    for (const subscriber of set) if (wants(subscriber, notice.restaurantId)) return true;
    return false;
  }

  /** Reads and hands over the noticed events, a business's batch at a time, until none is left. */
  private async drain() {
    // A tick lets a burst of notices gather into one read.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.size > 0) {
      const batches = this.pending;
      this.pending = new Map();
      for (const [businessId, ids] of batches) {
        let events: StoredLiveEvent[];
        try {
          events = await this.deps.load(businessId, ids);
        } catch (error) {
          // The streams of this business may now miss events: they resume from the stored ones.
          this.deps.log.error({ err: error, businessId }, 'live events: cannot read events');
          this.endBusiness(businessId);
          continue;
        }
        this.handOver(businessId, events);
      }
    }
  }

  private handOver(businessId: number, events: StoredLiveEvent[]) {
    const set = this.byBusiness.get(businessId);
    if (!set || events.length === 0) return;
    for (const subscriber of set) {
      const wanted = events.filter((event) => wants(subscriber, event.restaurant_id));
      if (wanted.length > 0) subscriber.deliver(wanted);
    }
  }

  private endBusiness(businessId: number) {
    const set = this.byBusiness.get(businessId);
    this.byBusiness.delete(businessId);
    for (const subscriber of set ?? []) subscriber.end();
  }
}
