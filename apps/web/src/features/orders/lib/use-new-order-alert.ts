import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import { useEffect, useRef, useState } from 'react';
import { CHIME_REPEAT_MS, playChime, useOrderSound } from './order-sound';

const pageVisible = () => document.visibilityState === 'visible';

/**
 * What tells the restaurant a new order came in, from the board's data:
 * - the chime, now and every CHIME_REPEAT_MS while any order waits to be accepted (an accept on
 *   another tablet ends it too: its event refetches the board here);
 * - the tab's title counting the waiting orders that arrived while the page was not being looked
 *   at (hidden tab, other window), "(2) Ordini · Coperto", back to `baseTitle` once seen.
 * Answers the number of unseen orders.
 */
export function useNewOrderAlert(orders: readonly OrderSummary[] | undefined, baseTitle: string) {
  const waiting = (orders ?? []).filter((order) => order.status === 'received');
  const waitingIds = waiting.map((order) => order.id);
  const ringing = waiting.length > 0;
  const soundReady = useOrderSound((state) => state.wanted && state.ready);

  useEffect(() => {
    if (!ringing || !soundReady) return;
    playChime();
    const timer = setInterval(playChime, CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, soundReady]);

  // Ids the user has had in front of them; the orders already there when the board loads count.
  const seen = useRef<Set<number> | null>(null);
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const changed = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', changed);
    window.addEventListener('focus', changed);
    return () => {
      document.removeEventListener('visibilitychange', changed);
      window.removeEventListener('focus', changed);
    };
  }, []);
  if (orders && (seen.current === null || visible)) {
    seen.current = new Set([...(seen.current ?? []), ...waitingIds]);
  }
  const unseen = waitingIds.filter((id) => !seen.current?.has(id)).length;

  useEffect(() => {
    document.title = unseen > 0 ? `(${unseen}) ${baseTitle}` : baseTitle;
  }, [unseen, baseTitle]);
  useEffect(
    () => () => {
      document.title = baseTitle;
    },
    [baseTitle],
  );
  return unseen;
}
