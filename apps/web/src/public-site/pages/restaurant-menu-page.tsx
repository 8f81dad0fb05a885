import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';
import { menuServiceAt } from '@coperto/shared/menus/menu-hours';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { MenuItemNotServed } from '../../features/menus/components/menu-item-not-served';
import { RestaurantMenus } from '../../features/menus/components/restaurant-menus';
import { usePublicOrdering } from '../../features/ordering/api/get-public-ordering';
import { OrderingNotice } from '../../features/ordering/components/ordering-notice';
import { tableOrderingOpen } from '../../features/ordering/lib/table-ordering';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { useLoadedComponent } from '../lib/use-loaded-component';
import { useNow } from '../lib/use-now';

// Ordering at the table (its check, the cart's store, the banner) loads after the menu's first
// paint, and only where a table can be: a scanned code, or a restaurant that takes orders.
const loadTableMode = () =>
  import('../../features/cart/components/table-mode').then((m) => m.TableMode);

/**
 * The restaurant's menus on its own host (`/{language}/menu`, `/{language}/menu/{menuHashedId}`):
 * what a guest opens from the QR code on the table. The first menu unless the link names one.
 * While the restaurant takes orders each dish has its "Aggiungi"; when ordering is paused or
 * outside its hours, the page says so and when the next slot is. A dish of a menu that starts
 * later today (on the restaurant's clock) can be ordered ahead, saying from when; one over for the
 * day has no "Aggiungi", as the server would refuse it; a sold-out dish has none, its mark says why.
 */
export function RestaurantMenuPage() {
  const { t, i18n } = useTranslation('menu');
  const { menuHashedId } = useParams();
  // What a table's QR code adds to the menu's address (decision 062); dropped once settled.
  const [searchParams, setSearchParams] = useSearchParams();
  const scannedToken = searchParams.get('table');
  const dropScan = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('table');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const offersOrdering = restaurant?.features.includes('ordering') ?? false;
  const ordering = usePublicOrdering(restaurant?.public_key, offersOrdering).data;
  const TableMode = useLoadedComponent(loadTableMode, offersOrdering || scannedToken !== null);
  // At a table the banner says what to do while ordering is closed ("ask the staff"): the notice
  // of the next pickup time is not for this guest.
  const [atTable, setAtTable] = useState(false);
  const fallbackLanguage = restaurant?.language[0] ?? 'it';
  // At a table the order is paid with the bill: only where paying at the restaurant is offered.
  const canOrder = atTable ? tableOrderingOpen(ordering) : ordering?.available === true;
  const timeZone = restaurant?.time_zone ?? 'Europe/Rome';
  // Renewed every half minute: a lunch menu's buttons appear at 12:00 without a reload.
  const now = useNow().getTime();
  const itemAction = useCallback(
    (item: MenuItem, menu: Menu) => {
      if (!item.available) return null;
      const service = menuServiceAt(menu.availability, timeZone, now);
      const add = <AddToCartButton item={item} fallbackLanguage={fallbackLanguage} />;
      if (service.served) return add;
      // Later today it can be ordered ahead, for a slot in its hours (the server checks the slot).
      if (service.startsAt) {
        return (
          <div className="menu-item__ahead">
            {add}
            <MenuItemNotServed service={service} />
          </div>
        );
      }
      return <MenuItemNotServed service={service} />;
    },
    [fallbackLanguage, timeZone, now],
  );

  useEffect(() => {
    if (!restaurant) return;
    const { name } = restaurant;
    document.title = t('documentTitle', { name });
    return () => {
      document.title = name;
    };
  }, [restaurant, t]);

  if (!restaurant) return null;
  return (
    <>
      {TableMode && (
        <div className="site-container">
          {/* Its strings may still be on their way: the menu stays on screen meanwhile. */}
          <Suspense fallback={null}>
            <TableMode
              scannedToken={scannedToken}
              publicKey={restaurant.public_key}
              orderingOpen={canOrder}
              onScanSettled={dropScan}
              onTableChange={setAtTable}
            />
          </Suspense>
        </div>
      )}
      {ordering && !ordering.available && !atTable && (
        <div className="site-container site-ordering-notice">
          <OrderingNotice ordering={ordering} timeZone={restaurant.time_zone} />
        </div>
      )}
      <RestaurantMenus
        restaurant={restaurant}
        selectedId={menuHashedId}
        linkBase={`/${i18n.language}/menu`}
        placement="page"
        itemAction={canOrder ? itemAction : undefined}
      />
    </>
  );
}
