import { and, eq } from 'drizzle-orm';
import { bookingSettings } from '../../db/schema/bookings';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
export type BookingSettingsChanges = Partial<
  Omit<BookingSettingsRow, 'id' | 'business_id' | 'restaurant_id'>
>;

function ofRestaurant(tx: TenantTx, restaurantId: number) {
  return and(
    tenantFilter(tx, bookingSettings.business_id),
    eq(bookingSettings.restaurant_id, restaurantId),
  );
}

/** The restaurant's settings; the first read makes its row with the table's defaults. */
export async function findOrCreateBookingSettings(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number },
): Promise<BookingSettingsRow> {
  const [row] = await tx.select().from(bookingSettings).where(ofRestaurant(tx, q.restaurantId));
  if (row) return row;
  await tx
    .insert(bookingSettings)
    .values({ business_id: q.businessId, restaurant_id: q.restaurantId })
    .onConflictDoNothing();
  const [made] = await tx.select().from(bookingSettings).where(ofRestaurant(tx, q.restaurantId));
  return made!;
}

export async function updateBookingSettingsRow(
  tx: TenantTx,
  restaurantId: number,
  changes: BookingSettingsChanges,
) {
  const [row] = await tx
    .update(bookingSettings)
    .set(changes)
    .where(ofRestaurant(tx, restaurantId))
    .returning();
  return row;
}
