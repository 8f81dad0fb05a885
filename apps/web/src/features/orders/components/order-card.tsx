import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import type { BoardOrder } from '@coperto/shared/orders/order-board.schemas';
import { allowedTransitions, nextStatus } from '@coperto/shared/orders/order-states';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOffset, minutesSince } from '../lib/board';
import type { OrderText } from '../lib/use-order-text';
import { OrderLines } from './order-lines';
import type { OrderMoves } from './use-order-moves';

/** The buttons of an order's state: accept and reject, or the one move forward. */
export function OrderMoveButtons({
  order,
  moves,
  size = 'medium',
}: {
  order: OrderSummary;
  moves: OrderMoves;
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('orders');
  const busy = moves.pendingId === order.id;
  if (order.status === 'received') {
    return (
      <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
        <Button
          variant="contained"
          size={size}
          onClick={() => moves.accept(order)}
          disabled={busy}
          sx={{ flex: 2 }}
        >
          {t('actions.accept')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size={size}
          onClick={() => moves.reject(order)}
          disabled={busy}
          sx={{ flex: 1 }}
        >
          {t('actions.reject')}
        </Button>
      </Stack>
    );
  }
  const next = nextStatus(order);
  if (!next) return null;
  return (
    <Button
      variant="contained"
      color={next === 'completed' ? 'success' : 'primary'}
      size={size}
      loading={busy}
      onClick={() => moves.advance(order)}
      sx={{ flex: 1 }}
    >
      {t(`advance.${next}`)}
    </Button>
  );
}

/**
 * One order on the board: who, what, when, how long it has waited, and its next move. Its dishes
 * come with the board's read (decision 051). An order of another day says which ("ieri 21:30").
 * Memo: a board refetch re-renders only the cards whose order changed (the query keeps the others'
 * objects).
 */
export const OrderCard = memo(function OrderCard({
  order,
  now,
  text,
  moves,
  onOpen,
  onPrint,
}: {
  order: BoardOrder;
  now: number;
  text: OrderText;
  moves: OrderMoves;
  onOpen(order: OrderSummary): void;
  onPrint(order: OrderSummary): void;
}) {
  const { t } = useTranslation('orders');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const canCancel = allowedTransitions(order).some((move) => move.to === 'cancelled');
  const age = minutesSince(order.order_datetime, now);
  const waiting = order.status === 'received';
  const earlierDay = dayOffset(order.order_datetime, now, text.timeZone) < 0;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={t('card.label', { number: order.number })}
      sx={{
        borderRadius: 2,
        borderWidth: waiting ? 2 : 1,
        borderColor: waiting ? 'warning.main' : 'divider',
      }}
    >
      {/* A tap on the card opens it (a button may not hold its lists); keyboards use the menu. */}
      <Box
        onClick={() => onOpen(order)}
        sx={{ p: 1.5, pb: 1, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
      >
        {/* Wraps rather than cuts: an order of another day has a longer corner ("ieri 22:15"). */}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}
        >
          <Typography variant="h5" component="h3" sx={{ fontWeight: 800 }}>
            #{order.number}
          </Typography>
          <Chip
            size="small"
            label={text.type(order.type)}
            color={order.type === 'delivery' ? 'info' : 'default'}
          />
          {order.source === 'staff' && (
            <Chip size="small" variant="outlined" label={t('card.staff')} />
          )}
          <Typography
            sx={{
              ml: 'auto',
              fontWeight: 700,
              fontSize: '1.1rem',
              whiteSpace: 'nowrap',
            }}
            aria-label={t('card.wanted')}
          >
            {text.whenOn(order, now)}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{order.customer_name}</Typography>
        {order.ready_at && order.status !== 'received' && (
          <Typography variant="body2" color="text.secondary">
            {dayOffset(order.ready_at, now, text.timeZone) === 0
              ? t('card.readyAt', { time: text.time(order.ready_at) })
              : t('card.readyOn', { when: text.dayTime(order.ready_at, now) })}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>
          <OrderLines order={order} />
        </Box>
        <Stack
          direction="row"
          // In a narrow column the total goes under the age rather than splitting it.
          sx={{
            mt: 1,
            justifyContent: 'space-between',
            alignItems: 'baseline',
            flexWrap: 'wrap',
            columnGap: 1,
          }}
        >
          <Typography
            variant="body2"
            color={waiting && age >= 5 ? 'error' : 'text.secondary'}
            sx={{ fontWeight: earlierDay ? 700 : undefined }}
          >
            {earlierDay
              ? t('card.placedOn', { when: text.dayTime(order.order_datetime, now) })
              : t('card.placed', { age: text.age(age) })}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{text.money(order.total)}</Typography>
        </Stack>
        {order.gift_card > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'right' }}
            data-testid="order-card-gift-card"
          >
            {order.to_pay > 0
              ? t('card.giftCardPart', {
                  amount: text.money(order.gift_card),
                  rest: text.money(order.to_pay),
                })
              : t('card.giftCardAll')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, pt: 0.5, alignItems: 'center' }}>
        <OrderMoveButtons order={order} moves={moves} />
        {!waiting && !nextStatus(order) && <Box sx={{ flex: 1 }} />}
        <IconButton
          aria-label={t('card.more', { number: order.number })}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Stack>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onOpen(order);
          }}
        >
          {t('card.details')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onPrint(order);
          }}
        >
          {t('ticket.print')}
        </MenuItem>
        {canCancel && (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              moves.cancel(order);
            }}
            sx={{ color: 'error.main' }}
          >
            {t('actions.cancelOrder')}
          </MenuItem>
        )}
      </Menu>
    </Card>
  );
});
