import { centsToEuros } from '@coperto/shared/common/money';
import type { OrdersToday } from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { notFound } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { upcomingSlotLoads } from '../availability/availability.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { loadOrderingPlace } from './ordering-settings.service';
import { countOrdersToAccept, totalsOfOrders } from './orders.repository';
import { kitchenOf } from './public-ordering.service';

/** How many next slots the dashboard home shows. */
const NEXT_SLOTS = 6;

/** Today's orders and takings so far, what waits to be accepted, and the next slots' load. */
export function getOrdersToday(ctx: ServiceContext, restaurantId: number): Promise<OrdersToday> {
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    if (!restaurant || !ctx.actor || !worksAt(ctx.actor, restaurant.id)) {
      throw notFound('Restaurant');
    }
    const zone = restaurant.time_zone;
    const date = localDateOf(zone, now.getTime());
    const today = {
      restaurantId,
      from: new Date(instantOfWallClock(zone, date, 0)),
      to: new Date(instantOfWallClock(zone, addDaysToDate(date, 1), 0)),
    };
    const place = await loadOrderingPlace(tx, restaurant, now);
    const totals = await totalsOfOrders(tx, today);
    const toAccept = await countOrdersToAccept(tx, today);
    const nextSlots = await upcomingSlotLoads(tx, kitchenOf(place, now), now, NEXT_SLOTS);
    return {
      date,
      count: totals.count,
      takings: centsToEuros(totals.totalCents),
      to_accept: toAccept,
      next_slots: nextSlots,
    };
  });
}
