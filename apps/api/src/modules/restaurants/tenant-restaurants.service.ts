import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import { listLanguages } from './restaurant-hosts.repository';
import {
  businessByIdQuery,
  findBusinessById,
  findBusinessByStripeAccount,
  findFirstRestaurantOfBusiness,
  findRestaurantById,
  findRestaurantWithHostsById,
  insertBusiness,
  insertRestaurant,
  type NewBusinessRow,
  restaurantForMailQuery,
  updateBusiness,
  updateRestaurant,
} from './restaurants.repository';

export type { RestaurantRow } from './restaurants.repository';

/**
 * What other areas ask of businesses and restaurants inside a tenant transaction they already run
 * (DESIGN.md §11: an area calls another's service, never its repository). Every read and write
 * stays in the transaction's own tenant: another business's id finds nothing.
 */

export function findRestaurant(tx: TenantTx, id: number) {
  return findRestaurantById(tx, { id });
}

/** With its host names and languages in order (the public view's columns). */
export function findRestaurantWithHosts(tx: TenantTx, id: number) {
  return findRestaurantWithHostsById(tx, { id });
}

/** The restaurant as an order's email names it, unrun: a subquery the orders module joins. */
export function restaurantForMail(tx: TenantTx) {
  return restaurantForMailQuery(tx);
}

/** Where a user without a restaurant of their own starts: the business's first live restaurant. */
export function findFirstRestaurant(tx: TenantTx, businessId: number) {
  return findFirstRestaurantOfBusiness(tx, businessId);
}

export function findBusiness(tx: TenantTx, id: number) {
  return findBusinessById(tx, { id });
}

/**
 * The same read as `findBusiness`, unrun: a subquery `business` the caller joins in one statement
 * built once, the business its placeholder `business_id` (decision 092).
 */
export function businessQuery(tx: TenantTx) {
  return businessByIdQuery(tx);
}

/** The restaurant's languages, its default first. */
export async function listRestaurantLanguages(tx: TenantTx, restaurantId: number) {
  return listLanguages(tx, { restaurantId });
}

/** A sign-up's new business (the platform scope creates it). */
export function addBusiness(tx: TenantTx, values: NewBusinessRow) {
  return insertBusiness(tx, values);
}

/** A sign-up's first restaurant, with its host names and languages. */
export function addRestaurant(tx: TenantTx, values: Parameters<typeof insertRestaurant>[1]) {
  return insertRestaurant(tx, values);
}

/** When its sitemap was last written: nothing a visitor sees changes, so no touch. */
export async function markSitemapGenerated(tx: TenantTx, id: number, at: Date) {
  await updateRestaurant(tx, { id, changes: { sitemap_generated_at: at } });
}

/** The business's Stripe account and whether it can take charges (the payments module writes it). */
export async function setBusinessStripeAccount(
  tx: TenantTx,
  id: number,
  changes: { stripe_account_id?: string; stripe_charges_enabled?: boolean },
) {
  return updateBusiness(tx, { id, changes });
}

/** A verified Stripe webhook about an account: the business holding it (a listed system read). */
export function findBusinessOfStripeAccount(
  ctx: Pick<ServiceContext, 'system'>,
  accountId: string,
) {
  return findBusinessByStripeAccount(ctx.system, accountId);
}
