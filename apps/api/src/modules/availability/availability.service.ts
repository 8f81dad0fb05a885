import type { OrderSlots } from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import type { TenantTx } from '../../db/tenant-scope';
import { type SlotRules, slotStartsOn, todayIn } from './order-slots';
import {
  findSlotLoads,
  releaseSlotPlace,
  type SlotKey,
  takeSlotPlace,
} from './slot-loads.repository';

export type { SlotRules } from './order-slots';
export { orderableDates, todayIn } from './order-slots';
export type { SlotKey } from './slot-loads.repository';

export interface KitchenCapacity extends SlotRules {
  restaurantId: number;
  ordersPerSlot: number;
}

/** The day's slots that still have room, with what each has left. */
export async function openSlotsOn(
  tx: TenantTx,
  kitchen: KitchenCapacity,
  date: string,
  now: Date,
): Promise<OrderSlots['slots']> {
  const starts = slotStartsOn(kitchen, date, now);
  if (starts.length === 0) return [];
  const first = starts[0]!;
  const loads = await findSlotLoads(
    tx,
    kitchen.restaurantId,
    first,
    new Date(starts[starts.length - 1]!.getTime() + 1),
  );
  return starts
    .map((start) => ({
      start: start.toISOString(),
      remaining: kitchen.ordersPerSlot - (loads.get(start.getTime()) ?? 0),
    }))
    .filter((slot) => slot.remaining > 0);
}

/**
 * The first slot with room from now on, looking through yesterday's service still running past
 * midnight and the next `daysAhead` days; null when there is none.
 */
export async function firstOpenSlot(
  tx: TenantTx,
  kitchen: KitchenCapacity,
  now: Date,
  daysAhead: number,
): Promise<string | null> {
  const today = todayIn(kitchen.timeZone, now);
  for (let day = -1; day <= daysAhead; day++) {
    const [slot] = await openSlotsOn(tx, kitchen, addDaysToDate(today, day), now);
    if (slot) return slot.start;
  }
  return null;
}

/** The next `count` slots from now (full ones too), with the places taken: the kitchen's load. */
export async function upcomingSlotLoads(
  tx: TenantTx,
  kitchen: KitchenCapacity,
  now: Date,
  count: number,
  daysAhead = 1,
): Promise<{ start: string; taken: number; capacity: number }[]> {
  const today = todayIn(kitchen.timeZone, now);
  const starts: Date[] = [];
  for (let day = -1; day <= daysAhead && starts.length < count; day++) {
    // No lead time here: the kitchen sees what is coming, even if guests can no longer choose it.
    starts.push(...slotStartsOn({ ...kitchen, leadMinutes: 0 }, addDaysToDate(today, day), now));
  }
  const next = starts.slice(0, count);
  if (next.length === 0) return [];
  const loads = await findSlotLoads(
    tx,
    kitchen.restaurantId,
    next[0]!,
    new Date(next[next.length - 1]!.getTime() + 1),
  );
  return next.map((start) => ({
    start: start.toISOString(),
    taken: loads.get(start.getTime()) ?? 0,
    capacity: kitchen.ordersPerSlot,
  }));
}

/** Whether `start` is one of the slots a guest may choose now (in the hours, past the lead time). */
export function isOfferedSlot(kitchen: SlotRules, start: Date, now: Date): boolean {
  // The slot's day is its local date, or the day before for a service past midnight.
  for (const offset of [0, -1]) {
    const day = addDaysToDate(todayIn(kitchen.timeZone, start), offset);
    if (slotStartsOn(kitchen, day, now).some((s) => s.getTime() === start.getTime())) return true;
  }
  return false;
}

/** Takes one place of the kitchen's capacity in the slot, or answers false when it is full. */
export function takeKitchenPlace(tx: TenantTx, slot: SlotKey, ordersPerSlot: number) {
  return takeSlotPlace(tx, slot, ordersPerSlot);
}

export function releaseKitchenPlace(tx: TenantTx, slot: SlotKey) {
  return releaseSlotPlace(tx, slot);
}
