import { MEDIA_AREAS, type MediaArea } from '@coperto/shared/media/image-variants';
import type { UploadedImage } from '@coperto/shared/media/media.schemas';
import { assertStorageKey } from '../../ports/storage/storage-port';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { strongEtagOf } from '../../shared/http-cache';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { storeImage } from './image-pipeline';
import { insertMediaFile } from './media.repository';

/**
 * Stores an upload of the restaurant through the images pipeline and records it. Nothing a
 * visitor sees changes yet: that happens when a restaurant field or gallery row names the URL.
 */
export async function uploadImage(
  ctx: ServiceContext,
  q: { restaurantId: number; area: MediaArea; bytes: Buffer },
): Promise<UploadedImage> {
  if (!ctx.actor) throw new Error('uploadImage needs a signed-in actor');
  const actor = ctx.actor;
  const restaurant = await ctx.asActor((tx) => findRestaurant(tx, q.restaurantId));
  if (!restaurant) throw notFound('Restaurant');
  // Outside any transaction: encoding takes a while and holds no database connection.
  const image = await storeImage(ctx.storage, {
    mediaPrefix: restaurant.media_prefix,
    area: q.area,
    bytes: q.bytes,
  });
  const row = await ctx.asActor((tx) =>
    insertMediaFile(tx, {
      business_id: restaurant.business_id,
      restaurant_id: restaurant.id,
      area: q.area,
      url: image.src,
      width: image.width,
      height: image.height,
      original_bytes: image.originalBytes,
      original_format: image.originalFormat,
      uploaded_by: actor.userId,
      created_at: ctx.clock.now(),
    }),
  );
  return {
    id: row.id,
    url: image.src,
    width: image.width,
    height: image.height,
    variants: image.variants,
    blur_url: image.blurUrl,
  };
}

/** `{media_prefix}/{area}/{file}`, with an area of MEDIA_AREAS: nothing else is served as media. */
function isMediaKey(key: string): boolean {
  const segments = key.split('/');
  if (segments.length !== 3 || !(MEDIA_AREAS as readonly string[]).includes(segments[1]!)) {
    return false;
  }
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored media file for `/media/{key}`, with a strong ETag of its bytes; undefined for a key
 * outside the media areas (sitemaps live beside them) or one the storage would refuse.
 */
export async function getMediaFile(ctx: ServiceContext, key: string) {
  if (!isMediaKey(key)) return undefined;
  const stored = await ctx.storage.get(key);
  if (!stored) return undefined;
  return { ...stored, etag: strongEtagOf(stored.body) };
}
