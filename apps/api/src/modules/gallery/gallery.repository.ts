import type { Translations } from '@coperto/shared/common/translations';
import { and, asc, count, eq, max, or } from 'drizzle-orm';
import { galleryImages, menuItems } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
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

/**
 * Whether a page of the business still shows the image: a gallery row, a restaurant's logo or
 * pictures, a dish. Restaurant fields take any URL, so the whole business is searched.
 */
export async function isImageShown(db: Executor, q: { businessId: number; url: string }) {
  const uses = await Promise.all([
    db
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(and(eq(galleryImages.business_id, q.businessId), eq(galleryImages.image_url, q.url)))
      .limit(1),
    db
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
    db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.business_id, q.businessId), eq(menuItems.image_url, q.url)))
      .limit(1),
  ]);
  return uses.some((rows) => rows.length > 0);
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
