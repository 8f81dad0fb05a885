import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client';
import {
  type LiveEventMessage,
  openLiveEvents,
  RETRY_DELAYS_MS,
  readEventStream,
  useLiveEvents,
} from './live-events';

/**
 * The live events client over a fake fetch: jsdom has no network, and EventSource could not send
 * the bearer token anyway (decision 043). Each connection is a stream the test writes into.
 */
interface FakeConnection {
  url: URL;
  headers: Record<string, string>;
  write(text: string): void;
  end(): void;
}

let connections: FakeConnection[];
let unauthorized: number;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function installFetch(refuse?: (index: number) => Response | undefined) {
  const encoder = new TextEncoder();
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const refused = refuse?.(fetchMock.mock.calls.length - 1);
    if (refused) return refused;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('', 'AbortError')),
    );
    connections.push({
      url: new URL(String(input)),
      headers: init?.headers as Record<string, string>,
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const message = (id: number, type: string, payload: unknown) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;

beforeEach(() => {
  // No random part in the waits, so the tests can count them.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  connections = [];
  unauthorized = 0;
  configureApiClient({ getToken: () => 'session-token', onUnauthorized: () => unauthorized++ });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readEventStream', () => {
  it('reads messages split anywhere across chunks, any line ending, comments and multi-line data', async () => {
    const chunks = [
      'retry: 2000\n\n: heart',
      'beat\r\nid: 7\r',
      '\nevent: order.created\ndata: {"a":',
      '1}\n\ndata: x\ndata: y\r\r',
    ];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const got: unknown[] = [];
    await readEventStream(body, (m) => got.push(m));
    expect(got).toEqual([
      { id: '7', event: 'order.created', data: '{"a":1}' },
      // The id stays until another is sent, as in EventSource.
      { id: '7', event: 'message', data: 'x\ny' },
    ]);
  });
});

describe('openLiveEvents', () => {
  it('sends the bearer token, hands over events and ready, and resumes after the last id when the stream drops', async () => {
    vi.useFakeTimers();
    installFetch();
    const events: LiveEventMessage[] = [];
    const ready: boolean[] = [];
    const statuses: string[] = [];
    const close = openLiveEvents({
      restaurantId: 4,
      onEvent: (e) => events.push(e),
      onReady: (resumed) => ready.push(resumed),
      onStatus: (s) => statuses.push(s),
    });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    const first = connections[0]!;
    expect(first.url.pathname).toBe('/api/events');
    expect(first.url.searchParams.get('restaurant_id')).toBe('4');
    expect(first.headers.authorization).toBe('Bearer session-token');
    expect(first.headers['last-event-id']).toBeUndefined();
    first.write(message(10, 'ready', { resumed: false }));
    first.write(message(11, 'order.created', { order: 1 }));
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ id: '11', type: 'order.created', payload: { order: 1 } });
    expect(ready).toEqual([false]);

    first.end();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('retrying'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[1]!.headers['last-event-id']).toBe('11');
    connections[1]!.write(message(12, 'order.updated', { order: 1 }));
    connections[1]!.write(message(12, 'ready', { resumed: true }));
    await vi.waitFor(() => expect(ready).toEqual([false, true]));
    expect(events.map((e) => e.id)).toEqual(['11', '12']);
    expect(statuses).toEqual(['connecting', 'open', 'retrying', 'connecting', 'open']);
    close();
  });

  it('waits longer after each failure in a row, and stops for good on a 401, ending the session', async () => {
    vi.useFakeTimers();
    const fetchMock = installFetch((index) =>
      index < 2
        ? answer(503, { detail: 'Live updates are unavailable', code: 'SERVICE_UNAVAILABLE' })
        : answer(401, { detail: 'Your session has ended', code: 'SESSION_EXPIRED' }),
    );
    const statuses: string[] = [];
    openLiveEvents({ onEvent: () => {}, onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('stopped'));
    expect(unauthorized).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('closes the connection and never reconnects once closed', async () => {
    vi.useFakeTimers();
    const fetchMock = installFetch();
    const close = openLiveEvents({ onEvent: () => {} });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveEvents', () => {
  it('calls the latest handler, and reopens only for another restaurant', async () => {
    installFetch();
    const seen: string[] = [];
    const { rerender, unmount, result } = renderHook(
      ({ restaurantId, tag }) =>
        useLiveEvents(restaurantId, (event) => seen.push(`${tag}:${event.type}`)),
      { initialProps: { restaurantId: 1, tag: 'first' } },
    );
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    rerender({ restaurantId: 1, tag: 'second' });
    connections[0]!.write(message(1, 'ready', { resumed: false }));
    connections[0]!.write(message(2, 'order.created', {}));
    await vi.waitFor(() => expect(seen).toEqual(['second:order.created']));
    expect(result.current).toBe('open');
    expect(connections).toHaveLength(1);
    act(() => rerender({ restaurantId: 2, tag: 'second' }));
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[1]!.url.searchParams.get('restaurant_id')).toBe('2');
    unmount();
  });
});
