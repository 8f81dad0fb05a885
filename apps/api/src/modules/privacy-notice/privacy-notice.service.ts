import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import {
  PRIVACY_NOTICE_REVISED_ON,
  type PrivacyNotice,
} from '@coperto/shared/restaurants/privacy-notice.schemas';
import { isFeatureAvailable } from '@coperto/shared/subscriptions/subscription.schemas';
import type { ServiceContext } from '../../shared/context';
import { cardPaymentsAvailable } from '../orders/ordering-settings.service';
import { inPublicRestaurant } from '../orders/public-ordering.service';

// The data of a restaurant site's privacy notice (decision 054): read when the privacy page is
// opened, never with the public restaurant every page holds, so a change of the business's
// details shows at once without touching the restaurant's version.

/**
 * The data controller (the restaurant's business), where guests reach it, and what the site
 * processes: orders while the plan includes them and the restaurant has them on, card data
 * through the payment provider when guests can pay by card, bookings once they exist.
 */
export function getPrivacyNotice(ctx: ServiceContext, publicKey: string): Promise<PrivacyNotice> {
  return inPublicRestaurant(ctx, publicKey, async (_tx, place, restaurant) => {
    const { business, settings, features } = place;
    const ordering = features.includes('ordering') && settings.enabled;
    const changedOn = business.updated_at.toISOString().slice(0, 10);
    return {
      controller: {
        legal_name: business.name,
        vat_number: business.vat_number,
        tax_code: business.tax_code,
        address: { ...EMPTY_ADDRESS, ...business.address },
      },
      contact_email: restaurant.email,
      contact_phone: restaurant.phone_number,
      processing: {
        ordering,
        card_payments: ordering && settings.card_payments && cardPaymentsAvailable(ctx, place),
        bookings: features.includes('bookings') && isFeatureAvailable('bookings'),
      },
      // Calendar days compare as text: the later one.
      updated_on: [changedOn, PRIVACY_NOTICE_REVISED_ON].sort().at(-1)!,
    };
  });
}
