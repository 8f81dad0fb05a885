import type { RestaurantUpdateBody } from '@coperto/shared/restaurants/restaurant.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { deleteStoredImage } from '../media/image-pipeline';
import {
  findUpload,
  forgetUpload,
  isImageShownByBusiness,
} from '../media/restaurant-uploads.service';

const IMAGE_FIELDS = ['logo_url', 'image_url', 'alt_image_url'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

/**
 * A new logo or photo must be one of this restaurant's uploads to its images area: not another
 * restaurant's file, not a dish photo, not a made-up path. The image it already shows may stay.
 */
export async function assertOwnImages(
  tx: TenantTx,
  restaurant: { business_id: number; id: number } & Partial<Record<ImageField, string | null>>,
  body: RestaurantUpdateBody,
) {
  const fields: Record<string, string> = {};
  for (const field of IMAGE_FIELDS) {
    const url = body[field];
    if (!url || url === restaurant[field]) continue;
    const media = await findUpload(tx, {
      businessId: restaurant.business_id,
      restaurantId: restaurant.id,
      url,
    });
    if (media?.area !== 'images') fields[field] = 'Not an image uploaded to this restaurant';
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('Choose images uploaded to this restaurant', fields);
  }
}

/** A new restaurant of the caller's business (or, for admins, of `business_id`), within the plan. */

/**
 * The images the update stopped showing (a logo, photo or second photo replaced or cleared) that
 * nothing else of the business shows any more: their uploads are forgotten here, and the URLs
 * answered so their files can be deleted once this commits. Only this restaurant's own uploads
 * qualify, so a URL that came from anywhere else never leads to deleting anyone's files.
 */
export async function forgetReplacedImages(
  tx: TenantTx,
  before: { business_id: number; id: number } & Record<ImageField, string | null>,
  body: RestaurantUpdateBody,
) {
  const replaced = new Set<string>();
  for (const field of IMAGE_FIELDS) {
    const old = before[field];
    if (body[field] !== undefined && old && body[field] !== old) replaced.add(old);
  }
  const unused: string[] = [];
  for (const url of replaced) {
    const image = { businessId: before.business_id, restaurantId: before.id, url };
    if (await isImageShownByBusiness(tx, image)) continue;
    if (!(await findUpload(tx, image))) continue;
    await forgetUpload(tx, image);
    unused.push(url);
  }
  return unused;
}

/** Deletes every stored copy of images no longer shown; a failure only leaves files behind. */
export async function deleteUnusedImageFiles(ctx: ServiceContext, urls: readonly string[]) {
  await Promise.all(
    urls.map((url) =>
      deleteStoredImage(ctx.storage, url).catch((error: unknown) => {
        ctx.log.warn({ err: error, url }, 'Deleting a replaced restaurant image left files behind');
      }),
    ),
  );
}
