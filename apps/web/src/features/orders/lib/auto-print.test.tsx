import type { OrderStatus } from '@coperto/shared/orders/order-states';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_PRINT_STORAGE_KEY,
  TicketsToPrint,
  useAutoPrintChoice,
  useAutoPrintTickets,
} from './auto-print';

type Shown = { id: number; status: OrderStatus };
const accepted = (id: number): Shown => ({ id, status: 'accepted' });
const received = (id: number): Shown => ({ id, status: 'received' });
const preparing = (id: number): Shown => ({ id, status: 'preparing' });

describe('TicketsToPrint', () => {
  it('takes what is on the board at first as the backlog, then each newly accepted order once', () => {
    const tickets = new TicketsToPrint();
    expect(tickets.see([accepted(1), received(2), preparing(3)])).toEqual([]);
    expect(tickets.see([accepted(1), accepted(2), preparing(3), accepted(4)])).toEqual([2, 4]);
    expect(tickets.see([accepted(1), accepted(2), accepted(4)])).toEqual([]);
    expect([tickets.next(), tickets.next(), tickets.next()]).toEqual([2, 4, undefined]);
  });

  it('does not print an order that skipped acceptance or was rejected', () => {
    const tickets = new TicketsToPrint();
    tickets.see([]);
    expect(tickets.see([preparing(5), { id: 6, status: 'rejected' }])).toEqual([]);
  });
});

describe('useAutoPrintTickets', () => {
  afterEach(() => {
    useAutoPrintChoice.getState().set(false);
  });

  it('prints nothing while the choice is off', () => {
    const print = vi.fn();
    const { rerender } = renderHook(({ orders }) => useAutoPrintTickets(orders, print, false), {
      initialProps: { orders: [received(1)] },
    });
    rerender({ orders: [accepted(1)] });
    expect(print).not.toHaveBeenCalled();
  });

  it('prints newly accepted orders one at a time, the next once the first is printed', () => {
    useAutoPrintChoice.getState().set(true);
    expect(window.localStorage.getItem(AUTO_PRINT_STORAGE_KEY)).toBe('on');
    const print = vi.fn();
    const { rerender } = renderHook(
      ({ orders, printing }) => useAutoPrintTickets(orders, print, printing),
      { initialProps: { orders: [accepted(1), received(2), received(3)], printing: false } },
    );
    expect(print).not.toHaveBeenCalled();
    rerender({ orders: [accepted(1), accepted(2), accepted(3)], printing: false });
    expect(print.mock.calls).toEqual([[2]]);
    rerender({ orders: [accepted(1), accepted(2), accepted(3)], printing: true });
    expect(print.mock.calls).toEqual([[2]]);
    rerender({ orders: [accepted(1), accepted(2), accepted(3)], printing: false });
    expect(print.mock.calls).toEqual([[2], [3]]);
  });

  it('turned on later, leaves what was already accepted alone', () => {
    const print = vi.fn();
    const { rerender } = renderHook(({ orders }) => useAutoPrintTickets(orders, print, false), {
      initialProps: { orders: [accepted(1)] },
    });
    useAutoPrintChoice.getState().set(true);
    rerender({ orders: [accepted(1)] });
    rerender({ orders: [accepted(1), accepted(7)] });
    expect(print.mock.calls).toEqual([[7]]);
  });
});
