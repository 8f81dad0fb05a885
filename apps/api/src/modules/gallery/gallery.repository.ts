import type { Translations } from '@coperto/shared/common/translations';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { galleryImages } from '../../db/schema/site';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

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

export async function listGalleryImages(tx: TenantTx, key: RestaurantKey) {
  return tx
    .select()
    .from(galleryImages)
    .where(ofRestaurant(key))
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}

/** How many images the gallery has and the position after its last one. */
export async function countGalleryImages(tx: TenantTx, key: RestaurantKey) {
  const [row] = await tx
    .select({ images: count(), lastPosition: max(galleryImages.position) })
    .from(galleryImages)
    .where(ofRestaurant(key));
  return { images: row?.images ?? 0, nextPosition: (row?.lastPosition ?? -1) + 1 };
}

export async function insertGalleryImage(
  tx: TenantTx,
  values: RestaurantKey & { imageUrl: string; caption: Translations; position: number; now: Date },
) {
  const [row] = await tx
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

export async function findGalleryImage(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(galleryImages)
    .where(and(tenantFilter(tx, galleryImages.business_id), eq(galleryImages.id, q.id)));
  return row;
}

export async function updateGalleryCaption(tx: TenantTx, q: { id: number; caption: Translations }) {
  const [row] = await tx
    .update(galleryImages)
    .set({ caption: q.caption })
    .where(and(tenantFilter(tx, galleryImages.business_id), eq(galleryImages.id, q.id)))
    .returning();
  return row;
}

export async function deleteGalleryImage(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .delete(galleryImages)
    .where(and(tenantFilter(tx, galleryImages.business_id), eq(galleryImages.id, q.id)))
    .returning();
  return row;
}

/** Positions 0, 1, 2 … in the order of `ids`, which the caller checked are the gallery's own. */
export async function setGalleryOrder(tx: TenantTx, key: RestaurantKey & { ids: number[] }) {
  for (const [position, id] of key.ids.entries()) {
    await tx
      .update(galleryImages)
      .set({ position })
      .where(and(ofRestaurant(key), eq(galleryImages.id, id)));
  }
}
