import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import {
  BOARD_STATUSES,
  FINAL_ORDER_STATUSES,
  type OrderStatus,
} from '@coperto/shared/orders/order-states';
import { daysBetween, todayIn } from '../../../shared/lib/dates';

/** The kitchen display turns an order's age amber after this many minutes since it was placed… */
export const KITCHEN_AMBER_MINUTES = 15;
/** …and red after this many. */
export const KITCHEN_RED_MINUTES = 30;
/** Quick ready times when accepting: this many minutes from now. */
export const READY_IN_MINUTES = [10, 20, 30] as const;

export type AgeLevel = 'fresh' | 'amber' | 'red';

/**
 * How many days `iso` is from today on the restaurant's clock: 0 today, -1 yesterday, 1 tomorrow.
 * The board holds open orders of any day, and one of another day must say which.
 */
export function dayOffset(iso: string, now: number, timeZone: string): number {
  return daysBetween(todayIn(timeZone, now), todayIn(timeZone, Date.parse(iso)));
}

/** Orders the board finished today (completed, rejected, cancelled): not in its columns. */
export function finishedToday<O extends OrderSummary>(orders: readonly O[]): O[] {
  return orders.filter((order) => FINAL_ORDER_STATUSES.includes(order.status));
}

/** Whole minutes since `placedAt` (never negative: a clock a little behind the server's). */
export function minutesSince(placedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(placedAt)) / 60_000));
}

export function ageLevel(minutes: number): AgeLevel {
  if (minutes >= KITCHEN_RED_MINUTES) return 'red';
  if (minutes >= KITCHEN_AMBER_MINUTES) return 'amber';
  return 'fresh';
}

/** When the order is wanted: its slot, or when it was placed for "as soon as possible". */
export function wantedAt(order: Pick<OrderSummary, 'asap' | 'slot_start' | 'order_datetime'>) {
  return Date.parse(order.asap ? order.order_datetime : order.slot_start);
}

/** When the kitchen must have it done: the ready time it promised, else when it is wanted. */
export function dueAt(
  order: Pick<OrderSummary, 'asap' | 'slot_start' | 'order_datetime' | 'ready_at'>,
): number {
  return order.ready_at ? Date.parse(order.ready_at) : wantedAt(order);
}

/** The board's columns in the state machine's order, each the soonest due first. */
export function boardColumns<O extends OrderSummary>(
  orders: readonly O[],
): { status: OrderStatus; orders: O[] }[] {
  return BOARD_STATUSES.map((status) => ({
    status,
    orders: orders
      .filter((order) => order.status === status)
      .sort((a, b) => dueAt(a) - dueAt(b) || a.number - b.number),
  }));
}

export interface ReadyChoice {
  /** `slot` for the order's own slot, else minutes from now. */
  key: 'slot' | (typeof READY_IN_MINUTES)[number];
  at: Date;
}

/**
 * The accept dialog's quick choices: the order's slot when it is still ahead (not for "as soon
 * as possible"), then 10, 20 and 30 minutes from now, to the minute.
 */
export function readyChoices(
  order: Pick<OrderSummary, 'asap' | 'slot_start'>,
  now: number,
): ReadyChoice[] {
  const choices: ReadyChoice[] = [];
  const slot = Date.parse(order.slot_start);
  if (!order.asap && slot > now) choices.push({ key: 'slot', at: new Date(slot) });
  const minute = Math.ceil(now / 60_000) * 60_000;
  for (const minutes of READY_IN_MINUTES) {
    choices.push({ key: minutes, at: new Date(minute + minutes * 60_000) });
  }
  return choices;
}

/** Ready reasons a tap away; the text field takes any other. */
export const REJECT_REASON_KEYS = ['kitchenClosed', 'tooBusy', 'soldOut', 'outsideArea'] as const;
export const CANCEL_REASON_KEYS = ['guestAsked', 'soldOut', 'kitchenProblem', 'noShow'] as const;
