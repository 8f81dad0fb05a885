import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredLiveEvent } from './events.repository';
import { LiveEventHub, type LiveSubscriber } from './live-event-hub';
import { eventMessage, LiveStream } from './live-stream';

/** The hub and the stream without a database: a fake LISTEN that the test speaks and drops. */
function fakeDatabase() {
  const rows = new Map<number, StoredLiveEvent & { business: number }>();
  const state = {
    listens: 0,
    speak: (_payload: string) => {},
    drop: (_error: Error) => {},
    unlistened: 0,
    loads: [] as number[][],
  };
  const hub = new LiveEventHub({
    async listen(_channel, onMessage, onLost) {
      state.listens++;
      state.speak = onMessage;
      state.drop = (error) => onLost?.(error);
      return async () => {
        state.unlistened++;
      };
    },
    async load(businessId, ids) {
      state.loads.push(ids);
      return ids
        .map((id) => rows.get(id))
        .filter((row) => row?.business === businessId)
        .map((row) => ({
          id: row!.id,
          restaurant_id: row!.restaurant_id,
          type: row!.type,
          payload: row!.payload,
        }));
    },
    log: { warn: () => {}, error: () => {} },
  });
  const publish = (id: number, business: number, restaurant: number | null) => {
    rows.set(id, {
      id,
      business,
      restaurant_id: restaurant,
      type: 'order.created',
      payload: { id },
    });
    state.speak(`${id} ${business} ${restaurant ?? ''}`);
  };
  return { hub, state, publish };
}

function subscriber(businessId: number, restaurantId: number | null) {
  const got: number[] = [];
  const s: LiveSubscriber & { got: number[]; ended: boolean } = {
    businessId,
    restaurantId,
    got,
    ended: false,
    deliver: (events) => got.push(...events.map((e) => e.id)),
    end: () => {
      s.ended = true;
    },
  };
  return s;
}

describe('LiveEventHub', () => {
  it('listens once for every stream, and hands each the events of its business and restaurant', async () => {
    const { hub, state, publish } = fakeDatabase();
    const all = subscriber(1, null);
    const one = subscriber(1, 10);
    const other = subscriber(2, null);
    for (const s of [all, one, other]) await hub.subscribe(s);
    expect(state.listens).toBe(1);
    publish(1, 1, 10);
    publish(2, 1, 11);
    publish(3, 2, 20);
    publish(4, 1, null);
    publish(5, 3, null); // nobody's: not even read
    await vi.waitFor(() => expect(all.got).toEqual([1, 2, 4]));
    expect(one.got).toEqual([1, 4]);
    expect(other.got).toEqual([3]);
    expect(state.loads.flat()).not.toContain(5);
    // A burst is read in one query per business.
    expect(state.loads.length).toBeLessThanOrEqual(3);
    await hub.close();
  });

  it('ends every stream when LISTEN is lost, and listens again for the next one', async () => {
    const { hub, state, publish } = fakeDatabase();
    const first = subscriber(1, null);
    const unsubscribe = await hub.subscribe(first);
    state.drop(new Error('connection reset'));
    expect(first.ended).toBe(true);
    expect(hub.isListening).toBe(false);
    expect(hub.subscriberCount).toBe(0);
    unsubscribe();
    const next = subscriber(1, null);
    await hub.subscribe(next);
    expect(state.listens).toBe(2);
    publish(7, 1, null);
    await vi.waitFor(() => expect(next.got).toEqual([7]));
    await hub.close();
    expect(next.ended).toBe(true);
    expect(state.unlistened).toBe(2);
  });

  it('refuses a stream once closed', async () => {
    const { hub } = fakeDatabase();
    await hub.close();
    await expect(hub.subscribe(subscriber(1, null))).rejects.toThrow('closed');
  });
});

describe('LiveStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Everything written so far, read synchronously (the body stays paused). */
  const read = (stream: LiveStream) => {
    let text = '';
    return () => {
      for (let chunk = stream.body.read(); chunk !== null; chunk = stream.body.read()) {
        text += String(chunk);
      }
      return text;
    };
  };
  const event = (id: number): StoredLiveEvent => ({
    id,
    restaurant_id: null,
    type: 'order.created',
    payload: { id },
  });

  it('sends the replay, then ready, then what it held meanwhile, each event once and in order', () => {
    const stream = new LiveStream();
    const text = read(stream);
    stream.deliver([event(4), event(5)]); // heard while the replay was being read
    stream.start([event(3), event(4)], 4, true);
    stream.deliver([event(5), event(6)]); // 5 again: a notice heard twice
    expect(text()).toBe(
      [
        'retry: 2000\n\n',
        eventMessage(3, 'order.created', { id: 3 }),
        eventMessage(4, 'order.created', { id: 4 }),
        eventMessage(4, 'ready', { resumed: true }),
        eventMessage(5, 'order.created', { id: 5 }),
        eventMessage(6, 'order.created', { id: 6 }),
      ].join(''),
    );
    stream.end();
  });

  it('keeps a payload with line breaks on one data line', () => {
    expect(eventMessage(1, 'order.created', { note: 'a\nb\r\nc' })).toBe(
      'id: 1\nevent: order.created\ndata: {"note":"a\\nb\\r\\nc"}\n\n',
    );
  });

  it('writes a heartbeat comment while quiet', () => {
    vi.useFakeTimers();
    const stream = new LiveStream({ heartbeatMs: 25_000 });
    const text = read(stream);
    stream.start([], 0, false);
    vi.advanceTimersByTime(50_000);
    expect(text().match(/: heartbeat\n\n/g)).toHaveLength(2);
    stream.end();
    vi.advanceTimersByTime(50_000);
    expect(text().match(/: heartbeat\n\n/g)).toHaveLength(2);
  });

  it('ends after its lifetime, so the client reconnects and its session is checked again', () => {
    vi.useFakeTimers();
    const stream = new LiveStream({ lifetimeMs: 60_000 });
    stream.start([], 0, false);
    vi.advanceTimersByTime(59_999);
    expect(stream.isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(stream.isOpen).toBe(false);
  });

  it('cuts off a client that stopped reading instead of holding its events in memory', () => {
    const stream = new LiveStream();
    stream.start([], 0, false);
    const big = { filler: 'x'.repeat(64 * 1024) };
    for (let id = 1; id <= 40 && stream.isOpen; id++) {
      stream.deliver([{ id, restaurant_id: null, type: 'order.created', payload: big }]);
    }
    expect(stream.isOpen).toBe(false);
  });
});
