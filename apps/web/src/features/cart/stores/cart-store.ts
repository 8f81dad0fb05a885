import { CART_MAX_LINES } from '@coperto/shared/cart/cart.constants';
import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { create } from 'zustand';
import { writeStored } from '../../../shared/lib/local-storage';
import { registerLogoutReset } from '../../../shared/lib/logout-reset-registry';
import { deleteServerCart } from '../api/clear-server-cart';
import { addLine, isCartItem, removeLine, setLineQuantity } from '../lib/cart-lines';
import { type CartTable, storedTableOf } from '../lib/cart-table';
import { browserTempIdDeps, forgetTempId } from '../lib/temp-id';

/** What is kept in `cart` next to the items in `cartItems` (spec §3). */
export interface CartMeta {
  loading: boolean;
  error: string | null;
  /** ISO time of the last change, local or confirmed by the server. */
  lastUpdated: string | null;
  /** The restaurant the items were chosen on; a cart never crosses restaurants. */
  publicKey: string | null;
  /** Changed locally since the server last confirmed it. */
  dirty: boolean;
  /** `publicKey tempId` of the server-side cart that holds these items, if any. */
  syncedWith: string | null;
  /** The table whose QR code the guest scanned: the order goes to it (decision 062). */
  table: CartTable | null;
}

export interface CartState extends CartMeta {
  items: CartItem[];
  /** Counts local changes in this page, so a save knows whether newer changes are pending. */
  revision: number;
  /** The temporary visitor id in use (its lifetime is kept by lib/temp-id.ts). */
  tempId: string | null;
  /**
   * How the guest means to receive the order, as chosen at the checkout: the cart's totals are
   * priced for it (a delivery's fee needs its postcode). Kept for this page only.
   */
  orderChoice: OrderChoice;

  /** Adds to the item's line or as a new line; false when the cart already has 100 lines. */
  addItem(item: CartItem): boolean;
  setQuantity(lineKey: string, quantity: number): void;
  removeItem(lineKey: string): void;
  /** Empties the cart on the visitor's request; the server copy follows. */
  emptyCart(): void;
  /** The site's restaurant: a cart chosen on another restaurant is dropped. */
  bindRestaurant(publicKey: string): void;
  setTempId(tempId: string | null): void;
  setSyncStatus(status: { loading: boolean; error?: string | null }): void;
  /** The server holds `revision`'s items under `syncedWith`. */
  markSynced(sync: { revision: number; syncedWith: string; updatedAt: string | null }): void;
  /** Takes the server's items into an empty, unchanged cart (restoring a cart). */
  adoptServerCart(cart: { items: CartItem[]; syncedWith: string; updatedAt: string | null }): void;
  /** Forgets the cart and the visitor id (logout). */
  resetCart(): void;
  setOrderChoice(choice: OrderChoice): void;
  /**
   * The order is placed: the browser's lines go, and the server's copy is already gone (the
   * order call emptied it), so nothing is left to save. A scanned table stays for the rest of
   * its hours: a second round (dessert, another drink) goes to the same table without a new scan.
   */
  clearAfterOrder(): void;
  /**
   * A scanned table, checked by the server: the cart now orders for it, priced as served. The
   * restaurant's key binds the cart first (a cart of another restaurant is dropped), since the
   * scan may be answered before the cart's runtime has bound it.
   */
  enterTable(table: CartTable, publicKey: string): void;
  /** Back to ordering for pickup or delivery: the guest left table mode, or its time ran out. */
  leaveTable(): void;
}

export interface OrderChoice {
  type: 'pickup' | 'delivery' | 'table';
  /** The delivery address's postcode, once it has five digits. */
  postcode: string | null;
  /** `asap` or the chosen slot's start: a menu with hours is priced for that time. */
  slot: string;
  /** A discount code the guest applied at checkout: the quote prices with it (decision 068). */
  discountCode?: string | null;
  /** A gift card the guest applied at checkout: the quote says what it pays (decision 071). */
  giftCardCode?: string | null;
}

const EMPTY_META: CartMeta = {
  loading: false,
  error: null,
  lastUpdated: null,
  publicKey: null,
  dirty: false,
  syncedWith: null,
  table: null,
};

const PICKUP_CHOICE: OrderChoice = { type: 'pickup', postcode: null, slot: 'asap' };
const TABLE_CHOICE: OrderChoice = { type: 'table', postcode: null, slot: 'asap' };

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The stored lines that are still well-formed; zod stays out of the public first load. */
export function readStoredCartItems(): CartItem[] {
  const value = readJson(STORAGE_KEYS.cartItems);
  return Array.isArray(value) ? value.filter(isCartItem).slice(0, CART_MAX_LINES) : [];
}

export function readStoredCartMeta(): CartMeta {
  const value = readJson(STORAGE_KEYS.cart);
  if (typeof value !== 'object' || value === null) return EMPTY_META;
  const stored = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    // A request cannot survive a reload.
    loading: false,
    error: text(stored.error),
    lastUpdated: text(stored.lastUpdated),
    publicKey: text(stored.publicKey),
    dirty: stored.dirty === true,
    syncedWith: text(stored.syncedWith),
    table: storedTableOf(stored.table, Date.now()),
  };
}

const now = () => new Date().toISOString();

/** A cart store restored from storage and written through to it; the app uses one, tests many. */
export function createCartStore() {
  const store = create<CartState>()((set, get) => {
    /** A local change: a new revision, to be saved on the server. */
    const change = (items: CartItem[]) =>
      set((s) => ({ items, revision: s.revision + 1, dirty: true, lastUpdated: now() }));
    const meta = readStoredCartMeta();
    return {
      ...meta,
      items: readStoredCartItems(),
      revision: 0,
      tempId: null,
      orderChoice: meta.table ? TABLE_CHOICE : PICKUP_CHOICE,

      addItem: (item) => {
        const items = addLine(get().items, item);
        if (!items) return false;
        change(items);
        return true;
      },
      setQuantity: (lineKey, quantity) => change(setLineQuantity(get().items, lineKey, quantity)),
      removeItem: (lineKey) => change(removeLine(get().items, lineKey)),
      emptyCart: () => change([]),
      bindRestaurant: (publicKey) => {
        const s = get();
        if (s.publicKey === publicKey) return;
        set({
          ...EMPTY_META,
          publicKey,
          items: s.publicKey === null ? s.items : [],
          // A table is of its restaurant only.
          table: s.publicKey === null ? s.table : null,
          orderChoice: s.publicKey === null ? s.orderChoice : PICKUP_CHOICE,
        });
      },
      setTempId: (tempId) => set({ tempId }),
      setSyncStatus: ({ loading, error }) =>
        set(error === undefined ? { loading } : { loading, error }),
      markSynced: ({ revision, syncedWith, updatedAt }) =>
        set((s) => ({
          loading: false,
          error: null,
          syncedWith,
          // Changes made while the request was out are still to be saved.
          dirty: s.revision !== revision,
          lastUpdated: s.revision === revision && updatedAt ? updatedAt : s.lastUpdated,
        })),
      adoptServerCart: ({ items, syncedWith, updatedAt }) =>
        set((s) => {
          // A change made meanwhile wins: it is newer than the server's copy.
          if (s.dirty || s.items.length > 0) return { loading: false, error: null };
          return { loading: false, error: null, items, syncedWith, lastUpdated: updatedAt };
        }),
      resetCart: () => {
        forgetTempId(browserTempIdDeps);
        // The restaurant stays: it is the site's, not the user's.
        set((s) => ({
          ...EMPTY_META,
          publicKey: s.publicKey,
          items: [],
          tempId: null,
          orderChoice: PICKUP_CHOICE,
        }));
      },
      setOrderChoice: (orderChoice) => {
        const current = get().orderChoice;
        if (
          current.type !== orderChoice.type ||
          current.postcode !== orderChoice.postcode ||
          current.slot !== orderChoice.slot ||
          (current.discountCode ?? null) !== (orderChoice.discountCode ?? null) ||
          (current.giftCardCode ?? null) !== (orderChoice.giftCardCode ?? null)
        ) {
          set({ orderChoice });
        }
      },
      clearAfterOrder: () =>
        set((s) => ({
          items: [],
          revision: s.revision + 1,
          dirty: false,
          error: null,
          lastUpdated: now(),
        })),
      enterTable: (table, publicKey) =>
        set((s) => ({
          ...(s.publicKey === publicKey
            ? {}
            : { ...EMPTY_META, publicKey, items: s.publicKey === null ? s.items : [] }),
          table,
          orderChoice: TABLE_CHOICE,
        })),
      leaveTable: () => set((s) => (s.table ? { table: null, orderChoice: PICKUP_CHOICE } : {})),
    };
  });

  // Written through (spec §4 persistence): items in `cartItems`, the rest in `cart`.
  store.subscribe((s, previous) => {
    if (s.items !== previous.items) writeStored(STORAGE_KEYS.cartItems, s.items);
    const metaChanged = (Object.keys(EMPTY_META) as (keyof CartMeta)[]).some(
      (key) => s[key] !== previous[key],
    );
    if (metaChanged) {
      const meta: CartMeta = {
        loading: s.loading,
        error: s.error,
        lastUpdated: s.lastUpdated,
        publicKey: s.publicKey,
        dirty: s.dirty,
        syncedWith: s.syncedWith,
        table: s.table,
      };
      writeStored(STORAGE_KEYS.cart, meta);
    }
  });
  return store;
}

export const useCartStore = createCartStore();

// Logout clears this browser's cart and its server copy (spec §4); a failure is only logged (§8).
registerLogoutReset('cart', async () => {
  const { tempId, publicKey, resetCart } = useCartStore.getState();
  resetCart();
  if (!tempId || !publicKey) return;
  try {
    await deleteServerCart(tempId, publicKey);
  } catch (error) {
    console.error('Clearing the server-side cart failed', error);
  }
});
