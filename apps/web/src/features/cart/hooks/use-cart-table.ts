import { useEffect } from 'react';
import { type CartTable, isTableActive } from '../lib/cart-table';
import { useCartStore } from '../stores/cart-store';

/**
 * The table the cart orders for, while its scan holds; at its expiry the cart leaves table mode
 * by itself, so a page left open past it (or a phone picked up days later) does not order for a
 * table the guest has long left.
 */
export function useCartTable(): CartTable | null {
  const table = useCartStore((s) => s.table);
  const leaveTable = useCartStore((s) => s.leaveTable);
  const active = isTableActive(table, Date.now());

  useEffect(() => {
    if (!table) return;
    const left = table.expiresAt - Date.now();
    if (left <= 0) {
      leaveTable();
      return;
    }
    // setTimeout holds at most about 24.8 days; a table is kept hours.
    const timer = setTimeout(leaveTable, left);
    return () => clearTimeout(timer);
  }, [table, leaveTable]);

  return active ? table : null;
}
