import type { Order } from '@coperto/shared/orders/order.schemas';
import { allowedTransitions, type OrderStatus } from '@coperto/shared/orders/order-states';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/session/use-permission';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useOrder } from '../api/get-order';
import type { OrdersRestaurant } from '../api/get-orders-restaurant';
import type { OrderText } from '../lib/use-order-text';
import { CorrectionDialog } from './correction-dialog';
import { OrderMoveButtons } from './order-card';
import { canBeRefunded, paidByGiftCard, RefundDialog } from './refund-dialog';
import type { OrderMoves } from './use-order-moves';

/** Orders whose lines staff may still correct: the kitchen has not started on them. */
export const CORRECTABLE_STATUSES: readonly OrderStatus[] = ['received', 'accepted'];

const STATUS_COLOURS: Partial<
  Record<OrderStatus, 'warning' | 'info' | 'success' | 'error' | 'primary'>
> = {
  received: 'warning',
  accepted: 'info',
  preparing: 'primary',
  ready: 'success',
  out_for_delivery: 'info',
  completed: 'success',
  rejected: 'error',
  cancelled: 'error',
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1.5 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * An order whole: its lines and VAT by rate, the guest and their contacts, the address, the
 * payment, the history (who, when, why; a correction's lines before and after) and its moves.
 */
export function OrderDetailContent({
  order,
  restaurant,
  text,
  moves,
  onPrint,
}: {
  order: Order;
  restaurant: OrdersRestaurant;
  text: OrderText;
  moves: OrderMoves;
  onPrint(orderId: number): void;
}) {
  const { t } = useTranslation('orders');
  const [correcting, setCorrecting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const mayRefund = usePermission('refund:orders') && canBeRefunded(order);
  const canCancel = allowedTransitions(order).some((move) => move.to === 'cancelled');
  const address = order.delivery_address;
  const stamp = text.stamp;

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={text.state(order.status)} color={STATUS_COLOURS[order.status] ?? 'default'} />
        <Chip label={text.type(order.type)} variant="outlined" />
        {order.source === 'staff' && <Chip label={t('card.staff')} variant="outlined" />}
      </Stack>
      <Typography sx={{ mt: 1.5 }}>
        {t('detail.wanted', { when: text.when(order) })}
        {order.ready_at && ` · ${t('card.readyAt', { time: text.time(order.ready_at) })}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('detail.placedAt', { at: stamp(order.order_datetime) })}
      </Typography>
      {order.reason && (
        <Typography sx={{ mt: 1, color: 'error.main' }}>
          {t('detail.reason', { reason: order.reason })}
        </Typography>
      )}

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <OrderMoveButtons order={order} moves={moves} size="large" />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {CORRECTABLE_STATUSES.includes(order.status) && (
          <Button variant="outlined" onClick={() => setCorrecting(true)}>
            {t('detail.correct')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => onPrint(order.id)}>
          {t('ticket.print')}
        </Button>
        {canCancel && (
          <Button variant="outlined" color="error" onClick={() => moves.cancel(order)}>
            {t('actions.cancelOrder')}
          </Button>
        )}
      </Stack>

      <Block title={t('detail.lines')}>
        <Table size="small" aria-label={t('detail.lines')}>
          <TableBody>
            {order.items.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines and events have no id; their order is the order's own and never changes on screen
              <TableRow key={`${index}-${line.name}`}>
                <TableCell sx={{ pl: 0, width: 40, fontWeight: 700, verticalAlign: 'top' }}>
                  {line.quantity}×
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {line.name}
                  {line.variant_name && ` · ${line.variant_name}`}
                  {line.notes && (
                    <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'warning.dark' }}>
                      {line.notes}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ pr: 0, verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {text.money(line.total)}
                </TableCell>
              </TableRow>
            ))}
            {(
              [
                ['detail.subtotal', order.subtotal],
                ...(order.delivery_fee
                  ? [['detail.deliveryFee', order.delivery_fee] as const]
                  : []),
                ...(order.discount ? [['detail.discount', -order.discount] as const] : []),
              ] as const
            ).map(([key, amount]) => (
              <TableRow key={key}>
                <TableCell sx={{ pl: 0 }} />
                <TableCell>{t(key)}</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {text.money(amount)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ pl: 0, borderBottom: 0 }} />
              <TableCell sx={{ fontWeight: 700, borderBottom: 0 }}>{t('detail.total')}</TableCell>
              <TableCell align="right" sx={{ pr: 0, fontWeight: 700, borderBottom: 0 }}>
                {text.money(order.total)}
              </TableCell>
            </TableRow>
            {order.gift_card > 0 && (
              <>
                <TableRow data-testid="order-gift-card">
                  <TableCell sx={{ pl: 0, borderBottom: 0 }} />
                  <TableCell sx={{ borderBottom: 0 }}>
                    {t('detail.giftCard', { last4: order.gift_card_last4 ?? '' })}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 0, borderBottom: 0 }}>
                    {text.money(-order.gift_card)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={{ pl: 0, borderBottom: 0 }} />
                  <TableCell sx={{ fontWeight: 700, borderBottom: 0 }}>
                    {t('detail.toPay')}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 0, fontWeight: 700, borderBottom: 0 }}>
                    {text.money(order.to_pay)}
                  </TableCell>
                </TableRow>
              </>
            )}
          </TableBody>
        </Table>
        {order.notes && (
          <Typography sx={{ mt: 1 }}>
            <strong>{t('card.orderNotes')}</strong> {order.notes}
          </Typography>
        )}
      </Block>

      {order.vat.length > 0 && (
        <Block title={t('detail.vat')}>
          <Table size="small" aria-label={t('detail.vat')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ pl: 0 }}>{t('detail.vatRate')}</TableCell>
                <TableCell align="right">{t('detail.vatNet')}</TableCell>
                <TableCell align="right">{t('detail.vatAmount')}</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {t('detail.vatGross')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.vat.map((rate) => (
                <TableRow key={rate.rate_code}>
                  <TableCell sx={{ pl: 0 }}>{rate.rate} %</TableCell>
                  <TableCell align="right">{text.money(rate.net)}</TableCell>
                  <TableCell align="right">{text.money(rate.vat)}</TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    {text.money(rate.gross)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Block>
      )}

      <Divider />
      <Block title={t('detail.guest')}>
        <Typography sx={{ fontWeight: 600 }}>{order.customer_name}</Typography>
        {order.phone && (
          <Typography>
            <Link href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</Link>
          </Typography>
        )}
        {order.email && (
          <Typography>
            <Link href={`mailto:${order.email}`}>{order.email}</Link>
          </Typography>
        )}
      </Block>
      {address && (
        <Block title={t('detail.address')}>
          <Typography>
            {address.address} {address.street_number}
          </Typography>
          <Typography>
            {address.cap} {address.city}
          </Typography>
          {address.notes && <Typography color="text.secondary">{address.notes}</Typography>}
        </Block>
      )}
      <Block title={t('detail.payment')}>
        <Typography data-testid="order-payment">
          {paidByGiftCard(order) ? t('payment.gift_card') : t(`payment.${order.payment_method}`)}
          {' · '}
          {t(`paymentStatus.${order.payment_status}`)}
        </Typography>
        {order.refunded > 0 && (
          <Typography data-testid="order-refunded" sx={{ fontWeight: 600 }}>
            {t('refund.done', {
              amount: text.money(order.refunded),
              total: text.money(order.total),
            })}
          </Typography>
        )}
        {mayRefund && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setRefunding(true)}
            sx={{ mt: 1 }}
          >
            {t('refund.open')}
          </Button>
        )}
      </Block>

      <Divider />
      <Block title={t('detail.history')}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.events.map((event, index) => (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: lines and events have no id; their order is the order's own and never changes on screen
              key={`${index}-${event.at}`}
              sx={{ py: 1, borderLeft: 2, borderColor: 'divider', pl: 1.5, ml: 0.5 }}
            >
              <Typography variant="body2" color="text.secondary">
                {stamp(event.at)} ·{' '}
                {event.by ??
                  (order.source === 'online' && index === 0
                    ? t('history.guest')
                    : t('history.system'))}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {event.items_changed
                  ? t('history.corrected')
                  : event.refund !== null
                    ? t(paidByGiftCard(order) ? 'history.refundedGiftCard' : 'history.refunded', {
                        amount: text.money(event.refund),
                      })
                    : event.from_status
                      ? t('history.moved', {
                          from: text.state(event.from_status),
                          to: text.state(event.to_status),
                        })
                      : t('history.placed', { status: text.state(event.to_status) })}
              </Typography>
              {event.reason && (
                <Typography variant="body2">
                  {t('detail.reason', { reason: event.reason })}
                </Typography>
              )}
              {event.items_changed && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 0.5 }}>
                  {(['before', 'after'] as const).map((side) => (
                    <Box key={side} sx={{ flex: 1 }}>
                      <Typography variant="caption" color="text.secondary">
                        {t(`history.${side}`)}
                      </Typography>
                      {event.items_changed?.[side].map((line, lineIndex) => (
                        <Typography
                          variant="body2"
                          // biome-ignore lint/suspicious/noArrayIndexKey: lines and events have no id; their order is the order's own and never changes on screen
                          key={`${lineIndex}-${line.name}`}
                          sx={
                            side === 'before'
                              ? { textDecoration: 'line-through', color: 'text.secondary' }
                              : undefined
                          }
                        >
                          {line.quantity}× {line.name}
                          {line.variant_name && ` · ${line.variant_name}`}
                        </Typography>
                      ))}
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Box>
      </Block>
      {refunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
      {correcting && (
        <CorrectionDialog
          order={order}
          restaurant={restaurant}
          onClose={() => setCorrecting(false)}
        />
      )}
    </Box>
  );
}

/** The order beside the board: a drawer on a tablet and a desktop, the whole screen on a phone. */
export function OrderDetailDrawer({
  orderId,
  restaurant,
  text,
  moves,
  onPrint,
  onClose,
}: {
  orderId: number;
  restaurant: OrdersRestaurant;
  text: OrderText;
  moves: OrderMoves;
  onPrint(orderId: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('orders');
  const order = useOrder(orderId);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 }, p: 2 },
          role: 'dialog',
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800, flex: 1 }}>
          {order.data
            ? t('detail.title', { number: order.data.number, name: order.data.customer_name })
            : t('detail.loading')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('actions.close')}>
          <Close />
        </IconButton>
      </Stack>
      {order.isError ? (
        <SectionMessage kind="failed" onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <OrderDetailContent
          order={order.data}
          restaurant={restaurant}
          text={text}
          moves={moves}
          onPrint={onPrint}
        />
      ) : null}
    </Drawer>
  );
}
