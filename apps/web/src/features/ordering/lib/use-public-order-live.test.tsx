import type { PublicOrder } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_REFETCH_MS, usePublicOrder } from '../api/get-public-order';
import { STREAM_REOPEN_MS } from './use-public-order-live';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';

function order(changes: Partial<PublicOrder> = {}): PublicOrder {
  // Asserted: the answer gains fields over time that this hook does not read.
  return {
    public_id: PUBLIC_ID,
    number: 42,
    status: 'received',
    type: 'pickup',
    slot_start: '2030-01-05T18:30:00.000Z',
    asap: false,
    ready_at: null,
    reason: null,
    items: [],
    subtotal: 24,
    delivery_fee: 0,
    discount: 0,
    total: 24,
    gift_card: 0,
    gift_card_last4: null,
    to_pay: 24,
    payment_method: 'at_restaurant',
    payment_status: 'unpaid',
    payment_url: null,
    customer_name: 'Anna Ospite',
    table_name: null,
    placed_at: '2030-01-05T17:50:00.000Z',
    restaurant: { name: 'Trattoria Demo', phone_number: '+39 06 1234 5678', public_key: 'pk' },
    events: [],
    ...changes,
  } as PublicOrder;
}

/**
 * The browser's EventSource as the hook uses it (jsdom has none): each instance is a stream the
 * test opens, sends into, drops or refuses, as a server and a network would.
 */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered 200. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The connection dropped: the browser reconnects by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  /** The server refused it (429, 503): the browser gives up on it. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

let served: PublicOrder;
let fetchMock: ReturnType<typeof vi.fn>;
const streams = () => FakeEventSource.instances;
const openStreams = () => streams().filter((s) => s.readyState !== FakeEventSource.CLOSED);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  served = order();
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(served), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderOrder(count = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The page reads the order twice (its title and the tracking): `count` readers in one tab.
  return renderHook(() => Array.from({ length: count }, () => usePublicOrder(PUBLIC_ID)), {
    wrapper,
  });
}

async function pollsIn(ms: number) {
  const before = fetchMock.mock.calls.length;
  await act(() => vi.advanceTimersByTimeAsync(ms));
  return fetchMock.mock.calls.length - before;
}

describe("the tracking page's live order", () => {
  it('opens one stream of the link once the order is loaded, and shows what it sends without polling', async () => {
    const { result } = renderOrder(2);
    await waitFor(() => expect(result.current[0]!.data?.status).toBe('received'));
    expect(streams()).toHaveLength(1);
    expect(streams()[0]!.url).toBe(
      `${window.location.origin}/api/public-orders/${PUBLIC_ID}/events`,
    );
    act(() => streams()[0]!.open());
    expect(await pollsIn(TRACKING_REFETCH_MS * 3)).toBe(0);

    act(() => streams()[0]!.send('order', order({ status: 'accepted' })));
    await waitFor(() =>
      expect(result.current.map((reader) => reader.data?.status)).toEqual(['accepted', 'accepted']),
    );
    // Another link's order, or something that is not an order, changes nothing.
    act(() => {
      streams()[0]!.send('order', { ...order({ status: 'ready' }), public_id: 'x'.repeat(22) });
      streams()[0]!.send('order', 'not an order');
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current[0]!.data?.status).toBe('accepted');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('polls every 10 s while the stream is down, and stops when it is back', async () => {
    const { result } = renderOrder();
    await waitFor(() => expect(result.current[0]!.data).toBeDefined());
    const stream = streams()[0]!;
    act(() => stream.open());
    act(() => stream.drop());
    served = order({ status: 'preparing' });
    expect(await pollsIn(TRACKING_REFETCH_MS + 50)).toBe(1);
    await waitFor(() => expect(result.current[0]!.data?.status).toBe('preparing'));
    // The browser reconnected the same EventSource.
    act(() => stream.open());
    expect(await pollsIn(TRACKING_REFETCH_MS * 2)).toBe(0);
    expect(streams()).toHaveLength(1);
  });

  it('falls back to polling when the server refuses the stream, and tries it again later', async () => {
    const { result } = renderOrder();
    await waitFor(() => expect(result.current[0]!.data).toBeDefined());
    act(() => streams()[0]!.refuse());
    expect(await pollsIn(TRACKING_REFETCH_MS + 50)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_REOPEN_MS));
    expect(streams()).toHaveLength(2);
    act(() => streams()[1]!.open());
    expect(await pollsIn(TRACKING_REFETCH_MS * 2)).toBe(0);
  });

  it('closes the stream and never polls again once the order is final', async () => {
    const { result } = renderOrder();
    await waitFor(() => expect(result.current[0]!.data).toBeDefined());
    act(() => streams()[0]!.open());
    act(() => streams()[0]!.send('order', order({ status: 'rejected', reason: 'Cucina chiusa' })));
    await waitFor(() =>
      expect(result.current[0]!.data).toMatchObject({
        status: 'rejected',
        reason: 'Cucina chiusa',
      }),
    );
    expect(openStreams()).toHaveLength(0);
    expect(await pollsIn(TRACKING_REFETCH_MS * 3)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_REOPEN_MS * 2));
    expect(streams()).toHaveLength(1);
  });

  it('opens no stream for an order already final, and closes it when the page goes', async () => {
    served = order({ status: 'completed' });
    const finished = renderOrder();
    await waitFor(() => expect(finished.result.current[0]!.data?.status).toBe('completed'));
    expect(streams()).toHaveLength(0);
    finished.unmount();

    served = order();
    const page = renderOrder();
    await waitFor(() => expect(page.result.current[0]!.data).toBeDefined());
    expect(openStreams()).toHaveLength(1);
    page.unmount();
    expect(openStreams()).toHaveLength(0);
  });

  it('still polls while a card order awaits its payment, which is let go unannounced', async () => {
    served = order({
      status: 'awaiting_payment',
      payment_method: 'card',
      payment_status: 'pending',
    });
    const { result } = renderOrder();
    await waitFor(() => expect(result.current[0]!.data).toBeDefined());
    act(() => streams()[0]!.open());
    expect(await pollsIn(TRACKING_REFETCH_MS + 50)).toBe(1);
    act(() => streams()[0]!.send('order', order({ status: 'received', payment_status: 'paid' })));
    await waitFor(() => expect(result.current[0]!.data?.status).toBe('received'));
    expect(await pollsIn(TRACKING_REFETCH_MS * 2)).toBe(0);
  });

  it('polls as before in a browser without EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { result } = renderOrder();
    await waitFor(() => expect(result.current[0]!.data).toBeDefined());
    expect(await pollsIn(TRACKING_REFETCH_MS + 50)).toBe(1);
  });
});
