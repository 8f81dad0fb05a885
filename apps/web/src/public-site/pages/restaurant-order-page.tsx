import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCartQuote } from '../../features/cart/api/quote-cart';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { useCartTable } from '../../features/cart/hooks/use-cart-table';
import { orderLinesOf } from '../../features/cart/lib/order-lines';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { usePublicOrdering } from '../../features/ordering/api/get-public-ordering';
import { CheckoutForm } from '../../features/ordering/components/checkout-form';
import { OrderingNotice } from '../../features/ordering/components/ordering-notice';
import { TableCheckoutForm } from '../../features/ordering/components/table-checkout-form';
import { tableOrderingOpen } from '../../features/ordering/lib/table-ordering';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { Spinner } from '../../shared/ui/page-spinner';
import { sitePathsOf } from '../lib/site-paths';

/**
 * The checkout page (`/{language}/order`): the cart's lines and the guest's choices become an
 * order. The cart feature prices and shows the cart; the ordering feature asks and places; this
 * page joins them. Placed, the browser's cart empties (the server's already is) and the guest
 * lands on the order's tracking page. A guest who scanned a table's QR code (the table is kept
 * with the cart) orders at that table instead: no kind, time, address or payment to choose.
 */
export function RestaurantOrderPage() {
  const { t, i18n } = useTranslation('ordering');
  const { t: tPublic } = useTranslation('public');
  const navigate = useNavigate();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const offersOrdering = restaurant?.features.includes('ordering') ?? false;
  const ordering = usePublicOrdering(restaurant?.public_key, offersOrdering);
  const items = useCartStore((s) => s.items);
  const tempId = useCartStore((s) => s.tempId);
  const setOrderChoice = useCartStore((s) => s.setOrderChoice);
  const clearAfterOrder = useCartStore((s) => s.clearAfterOrder);
  const leaveTable = useCartStore((s) => s.leaveTable);
  const table = useCartTable();
  const orderChoice = useCartStore((s) => s.orderChoice);
  const cartKey = useCartStore((s) => s.publicKey);
  // The summary's own pricing (one request: same key), for the checkout's code fields to read.
  const quote = useCartQuote({
    publicKey: cartKey,
    items,
    choice: orderChoice,
    language: i18n.language,
    enabled: !table,
  });
  const paths = sitePathsOf(i18n.language);
  // Once the form is on screen it stays: a pause meanwhile is the server's to refuse, with the
  // guest's input kept. At the table and for pickup or delivery each has its own form.
  const mode = table ? 'table' : 'site';
  const [formShownFor, setFormShownFor] = useState<'table' | 'site' | null>(null);
  const canOrder =
    (table ? tableOrderingOpen(ordering.data) : ordering.data?.available === true) &&
    items.length > 0;
  if (canOrder && formShownFor !== mode) setFormShownFor(mode);
  const formShown = formShownFor === mode;

  useEffect(() => {
    if (!restaurant) return;
    document.title = tPublic('ordering.checkoutTitle', { name: restaurant.name });
  }, [restaurant, tPublic]);

  const onPlaced = useCallback(
    (order: { public_id: string }) => {
      navigate(`/${i18n.language}/order/${order.public_id}`);
      clearAfterOrder();
    },
    [navigate, clearAfterOrder, i18n.language],
  );

  if (!restaurant) return null;
  const { lines } = orderLinesOf(items);

  let content: React.ReactNode;
  if ((formShown || canOrder) && ordering.data && items.length > 0 && table) {
    content = (
      <TableCheckoutForm
        restaurant={restaurant}
        table={table}
        items={lines}
        cartTempId={tempId}
        summary={<CartSummary />}
        privacyUrl={paths.privacy}
        onLeaveTable={leaveTable}
        onPlaced={onPlaced}
      />
    );
  } else if ((formShown || canOrder) && ordering.data && items.length > 0) {
    content = (
      <CheckoutForm
        restaurant={restaurant}
        ordering={ordering.data}
        items={lines}
        cartTempId={tempId}
        summary={<CartSummary />}
        quote={quote.data}
        privacyUrl={paths.privacy}
        onChoiceChange={setOrderChoice}
        onPlaced={onPlaced}
      />
    );
  } else if (offersOrdering && ordering.isPending) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Spinner label={t('checkout.loading')} />
      </Box>
    );
  } else if (table ? !tableOrderingOpen(ordering.data) : !ordering.data?.available) {
    content = (
      <Box data-testid="checkout-closed">
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {t('checkout.closedTitle')}
        </Typography>
        {table ? (
          <Typography sx={{ mt: 1 }}>{t('table.closed', { table: table.name })}</Typography>
        ) : (
          <OrderingNotice ordering={ordering.data} timeZone={restaurant.time_zone} />
        )}
        <Box sx={{ mt: 3 }}>
          <Button component={Link} to={paths.menu} variant="outlined">
            {t('checkout.backToMenu')}
          </Button>
        </Box>
      </Box>
    );
  } else {
    content = (
      <Box data-testid="checkout-empty">
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {t('checkout.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('checkout.empty.message')}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Button component={Link} to={paths.menu} variant="contained">
            {t('checkout.backToMenu')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <div className="site-container site-order-page">
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 700, mb: 3 }}
      >
        {t('checkout.title')}
      </Typography>
      {content}
    </div>
  );
}
