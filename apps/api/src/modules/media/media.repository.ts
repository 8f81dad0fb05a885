import { and, eq, or } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { galleryImages, mediaFiles, menuItems } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
import type { TenantTx } from '../../db/tenant-scope';

export type NewMediaFileRow = typeof mediaFiles.$inferInsert;

export async function insertMediaFile(tx: TenantTx, values: NewMediaFileRow) {
  const [row] = await tx.insert(mediaFiles).values(values).returning();
  return row!;
}

/** A stored image of one restaurant, by its URL (unique across the platform). */
export async function findMediaFileOfRestaurant(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number; url: string },
) {
  const [row] = await tx
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.business_id, q.businessId),
        eq(mediaFiles.restaurant_id, q.restaurantId),
        eq(mediaFiles.url, q.url),
      ),
    );
  return row;
}

/** Forgets a stored image of one restaurant, once its copies are to be deleted. */
export async function deleteMediaFile(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number; url: string },
) {
  await tx
    .delete(mediaFiles)
    .where(
      and(
        eq(mediaFiles.business_id, q.businessId),
        eq(mediaFiles.restaurant_id, q.restaurantId),
        eq(mediaFiles.url, q.url),
      ),
    );
}

/**
 * Whether a row of the business still shows the image: a gallery row, a restaurant's logo or
 * pictures, a dish, a user's photo. Restaurant fields once took any URL, so the whole business is
 * searched. Read it after the change that drops a use, in the same transaction.
 */
export async function isImageShown(tx: TenantTx, q: { businessId: number; url: string }) {
  // drizzle sends a query when it is awaited: the first use found ends the search.
  const uses = [
    tx
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(and(eq(galleryImages.business_id, q.businessId), eq(galleryImages.image_url, q.url)))
      .limit(1),
    tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.business_id, q.businessId),
          or(
            eq(restaurants.logo_url, q.url),
            eq(restaurants.image_url, q.url),
            eq(restaurants.alt_image_url, q.url),
          ),
        ),
      )
      .limit(1),
    tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.business_id, q.businessId), eq(menuItems.image_url, q.url)))
      .limit(1),
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.business_id, q.businessId), eq(users.photo_url, q.url)))
      .limit(1),
  ];
  for (const use of uses) if ((await use).length > 0) return true;
  return false;
}
