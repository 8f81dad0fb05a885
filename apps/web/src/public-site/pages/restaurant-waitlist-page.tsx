import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  type WaitlistAction,
  WaitlistManage,
} from '../../features/booking/components/waitlist-manage';
import { formatAddress } from '../../features/maps/lib/address-text';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { sitePathsOf } from '../lib/site-paths';
import './restaurant-booking-page.css';

const actionOf = (value: string | null): WaitlistAction =>
  value === 'accept' || value === 'leave' ? value : null;

/**
 * A guest's place on a waitlist (`/{language}/waitlist/{publicId}`), the link of its emails:
 * see it, accept an offered place, leave the line; the emails' `?action=accept|leave` is dropped
 * from the address once handled so a reload does not repeat it.
 */
export function RestaurantWaitlistPage() {
  const { t, i18n } = useTranslation('booking');
  const { publicId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const paths = sitePathsOf(i18n.language);

  useEffect(() => {
    if (restaurant) document.title = t('waitlistDocumentTitle', { name: restaurant.name });
  }, [restaurant, t]);

  const dropAction = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('action');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  if (!restaurant) return null;
  return (
    <div className="site-container site-booking-page">
      <WaitlistManage
        key={publicId}
        publicId={publicId}
        restaurant={{ ...restaurant, address: formatAddress(restaurant.address) }}
        action={actionOf(search.get('action'))}
        onActionHandled={dropAction}
        bookPath={paths.booking}
        homePath={paths.home}
      />
    </div>
  );
}
