import * as auth from '../auth/auth.endpoints';
import * as bookings from '../bookings/booking.endpoints';
import * as businesses from '../businesses/business.endpoints';
import * as cart from '../cart/cart.endpoints';
import * as cashUps from '../cashups/cashup.endpoints';
import type { EndpointKey } from '../common/endpoint';
import * as discounts from '../discounts/discount.endpoints';
import * as events from '../events/events.endpoints';
import * as expenses from '../expenses/expense.endpoints';
import * as suppliers from '../expenses/supplier.endpoints';
import * as floor from '../floor/floor.endpoints';
import * as floorService from '../floor/service.endpoints';
import * as giftcards from '../giftcards/giftcard.endpoints';
import * as health from '../health/health.endpoints';
import * as media from '../media/media.endpoints';
import * as menus from '../menus/menu.endpoints';
import * as orders from '../orders/order.endpoints';
import * as payments from '../payments/payments.endpoints';
import * as reports from '../reports/report.endpoints';
import * as googleBusiness from '../restaurants/google-business.endpoints';
import * as restaurants from '../restaurants/restaurant.endpoints';
import * as restaurantHosts from '../restaurants/restaurant-hosts.endpoints';
import * as contact from '../site/contact.endpoints';
import * as gallery from '../site/gallery.endpoints';
import * as rota from '../staff/rota.endpoints';
import * as wages from '../staff/wages.endpoints';
import * as subscriptions from '../subscriptions/subscription.endpoints';
import * as users from '../users/users.endpoints';

/**
 * Every endpoint of the API, by area. The API's contract test checks that it registers exactly
 * these; the web imports this file only as a type (`import type`), so no schema and no zod reach a
 * browser through it (decision 036).
 */
export const API_AREAS = {
  auth,
  bookings,
  businesses,
  cart,
  cashUps,
  contact,
  discounts,
  events,
  expenses,
  floor,
  floorService,
  gallery,
  giftcards,
  googleBusiness,
  health,
  media,
  menus,
  orders,
  payments,
  reports,
  restaurantHosts,
  restaurants,
  rota,
  subscriptions,
  suppliers,
  users,
  wages,
} as const;

type Areas = typeof API_AREAS;
type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** The API as the web's client sees it: each endpoint by its key, `'PUT /menus/:id'`. */
export type ApiContract = { [E in AnyEndpoint as EndpointKey<E>]: E };
