import { and, eq } from 'drizzle-orm';
import { mediaFiles } from '../../db/schema/site';
import type { Executor } from '../../db/tenant-scope';

export type NewMediaFileRow = typeof mediaFiles.$inferInsert;

export async function insertMediaFile(db: Executor, values: NewMediaFileRow) {
  const [row] = await db.insert(mediaFiles).values(values).returning();
  return row!;
}

/** A stored image of one restaurant, by its URL (unique across the platform). */
export async function findMediaFileOfRestaurant(
  db: Executor,
  q: { businessId: number; restaurantId: number; url: string },
) {
  const [row] = await db
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
  db: Executor,
  q: { businessId: number; restaurantId: number; url: string },
) {
  await db
    .delete(mediaFiles)
    .where(
      and(
        eq(mediaFiles.business_id, q.businessId),
        eq(mediaFiles.restaurant_id, q.restaurantId),
        eq(mediaFiles.url, q.url),
      ),
    );
}
