import type { Cart, CartItem } from '@coperto/shared/cart/cart.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../stores/cart-store';
import { type ServerCartApi, startCartServerSync } from './cart-server-sync';

const carbonara: CartItem = { id: 'm1', name: 'Carbonara', unit_price: 12.5, quantity: 2 };
const tiramisu: CartItem = { id: 'm2', name: 'Tiramisù', unit_price: 6, quantity: 1 };
const TEMP_ID = 'a'.repeat(22);
const UPDATED = '2026-06-15T10:00:00.000Z';
const cartOf = (items: CartItem[], updated_at: string | null = UPDATED): Cart => ({
  temp_id: TEMP_ID,
  items,
  updated_at,
  expires_at: null,
});

/** A server-side cart in memory, with every call recorded. */
function fakeServer(initial: CartItem[] = []) {
  let items = initial;
  const calls: string[] = [];
  const api: ServerCartApi = {
    get: vi.fn(async () => {
      calls.push('get');
      return cartOf(items, items.length ? UPDATED : null);
    }),
    replace: vi.fn(async (_t, _k, next) => {
      calls.push(`put ${next.length}`);
      items = [...next];
      return cartOf(items);
    }),
    clear: vi.fn(async () => {
      calls.push('delete');
      items = [];
      return cartOf([], null);
    }),
  };
  return { api, calls, items: () => items };
}

let stop: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('cart server mirror', () => {
  it('reads the server cart into an empty cart, then saves each burst of changes once', async () => {
    const server = fakeServer([tiramisu]);
    const store = createCartStore();
    stop = startCartServerSync(store, server.api, { debounceMs: 400 });
    store.getState().bindRestaurant('key');
    store.getState().setTempId(TEMP_ID);
    await settle();
    expect(server.calls).toEqual(['get']);
    expect(store.getState()).toMatchObject({
      items: [tiramisu],
      dirty: false,
      lastUpdated: UPDATED,
    });

    store.getState().addItem(carbonara);
    store.getState().addItem(carbonara);
    await settle(399);
    expect(server.calls).toEqual(['get']);
    await settle(1);
    expect(server.calls).toEqual(['get', 'put 2']);
    expect(server.items()).toEqual([tiramisu, { ...carbonara, quantity: 4 }]);
    expect(store.getState()).toMatchObject({ dirty: false, loading: false, error: null });
  });

  it('clears the server cart when the cart is emptied', async () => {
    const server = fakeServer();
    const store = createCartStore();
    store.getState().bindRestaurant('key');
    store.getState().setTempId(TEMP_ID);
    stop = startCartServerSync(store, server.api, { debounceMs: 10 });
    await settle();
    store.getState().addItem(carbonara);
    await settle(10);
    store.getState().emptyCart();
    await settle(10);
    expect(server.calls).toEqual(['get', 'put 1', 'delete']);
  });

  it('saves a changed cart restored from storage instead of reading the server', async () => {
    const earlier = createCartStore();
    earlier.getState().bindRestaurant('key');
    earlier.getState().addItem(carbonara);
    const server = fakeServer([tiramisu]);
    const store = createCartStore();
    store.getState().setTempId(TEMP_ID);
    stop = startCartServerSync(store, server.api);
    await settle();
    expect(server.calls).toEqual(['put 1']);
    expect(server.items()).toEqual([carbonara]);
  });

  it('saves the cart again under a renewed visitor id', async () => {
    const server = fakeServer();
    const store = createCartStore();
    store.getState().bindRestaurant('key');
    store.getState().setTempId(TEMP_ID);
    stop = startCartServerSync(store, server.api, { debounceMs: 10 });
    store.getState().addItem(carbonara);
    await settle(10);
    store.getState().setTempId('b'.repeat(22));
    await settle();
    expect(server.calls).toEqual(['put 1', 'put 1']);
    expect(vi.mocked(server.api.replace).mock.calls.at(-1)?.[0]).toBe('b'.repeat(22));
  });

  it('does nothing without a visitor id or a restaurant', async () => {
    const server = fakeServer();
    const store = createCartStore();
    stop = startCartServerSync(store, server.api, { debounceMs: 10 });
    store.getState().addItem(carbonara);
    store.getState().setTempId(TEMP_ID);
    await settle(50);
    expect(server.calls).toEqual([]);
  });

  it('keeps a failure in error, and succeeds with the next change', async () => {
    const server = fakeServer();
    const store = createCartStore();
    store.getState().bindRestaurant('key');
    store.getState().setTempId(TEMP_ID);
    vi.mocked(server.api.get).mockRejectedValueOnce(new Error('Network error'));
    stop = startCartServerSync(store, server.api, { debounceMs: 10 });
    await settle();
    expect(store.getState()).toMatchObject({ loading: false, error: 'Network error' });
    store.getState().addItem(carbonara);
    await settle(10);
    expect(store.getState()).toMatchObject({ loading: false, error: null, dirty: false });
    expect(server.items()).toEqual([carbonara]);
  });

  it('saves changes made while a request was out, after it', async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    vi.mocked(server.api.replace).mockImplementationOnce(
      (_t, _k, items) =>
        new Promise((resolve) => {
          release = () => resolve(cartOf([...items]));
        }),
    );
    const store = createCartStore();
    store.getState().bindRestaurant('key');
    store.getState().setTempId(TEMP_ID);
    store.getState().addItem(carbonara);
    stop = startCartServerSync(store, server.api, { debounceMs: 10 });
    await settle();
    expect(store.getState().loading).toBe(true);
    store.getState().addItem(tiramisu);
    await settle(10);
    release();
    await settle();
    expect(server.items()).toEqual([carbonara, tiramisu]);
    expect(store.getState()).toMatchObject({ dirty: false, loading: false });
  });
});
