import type { TenantTx } from '../../db/tenant-scope';
import { deleteMediaFile, findMediaFileOfRestaurant, isImageShown } from './media.repository';

/**
 * What the areas that show uploads (restaurant settings, the gallery) ask of them, inside the
 * transaction that changes what is shown (DESIGN.md §11: a service, never the repository).
 */

type Upload = { businessId: number; restaurantId: number; url: string };

/** An upload of this restaurant by its URL, or undefined: someone else's file is not one. */
export function findUpload(tx: TenantTx, upload: Upload) {
  return findMediaFileOfRestaurant(tx, upload);
}

/** Whether any row of the business still shows the image; read after the change that drops a use. */
export function isImageShownByBusiness(tx: TenantTx, image: { businessId: number; url: string }) {
  return isImageShown(tx, image);
}

/** Forgets the upload, once its stored copies are to be deleted after the commit. */
export function forgetUpload(tx: TenantTx, upload: Upload) {
  return deleteMediaFile(tx, upload);
}
