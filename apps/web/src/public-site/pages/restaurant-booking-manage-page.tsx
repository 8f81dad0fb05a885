import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useBookingInfo } from '../../features/booking/api/get-booking-info';
import { BookingManage, type ManageAction } from '../../features/booking/components/booking-manage';
import { formatAddress } from '../../features/maps/lib/address-text';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { sitePathsOf } from '../lib/site-paths';
import './restaurant-booking-page.css';

const actionOf = (value: string | null): ManageAction =>
  value === 'confirm' || value === 'cancel' ? value : null;

/**
 * A guest's booking (`/{language}/booking/{publicId}`), the link of its emails: see, change,
 * cancel, and the reminder's `?action=confirm|cancel`, dropped from the address once handled so
 * a reload does not repeat it.
 */
export function RestaurantBookingManagePage() {
  const { t, i18n } = useTranslation('booking');
  const { publicId = '' } = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const info = useBookingInfo(restaurant?.public_key);
  const paths = sitePathsOf(i18n.language);
  const justBooked = (location.state as { justBooked?: boolean } | null)?.justBooked === true;

  useEffect(() => {
    if (restaurant) document.title = t('manageDocumentTitle', { name: restaurant.name });
  }, [restaurant, t]);

  const dropAction = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('action');
          return next;
        },
        { replace: true, state: location.state },
      ),
    [setSearch, location.state],
  );

  if (!restaurant) return null;
  return (
    <div className="site-container site-booking-page">
      <BookingManage
        key={publicId}
        publicId={publicId}
        restaurant={{ ...restaurant, address: formatAddress(restaurant.address) }}
        info={info.data}
        justBooked={justBooked}
        action={actionOf(search.get('action'))}
        onActionHandled={dropAction}
        bookPath={paths.booking}
        homePath={paths.home}
      />
    </div>
  );
}
