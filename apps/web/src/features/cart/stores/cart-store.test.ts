import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLogoutResets } from '../../../shared/lib/logout-reset-registry';
import { lineKeyOf } from '../lib/cart-lines';
import { TABLE_MODE_TTL_MS, tableFromScan } from '../lib/cart-table';
import { createCartStore, useCartStore } from './cart-store';

const carbonara: CartItem = { id: 'm1', name: 'Carbonara', unit_price: 12.5, quantity: 2 };
const tiramisu: CartItem = { id: 'm2', name: 'Tiramisù', unit_price: 6, quantity: 1, notes: 'x' };
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('cart store persistence', () => {
  it('keeps the items in cartItems and the rest in cart, and restores both on start', () => {
    const first = createCartStore();
    first.getState().bindRestaurant('trattoria-key');
    expect(first.getState().addItem(carbonara)).toBe(true);
    first.getState().addItem(tiramisu);

    expect(stored(STORAGE_KEYS.cartItems)).toEqual([carbonara, tiramisu]);
    const meta = stored(STORAGE_KEYS.cart);
    expect(meta).toMatchObject({
      loading: false,
      error: null,
      publicKey: 'trattoria-key',
      dirty: true,
      syncedWith: null,
    });
    expect(Date.parse(meta.lastUpdated)).not.toBeNaN();

    // A reload: a new store reads what the last one wrote.
    const restored = createCartStore().getState();
    expect(restored.items).toEqual([carbonara, tiramisu]);
    expect(restored).toMatchObject({
      publicKey: 'trattoria-key',
      dirty: true,
      lastUpdated: meta.lastUpdated,
    });
  });

  it('writes every change through: quantities, removal, emptying', () => {
    const store = createCartStore();
    store.getState().addItem(carbonara);
    store.getState().addItem(tiramisu);
    store.getState().setQuantity(lineKeyOf(carbonara), 7);
    expect(stored(STORAGE_KEYS.cartItems)[0].quantity).toBe(7);
    store.getState().removeItem(lineKeyOf(tiramisu));
    expect(stored(STORAGE_KEYS.cartItems)).toEqual([{ ...carbonara, quantity: 7 }]);
    store.getState().emptyCart();
    expect(stored(STORAGE_KEYS.cartItems)).toEqual([]);
  });

  it('restores a request in progress as finished, and drops malformed lines', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cartItems,
      JSON.stringify([carbonara, { id: 'bad', quantity: 0 }, 'junk']),
    );
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ loading: true, error: 'offline', publicKey: 42 }),
    );
    const restored = createCartStore().getState();
    expect(restored.items).toEqual([carbonara]);
    expect(restored).toMatchObject({ loading: false, error: 'offline', publicKey: null });
  });

  it('starts empty from corrupt storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.cartItems, '{oops');
    window.localStorage.setItem(STORAGE_KEYS.cart, '"text"');
    const restored = createCartStore().getState();
    expect(restored.items).toEqual([]);
    expect(restored.publicKey).toBeNull();
  });

  it("drops a cart chosen on another restaurant's site", () => {
    const store = createCartStore();
    store.getState().bindRestaurant('trattoria-key');
    store.getState().addItem(carbonara);
    store.getState().bindRestaurant('trattoria-key');
    expect(store.getState().items).toEqual([carbonara]);
    store.getState().bindRestaurant('osteria-key');
    expect(store.getState().items).toEqual([]);
    expect(stored(STORAGE_KEYS.cart).publicKey).toBe('osteria-key');
  });

  it('keeps changes made while a save was out as still to be saved', () => {
    const store = createCartStore();
    store.getState().addItem(carbonara);
    const saving = store.getState().revision;
    store.getState().addItem(tiramisu);
    store.getState().markSynced({ revision: saving, syncedWith: 'k t', updatedAt: null });
    expect(store.getState().dirty).toBe(true);
    store
      .getState()
      .markSynced({ revision: store.getState().revision, syncedWith: 'k t', updatedAt: null });
    expect(store.getState().dirty).toBe(false);
    expect(stored(STORAGE_KEYS.cart).syncedWith).toBe('k t');
  });

  it('forgets the cart and the visitor id at logout, but not the restaurant', () => {
    const store = createCartStore();
    store.getState().bindRestaurant('trattoria-key');
    store.getState().addItem(carbonara);
    window.localStorage.setItem(STORAGE_KEYS.tempId, JSON.stringify({ id: 'x', expiresAt: 1 }));
    store.getState().setTempId('a'.repeat(22));
    store.getState().resetCart();
    expect(store.getState()).toMatchObject({ items: [], tempId: null, dirty: false });
    expect(store.getState().publicKey).toBe('trattoria-key');
    expect(window.localStorage.getItem(STORAGE_KEYS.tempId)).toBeNull();
    expect(stored(STORAGE_KEYS.cartItems)).toEqual([]);
  });
});

describe('ordering at a table (decision 062)', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv';
  afterEach(() => vi.useRealTimers());

  it('keeps the table with the cart across a reload, and prices the cart as served there', () => {
    const store = createCartStore();
    store.getState().bindRestaurant('trattoria-key');
    store.getState().addItem(carbonara);
    const table = tableFromScan(token, '12', Date.now());
    store.getState().enterTable(table, 'trattoria-key');
    expect(store.getState()).toMatchObject({ table, items: [carbonara] });
    expect(store.getState().orderChoice.type).toBe('table');
    expect(stored(STORAGE_KEYS.cart).table).toEqual(table);

    const reloaded = createCartStore().getState();
    expect(reloaded.table).toEqual(table);
    expect(reloaded.orderChoice).toEqual({ type: 'table', postcode: null, slot: 'asap' });
  });

  it('forgets the table when the guest leaves table mode, keeping the cart', () => {
    const store = createCartStore();
    store.getState().enterTable(tableFromScan(token, '12', Date.now()), 'trattoria-key');
    store.getState().addItem(carbonara);
    store.getState().leaveTable();
    expect(store.getState()).toMatchObject({ table: null, items: [carbonara] });
    expect(store.getState().orderChoice.type).toBe('pickup');
    expect(stored(STORAGE_KEYS.cart).table).toBeNull();
    expect(createCartStore().getState().table).toBeNull();
  });

  it('keeps the table once the order is placed, for the next round at the same table', () => {
    const store = createCartStore();
    const table = tableFromScan(token, '12', Date.now());
    store.getState().enterTable(table, 'trattoria-key');
    store.getState().addItem(carbonara);
    store.getState().clearAfterOrder();
    expect(store.getState()).toMatchObject({ table, items: [] });
    expect(store.getState().orderChoice.type).toBe('table');
    // A reload (the tracking page's "Ordina ancora" back to the menu) still orders at table 12.
    const reloaded = createCartStore().getState();
    expect(reloaded).toMatchObject({ table, items: [] });
    expect(reloaded.orderChoice.type).toBe('table');
    // The second round is priced as served at the table too, until the guest leaves.
    store.getState().addItem(carbonara);
    expect(store.getState().orderChoice.type).toBe('table');
    store.getState().leaveTable();
    expect(store.getState().orderChoice.type).toBe('pickup');
  });

  it('keeps the pickup or delivery choice of an order placed away from a table', () => {
    const store = createCartStore();
    store.getState().bindRestaurant('trattoria-key');
    store.getState().addItem(carbonara);
    const choice = { type: 'delivery', postcode: '00186', slot: 'asap' } as const;
    store.getState().setOrderChoice(choice);
    store.getState().clearAfterOrder();
    expect(store.getState()).toMatchObject({ table: null, items: [], orderChoice: choice });
  });

  it('does not bring a table back after its hours, nor from a hand-made expiry', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T19:30:00Z'));
    const store = createCartStore();
    store.getState().enterTable(tableFromScan(token, '12', Date.now()), 'trattoria-key');
    vi.setSystemTime(Date.now() + TABLE_MODE_TTL_MS);
    const reloaded = createCartStore().getState();
    expect(reloaded.table).toBeNull();
    expect(reloaded.orderChoice.type).toBe('pickup');

    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ publicKey: 'trattoria-key', table: { token, name: '12', expiresAt: 9e15 } }),
    );
    expect(createCartStore().getState().table).toBeNull();
  });

  it("binds the cart to the table's restaurant, dropping another restaurant's cart and table", () => {
    const store = createCartStore();
    store.getState().bindRestaurant('osteria-key');
    store.getState().addItem(carbonara);
    store.getState().enterTable(tableFromScan(token, '12', Date.now()), 'trattoria-key');
    expect(store.getState()).toMatchObject({ publicKey: 'trattoria-key', items: [] });
    expect(store.getState().table?.name).toBe('12');
    // The cart's runtime binding the same restaurant afterwards changes nothing.
    store.getState().bindRestaurant('trattoria-key');
    expect(store.getState().table?.name).toBe('12');
    // Another restaurant's site: that table is not there.
    store.getState().bindRestaurant('pizzeria-key');
    expect(store.getState().table).toBeNull();
    expect(store.getState().orderChoice.type).toBe('pickup');
  });

  it('forgets the table at logout', () => {
    const store = createCartStore();
    store.getState().enterTable(tableFromScan(token, '12', Date.now()), 'trattoria-key');
    store.getState().resetCart();
    expect(store.getState().table).toBeNull();
  });
});

describe('cart at logout (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function visitorWithCart() {
    const tempId = 'b'.repeat(22);
    useCartStore.getState().bindRestaurant('trattoria-key');
    useCartStore.getState().addItem(carbonara);
    useCartStore.getState().setTempId(tempId);
    return tempId;
  }

  it('clears the server-side cart of the temporary id, then forgets it', async () => {
    const tempId = visitorWithCart();
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ items: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await runLogoutResets();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api/cart/${tempId}?public_key=trattoria-key`);
    expect(init?.method).toBe('DELETE');
    expect(useCartStore.getState()).toMatchObject({ items: [], tempId: null });
  });

  it('only logs a failure to clear the server copy', async () => {
    visitorWithCart();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runLogoutResets()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Clearing the server-side cart failed', expect.any(Error));
    expect(useCartStore.getState().items).toEqual([]);
  });
});
