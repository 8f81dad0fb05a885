import type { PublicOrder } from '@coperto/shared/orders/order.schemas';
import {
  FINAL_ORDER_STATUSES,
  type OrderStatus,
  type OrderType,
} from '@coperto/shared/orders/order-states';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatEuros } from '../../../shared/lib/format-money';
import { PhoneOutlinedIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/page-spinner';
import { usePublicOrder } from '../api/get-public-order';
import { slotWords } from '../lib/slot-words';
import './order-tracking.css';

/** The steps an order of this type goes through, in order (the shared state machine's names). */
export function stepsOf(type: OrderType, status: OrderStatus): OrderStatus[] {
  const steps: OrderStatus[] = ['received', 'accepted', 'preparing', 'ready'];
  if (type === 'delivery') steps.push('out_for_delivery');
  steps.push('completed');
  return status === 'awaiting_payment' ? ['awaiting_payment', ...steps] : steps;
}

function StatusSteps({ order }: { order: PublicOrder }) {
  const { t } = useTranslation('ordering');
  const steps = stepsOf(order.type, order.status);
  const current = steps.indexOf(order.status);
  return (
    <ol className="tracking-steps" aria-label={t('tracking.statusLabel')}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        // Ready for the guest to collect; a table's order is brought, a delivery goes out.
        const label =
          step === 'ready' && order.type === 'pickup'
            ? t('tracking.steps.readyPickup')
            : t(`tracking.steps.${step}`);
        return (
          <li
            key={step}
            className="tracking-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            data-testid={`tracking-step-${step}`}
          >
            <span className="tracking-step-dot" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="tracking-step-label">{label}</span>
            {state !== 'todo' && (
              <span className="visually-hidden">
                {' '}
                ({state === 'done' ? t('tracking.stepDone') : t('tracking.stepCurrent')})
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A card order let go because its payment never came (the payment timeout or Stripe's expiry). */
export function paymentExpired(order: PublicOrder): boolean {
  return (
    order.status === 'cancelled' &&
    order.payment_method === 'card' &&
    order.events.some((e) => e.from_status === 'awaiting_payment' && e.to_status === 'cancelled')
  );
}

/** What the guest reads about paying: at the restaurant, card waiting, paid, given back. */
export function paymentLineOf(order: PublicOrder): {
  key:
    | 'paymentAtRestaurant'
    | 'paymentWithBill'
    | 'paymentCardPending'
    | 'paymentCardPaid'
    | 'paymentCardRefunded'
    | 'paymentCardPartlyRefunded'
    | 'paymentCardNotMade'
    | 'paidByGiftCard';
  refunded: number;
} {
  const { refunded } = order;
  // A gift card paid it all (decision 071): nothing to pay at the restaurant or by card.
  if (order.gift_card > 0 && order.to_pay === 0 && order.payment_status === 'paid') {
    return { key: 'paidByGiftCard', refunded };
  }
  if (order.payment_method !== 'card') {
    // An order from the table is paid with the table's bill.
    return { key: order.type === 'table' ? 'paymentWithBill' : 'paymentAtRestaurant', refunded };
  }
  if (order.payment_status === 'refunded') return { key: 'paymentCardRefunded', refunded };
  if (order.payment_status === 'paid') {
    return { key: refunded > 0 ? 'paymentCardPartlyRefunded' : 'paymentCardPaid', refunded };
  }
  if (order.payment_status === 'pending') return { key: 'paymentCardPending', refunded };
  // Unpaid and no longer pending: the payment never came (the order was let go).
  return { key: 'paymentCardNotMade', refunded };
}

/**
 * A card order not paid yet: the kitchen gets it once the payment is confirmed. The button leads
 * back to the provider's page (the guest may have closed it); once paid, the page moves by itself.
 */
function PayNow({ order, money }: { order: PublicOrder; money(euros: number): string }) {
  const { t } = useTranslation('ordering');
  return (
    <Box className="tracking-pay" data-testid="tracking-pay">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('tracking.payTitle')}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{t('tracking.payKitchen')}</Typography>
      {order.payment_url ? (
        <>
          <Button
            variant="contained"
            size="large"
            href={order.payment_url}
            sx={{ mt: 2 }}
            data-testid="tracking-pay-now"
          >
            {t('tracking.payNow', { amount: money(order.to_pay) })}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('tracking.payAlreadyPaid')}
          </Typography>
        </>
      ) : (
        <Typography sx={{ mt: 1 }} data-testid="tracking-pay-missing">
          {t('tracking.payMissing')}
        </Typography>
      )}
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', py: 0.25 }}>
      <Typography sx={{ flex: 1, fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography
        sx={{
          fontWeight: strong ? 700 : 400,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The guest's tracking page (`/{lang}/order/{publicId}`): the order's number big, where it is in
 * its steps (or why it was rejected or cancelled), when it will be ready, what was ordered and
 * the total, and the restaurant's phone. It reads the order again every 10 s until it is final
 * (get-public-order.ts). An order from a table offers the next round ("Ordina ancora") while the
 * guest's browser still keeps the table (decision 062): `orderAgainPath` is then the menu's path.
 */
export function OrderTracking({
  publicId,
  timeZone,
  homePath,
  orderAgainPath = null,
}: {
  publicId: string;
  timeZone: string;
  homePath: string;
  orderAgainPath?: string | null;
}) {
  const { t, i18n } = useTranslation('ordering');
  const language = i18n.language;
  const query = usePublicOrder(publicId);
  const order = query.data;
  const money = (euros: number) => formatEuros(euros, language);

  if (!order) {
    if (query.isError) {
      const missing = query.error instanceof ApiRequestError && query.error.status === 404;
      return (
        <Alert
          severity={missing ? 'info' : 'error'}
          data-testid="tracking-error"
          action={
            missing ? undefined : (
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('tracking.retry')}
              </Button>
            )
          }
        >
          {missing ? t('tracking.notFound') : t('tracking.loadError')}
        </Alert>
      );
    }
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Spinner label={t('checkout.loading')} />
      </Box>
    );
  }

  const final = FINAL_ORDER_STATUSES.includes(order.status);
  const stopped = order.status === 'rejected' || order.status === 'cancelled';
  const slot = slotWords(order.slot_start, language, timeZone);
  const when = order.asap
    ? t('tracking.asap')
    : slot.when === 'today'
      ? t('tracking.slotToday', { time: slot.time })
      : slot.when === 'tomorrow'
        ? t('tracking.slotTomorrow', { time: slot.time })
        : t('tracking.slotOn', { day: slot.day, time: slot.time });
  const phone = order.restaurant.phone_number.trim();
  const unpaid = paymentExpired(order);
  const payment = paymentLineOf(order);

  return (
    <Stack
      spacing={3.5}
      className="tracking"
      data-testid="order-tracking"
      data-status={order.status}
    >
      <Box>
        <Typography variant="body1" color="text.secondary">
          {t('tracking.thanks', { name: order.customer_name.split(' ')[0] })}
        </Typography>
        <Typography
          component="h1"
          className="tracking-number"
          data-testid="tracking-number"
          sx={{ fontFamily: 'var(--display-font, inherit)' }}
        >
          {t('tracking.heading', { number: order.number })}
        </Typography>
        <Typography color="text.secondary">
          {t('tracking.placedAt', {
            time: slotWords(order.placed_at, language, timeZone).time,
          })}
          {' · '}
          <span data-testid="tracking-type">
            {order.type === 'table' && order.table_name
              ? t('table.at', { table: order.table_name })
              : t(`types.${order.type}`)}
          </span>
        </Typography>
      </Box>

      {stopped ? (
        <Alert severity="error" data-testid="tracking-stopped">
          <Typography sx={{ fontWeight: 700 }}>{t(`tracking.steps.${order.status}`)}</Typography>
          <Typography>
            {order.status === 'rejected'
              ? t('tracking.rejectedMessage')
              : unpaid
                ? t('tracking.paymentExpired')
                : t('tracking.cancelledMessage')}
          </Typography>
          {/* The expiry's reason is the server's two-language note: the line above says it. */}
          {order.reason && !unpaid && (
            <Typography>{t('tracking.reason', { reason: order.reason })}</Typography>
          )}
        </Alert>
      ) : (
        <Box role="status" aria-live="polite" data-testid="tracking-status">
          <StatusSteps order={order} />
        </Box>
      )}

      {order.status === 'awaiting_payment' && <PayNow order={order} money={money} />}

      {order.refunded > 0 && (
        <Alert severity="info" data-testid="tracking-refund">
          <Typography sx={{ fontWeight: 700 }}>
            {order.payment_status === 'refunded'
              ? t('tracking.refundedAll', { amount: money(order.refunded) })
              : t('tracking.refundedPart', {
                  amount: money(order.refunded),
                  total: money(order.total),
                })}
          </Typography>
          <Typography>{t('tracking.refundTiming')}</Typography>
        </Alert>
      )}

      <Box className="tracking-when">
        <Typography sx={{ fontWeight: 600 }} data-testid="tracking-slot">
          {order.type === 'delivery'
            ? t('tracking.deliveryAt', { when })
            : order.type === 'table'
              ? t('tracking.tableWhen')
              : t('tracking.pickupAt', { when })}
        </Typography>
        {order.ready_at && !stopped && (
          <Typography data-testid="tracking-ready-at">
            {t('tracking.readyAt', {
              time: slotWords(order.ready_at, language, timeZone).time,
            })}
          </Typography>
        )}
        {!final && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('tracking.live')}
          </Typography>
        )}
      </Box>

      {order.type === 'table' && orderAgainPath && (
        <Box className="tracking-again" data-testid="tracking-order-again">
          <Typography>{t('tracking.orderAgainHint')}</Typography>
          <Button
            component={Link}
            to={orderAgainPath}
            variant="contained"
            size="large"
            sx={{ mt: 1.5 }}
          >
            {t('tracking.orderAgain')}
          </Button>
        </Box>
      )}

      <Box component="section" aria-labelledby="tracking-items">
        <Typography id="tracking-items" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('tracking.items')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="tracking-items">
          {order.items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <Box component="li" key={index} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{line.quantity} ×</strong> {line.name}
                  {line.variant_name && ` · ${line.variant_name}`}
                </Typography>
                <Typography sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {money(line.total)}
                </Typography>
              </Stack>
              {line.notes && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {line.notes}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <Row label={t('tracking.subtotal')} value={money(order.subtotal)} />
          {(order.type === 'delivery' || order.delivery_fee > 0) && (
            <Row label={t('tracking.deliveryFee')} value={money(order.delivery_fee)} />
          )}
          {order.discount > 0 && (
            <Row label={t('tracking.discount')} value={`−${money(order.discount)}`} />
          )}
          <Divider sx={{ my: 1 }} />
          <Row label={t('tracking.total')} value={money(order.total)} strong />
          {order.gift_card > 0 && (
            <Box data-testid="tracking-gift-card">
              <Row
                label={t('tracking.giftCard', { last4: order.gift_card_last4 ?? '' })}
                value={`−${money(order.gift_card)}`}
              />
              <Row label={t('tracking.toPay')} value={money(order.to_pay)} strong />
            </Box>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5 }}
            data-testid="tracking-payment"
          >
            {t(`tracking.${payment.key}`, { amount: money(payment.refunded) })}
          </Typography>
        </Box>
      </Box>

      {phone && (
        <Box>
          <Typography sx={{ mb: 1 }}>{t('tracking.questions')}</Typography>
          <Button
            variant="outlined"
            size="large"
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            startIcon={<PhoneOutlinedIcon />}
            aria-label={`${t('tracking.call', { name: order.restaurant.name })}: ${phone}`}
            data-testid="tracking-call"
          >
            {phone}
          </Button>
        </Box>
      )}
      <Box>
        <Button href={homePath} color="inherit">
          {t('tracking.backHome')}
        </Button>
      </Box>
    </Stack>
  );
}
