import type { Translations } from '@coperto/shared/common/translations';
import {
  type GalleryImage,
  type GalleryResponse,
  MAX_GALLERY_IMAGES,
} from '@coperto/shared/site/gallery.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { deleteStoredImage } from '../media/image-pipeline';
import {
  findUpload,
  forgetUpload,
  isImageShownByBusiness,
} from '../media/restaurant-uploads.service';
import { getRestaurantFeatures } from '../restaurants/restaurants.service';
import { findRestaurant, listRestaurantLanguages } from '../restaurants/tenant-restaurants.service';
import { commitVisibleChange } from '../restaurants/visible-change.service';
import { findLiveRestaurant } from '../sites/sites.service';
import {
  countGalleryImages,
  deleteGalleryImage as deleteGalleryImageRow,
  findGalleryImage,
  insertGalleryImage,
  listGalleryImages,
  type RestaurantKey,
  setGalleryOrder,
  updateGalleryCaption,
} from './gallery.repository';

function toGalleryImage(row: { id: number; image_url: string; caption: Translations }) {
  return { id: row.id, image_url: row.image_url, caption: row.caption } satisfies GalleryImage;
}

/** The restaurant a change is about, as its key; another tenant's restaurant is not found. */
async function restaurantKeyOf(tx: TenantTx, restaurantId: number): Promise<RestaurantKey> {
  const restaurant = await findRestaurant(tx, restaurantId);
  if (!restaurant) throw notFound('Restaurant');
  return { businessId: restaurant.business_id, restaurantId };
}

/** Keeps the captions' non-empty texts, refusing a language the restaurant does not publish. */
async function checkedCaption(
  tx: TenantTx,
  restaurantId: number,
  caption: Translations,
): Promise<Translations> {
  const languages = await listRestaurantLanguages(tx, restaurantId);
  const foreign = Object.keys(caption).filter((language) => !languages.includes(language));
  if (foreign.length > 0) {
    throw ruleBroken(
      `Captions can only be in the restaurant's languages (${languages.join(', ')})`,
      Object.fromEntries(foreign.map((l) => [`caption.${l}`, 'Not a language of this restaurant'])),
    );
  }
  return Object.fromEntries(Object.entries(caption).filter(([, text]) => text?.trim()));
}

/**
 * Building the gallery is a feature of the restaurant's plan (the dashboard shows it locked
 * without); taking images out stays possible, so an ended plan never traps anyone's photos.
 */
async function assertGalleryInPlan(ctx: ServiceContext, restaurantId: number) {
  const { features } = await getRestaurantFeatures(ctx, restaurantId);
  if (!features.includes('gallery')) {
    throw ruleBroken("The restaurant's plan does not include the gallery: see Subscription");
  }
}

// ---------------------------------------------------------------- public

/** The gallery as visitors see it, in its order. */
export async function getGallery(ctx: ServiceContext, restaurantId: number) {
  // A system read by id, as the host name lookup is; the rows are then read inside the tenant.
  const restaurant = await findLiveRestaurant(ctx, restaurantId);
  if (!restaurant) throw notFound('Restaurant');
  const key = { businessId: restaurant.business_id, restaurantId };
  const rows = await ctx.asTenant(key.businessId, (tx) => listGalleryImages(tx, key));
  return { images: rows.map(toGalleryImage) } satisfies GalleryResponse;
}

// ---------------------------------------------------------------- management

/** Adds an image the restaurant uploaded to its images area, at the end of the gallery. */
export async function addGalleryImage(
  ctx: ServiceContext,
  restaurantId: number,
  body: { image_url: string; caption: Translations },
) {
  await assertGalleryInPlan(ctx, restaurantId);
  const row = await commitVisibleChange(ctx, restaurantId, async (tx) => {
    const key = await restaurantKeyOf(tx, restaurantId);
    const media = await findUpload(tx, { ...key, url: body.image_url });
    if (media?.area !== 'images') {
      throw ruleBroken('Choose an image uploaded to this restaurant', {
        image_url: 'Not an image of this restaurant',
      });
    }
    const caption = await checkedCaption(tx, restaurantId, body.caption);
    const { images, nextPosition } = await countGalleryImages(tx, key);
    if (images >= MAX_GALLERY_IMAGES) {
      throw ruleBroken(`A gallery holds at most ${MAX_GALLERY_IMAGES} images`);
    }
    return insertGalleryImage(tx, {
      ...key,
      imageUrl: media.url,
      caption,
      position: nextPosition,
      now: ctx.clock.now(),
    });
  });
  return toGalleryImage(row);
}

/** The restaurant of a gallery image in the caller's business, for the change that follows. */
async function restaurantOfImage(ctx: ServiceContext, imageId: number) {
  if (!ctx.actor) throw new Error('gallery management needs a signed-in actor');
  const image = await ctx.asActor((tx) => findGalleryImage(tx, { id: imageId }));
  if (!image) throw notFound('Gallery image');
  return image.restaurant_id;
}

export async function updateGalleryImage(
  ctx: ServiceContext,
  imageId: number,
  body: { caption: Translations },
) {
  const restaurantId = await restaurantOfImage(ctx, imageId);
  await assertGalleryInPlan(ctx, restaurantId);
  const row = await commitVisibleChange(ctx, restaurantId, async (tx) => {
    const caption = await checkedCaption(tx, restaurantId, body.caption);
    const updated = await updateGalleryCaption(tx, { id: imageId, caption });
    if (!updated) throw notFound('Gallery image');
    return updated;
  });
  return toGalleryImage(row);
}

/**
 * Takes the image out of the gallery. Its stored copies are deleted too, unless another page of
 * the business still shows them (the same upload may be the logo or a second gallery row).
 */
export async function deleteGalleryImage(ctx: ServiceContext, imageId: number) {
  const restaurantId = await restaurantOfImage(ctx, imageId);
  const unusedUrl = await commitVisibleChange(ctx, restaurantId, async (tx) => {
    const removed = await deleteGalleryImageRow(tx, { id: imageId });
    if (!removed) throw notFound('Gallery image');
    const image = { businessId: removed.business_id, url: removed.image_url };
    if (await isImageShownByBusiness(tx, image)) return undefined;
    await forgetUpload(tx, { ...image, restaurantId });
    return removed.image_url;
  });
  // After the commit: a failed transaction must not leave the gallery pointing at deleted files.
  if (unusedUrl) {
    await deleteStoredImage(ctx.storage, unusedUrl).catch((error: unknown) => {
      // The image is out of the gallery already; what is left behind only takes space.
      ctx.log.warn({ err: error, url: unusedUrl }, 'Deleting a gallery image left files behind');
    });
  }
  return { detail: 'Image removed from the gallery' };
}

/** A new order: every image of the gallery, each once. */
export async function reorderGallery(ctx: ServiceContext, restaurantId: number, ids: number[]) {
  await assertGalleryInPlan(ctx, restaurantId);
  const rows = await commitVisibleChange(ctx, restaurantId, async (tx) => {
    const key = await restaurantKeyOf(tx, restaurantId);
    const current = new Set((await listGalleryImages(tx, key)).map((row) => row.id));
    const given = new Set(ids);
    if (
      given.size !== ids.length ||
      given.size !== current.size ||
      ids.some((id) => !current.has(id))
    ) {
      throw ruleBroken("List every image of the restaurant's gallery exactly once", {
        ids: 'Not the gallery’s images',
      });
    }
    await setGalleryOrder(tx, { ...key, ids });
    return listGalleryImages(tx, key);
  });
  return { images: rows.map(toGalleryImage) } satisfies GalleryResponse;
}
