import type { Cart, CartItem } from '@coperto/shared/cart/cart.schemas';
import type { StoreApi } from 'zustand';
import type { CartState } from '../stores/cart-store';

export interface ServerCartApi {
  get(tempId: string, publicKey: string): Promise<Cart>;
  replace(tempId: string, publicKey: string, items: readonly CartItem[]): Promise<Cart>;
  clear(tempId: string, publicKey: string): Promise<Cart>;
}

export interface CartServerSyncOptions {
  /** Quiet time after a change before saving, so a burst of taps makes one request. */
  debounceMs?: number;
  /** The message kept in `error` when the server cannot be reached or refuses. */
  describeError?(error: unknown): string;
}

const syncKeyOf = (s: Pick<CartState, 'publicKey' | 'tempId'>) =>
  s.publicKey && s.tempId ? `${s.publicKey} ${s.tempId}` : null;

/**
 * Mirrors the local cart to the server-side cart of (restaurant, temporary id). The browser's copy
 * is the visitor's latest intent, so it wins: a changed cart is saved (replace, or clear when
 * empty); an empty, unchanged cart under a new id is read from the server instead (a cart saved
 * by an earlier page). One request at a time; a failure is kept in `error` and retried with the
 * next change or the next start. Answers the function that stops it.
 */
export function startCartServerSync(
  store: StoreApi<CartState>,
  api: ServerCartApi,
  options: CartServerSyncOptions = {},
): () => void {
  const debounceMs = options.debounceMs ?? 400;
  const describeError =
    options.describeError ?? ((error) => (error instanceof Error ? error.message : String(error)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let runAgain = false;
  let stopped = false;

  async function step(): Promise<boolean> {
    const s = store.getState();
    const key = syncKeyOf(s);
    if (!key || !s.publicKey || !s.tempId) return false;
    const { publicKey, tempId } = s;
    if (s.syncedWith === key && !s.dirty) return false;

    store.getState().setSyncStatus({ loading: true });
    try {
      if (s.syncedWith !== key && !s.dirty && s.items.length === 0) {
        const cart = await api.get(tempId, publicKey);
        // Adopt only if the visitor and the restaurant are still the same.
        if (syncKeyOf(store.getState()) === key) {
          store.getState().adoptServerCart({
            items: cart.items,
            syncedWith: key,
            updatedAt: cart.updated_at,
          });
        } else {
          store.getState().setSyncStatus({ loading: false });
        }
        return true;
      }
      const revision = s.revision;
      const cart =
        s.items.length > 0
          ? await api.replace(tempId, publicKey, s.items)
          : await api.clear(tempId, publicKey);
      if (syncKeyOf(store.getState()) === key) {
        store.getState().markSynced({ revision, syncedWith: key, updatedAt: cart.updated_at });
      } else {
        store.getState().setSyncStatus({ loading: false });
      }
      return true;
    } catch (error) {
      store.getState().setSyncStatus({ loading: false, error: describeError(error) });
      return false;
    }
  }

  async function run() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    try {
      // Another step while something is left to do (a change made while a request was out).
      while (!stopped && (await step())) {}
    } finally {
      running = false;
    }
    if (runAgain && !stopped) {
      runAgain = false;
      void run();
    }
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delayMs);
  }

  const unsubscribe = store.subscribe((s, previous) => {
    if (syncKeyOf(s) !== syncKeyOf(previous)) schedule(0);
    else if (s.revision !== previous.revision) schedule(debounceMs);
  });
  schedule(0);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
