import type { Translations } from '@coperto/shared/common/translations';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { galleryImages } from '../../db/schema/site';
import { type BusinessScope, businessFilter, type Executor } from '../../db/tenant-scope';

/** A restaurant of a business: both are required, so no gallery query goes unscoped. */
export interface RestaurantKey {
  businessId: number;
  restaurantId: number;
}

function ofRestaurant(key: RestaurantKey) {
  return and(
    eq(galleryImages.business_id, key.businessId),
    eq(galleryImages.restaurant_id, key.restaurantId),
  );
}

export async function listGalleryImages(db: Executor, key: RestaurantKey) {
  return db
    .select()
    .from(galleryImages)
    .where(ofRestaurant(key))
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}

/** How many images the gallery has and the position after its last one. */
export async function countGalleryImages(db: Executor, key: RestaurantKey) {
  const [row] = await db
    .select({ images: count(), lastPosition: max(galleryImages.position) })
    .from(galleryImages)
    .where(ofRestaurant(key));
  return { images: row?.images ?? 0, nextPosition: (row?.lastPosition ?? -1) + 1 };
}

export async function insertGalleryImage(
  db: Executor,
  values: RestaurantKey & { imageUrl: string; caption: Translations; position: number; now: Date },
) {
  const [row] = await db
    .insert(galleryImages)
    .values({
      business_id: values.businessId,
      restaurant_id: values.restaurantId,
      image_url: values.imageUrl,
      caption: values.caption,
      position: values.position,
      created_at: values.now,
    })
    .returning();
  return row!;
}

export async function findGalleryImage(db: Executor, q: { scope: BusinessScope; id: number }) {
  const [row] = await db
    .select()
    .from(galleryImages)
    .where(and(businessFilter(galleryImages.business_id, q.scope), eq(galleryImages.id, q.id)));
  return row;
}

export async function updateGalleryCaption(
  db: Executor,
  q: { scope: BusinessScope; id: number; caption: Translations },
) {
  const [row] = await db
    .update(galleryImages)
    .set({ caption: q.caption })
    .where(and(businessFilter(galleryImages.business_id, q.scope), eq(galleryImages.id, q.id)))
    .returning();
  return row;
}

export async function deleteGalleryImage(db: Executor, q: { scope: BusinessScope; id: number }) {
  const [row] = await db
    .delete(galleryImages)
    .where(and(businessFilter(galleryImages.business_id, q.scope), eq(galleryImages.id, q.id)))
    .returning();
  return row;
}

/** Positions 0, 1, 2 … in the order of `ids`, which the caller checked are the gallery's own. */
export async function setGalleryOrder(db: Executor, key: RestaurantKey & { ids: number[] }) {
  for (const [position, id] of key.ids.entries()) {
    await db
      .update(galleryImages)
      .set({ position })
      .where(and(ofRestaurant(key), eq(galleryImages.id, id)));
  }
}
