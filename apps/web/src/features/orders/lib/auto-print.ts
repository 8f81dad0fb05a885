import type { OrderStatus } from '@coperto/shared/orders/order-states';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/** The choice to print accepted orders' tickets by themselves, kept on this device. */
export const AUTO_PRINT_STORAGE_KEY = 'coperto.orders.autoPrint';

function readOn(): boolean {
  try {
    return window.localStorage.getItem(AUTO_PRINT_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export const useAutoPrintChoice = create<{ on: boolean; set(on: boolean): void }>((set) => ({
  on: readOn(),
  set(on) {
    try {
      if (on) window.localStorage.setItem(AUTO_PRINT_STORAGE_KEY, 'on');
      else window.localStorage.removeItem(AUTO_PRINT_STORAGE_KEY);
    } catch {
      // Private mode: the choice lasts this visit only.
    }
    set({ on });
  },
}));

interface PrintableOrder {
  id: number;
  status: OrderStatus;
}

/**
 * Which orders to print next: every order that reaches `accepted` (accepted automatically, or by
 * anyone on any screen) while this device prints by itself, once. What was already accepted when
 * the board loaded or the choice was turned on is the backlog, not news: it is not printed.
 */
export class TicketsToPrint {
  private readonly known = new Set<number>();
  private readonly queue: number[] = [];
  private started = false;

  /** The board's orders as they are now; answers the ids that just became printable. */
  see(orders: readonly PrintableOrder[]): number[] {
    const fresh: number[] = [];
    for (const order of orders) {
      if (order.status !== 'accepted' || this.known.has(order.id)) continue;
      this.known.add(order.id);
      if (this.started) fresh.push(order.id);
    }
    this.started = true;
    this.queue.push(...fresh);
    return fresh;
  }

  /** The next ticket to print, taken off the queue. */
  next(): number | undefined {
    return this.queue.shift();
  }
}

/**
 * Prints the ticket of each newly accepted order on this device, one at a time (`printing` is the
 * sheet in progress). In an ordinary browser each ticket opens the print dialog; a kiosk browser
 * (Chromium's `--kiosk-printing`) prints straight to the default printer (README, Ordering).
 */
export function useAutoPrintTickets(
  orders: readonly PrintableOrder[] | undefined,
  print: (orderId: number) => void,
  printing: boolean,
) {
  const on = useAutoPrintChoice((state) => state.on);
  const pending = useRef<TicketsToPrint | null>(null);

  useEffect(() => {
    if (!on) {
      pending.current = null;
      return;
    }
    // Turned on: what is on the board now is the backlog.
    pending.current ??= new TicketsToPrint();
    if (!orders) return;
    pending.current.see(orders);
    if (printing) return;
    const next = pending.current.next();
    if (next !== undefined) print(next);
  }, [on, orders, print, printing]);
}
