import type { BoardOrder } from '@coperto/shared/orders/order-board.schemas';
import { nextStatus, type OrderStatus } from '@coperto/shared/orders/order-states';
import Close from '@mui/icons-material/Close';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useBoardOrders } from '../api/get-board-orders';
import { type OrdersRestaurant, useOrdersRestaurant } from '../api/get-orders-restaurant';
import { LiveStatusChip } from '../components/live-status-chip';
import { OrderLines } from '../components/order-lines';
import { SoundToggle } from '../components/sound-toggle';
import { type OrderMoves, useOrderMoves } from '../components/use-order-moves';
import { type AgeLevel, ageLevel, boardColumns, dayOffset, minutesSince } from '../lib/board';
import { useBoardLiveUpdates } from '../lib/use-board-live-updates';
import { useNewOrderAlert } from '../lib/use-new-order-alert';
import { useNow } from '../lib/use-now';
import { type OrderText, useOrderText } from '../lib/use-order-text';
import { LoadingBlock } from './orders-board-page';

/** The states the pass works on; orders still to accept are counted above them. */
const KITCHEN_STATUSES: readonly OrderStatus[] = ['accepted', 'preparing', 'ready'];

const AGE_COLOURS: Record<AgeLevel, { bg: string; fg: string }> = {
  fresh: { bg: '#37474f', fg: '#fff' },
  amber: { bg: '#ffb300', fg: '#1a1a1a' },
  red: { bg: '#d32f2f', fg: '#fff' },
};

export function KitchenDisplayPage() {
  const user = useSignedInUser();
  const restaurantId = user?.restaurant?.id;
  const restaurant = useOrdersRestaurant(restaurantId);
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <KitchenDisplay restaurant={restaurant.data} />;
}

/**
 * /dashboard/orders/kitchen: the board for a tablet on the pass. Over the whole screen, large
 * type, each order's age turning amber and then red, one tap on an order moves it on.
 */
function KitchenDisplay({ restaurant }: { restaurant: OrdersRestaurant }) {
  const { t } = useTranslation(['orders', 'dashboard']);
  const text = useOrderText(restaurant.timeZone);
  const now = useNow(10_000);
  const board = useBoardOrders(restaurant.id);
  const orders = board.data?.orders;
  const live = useBoardLiveUpdates(restaurant.id);
  const moves = useOrderMoves(restaurant.id, restaurant.timeZone, text);
  useNewOrderAlert(orders, `${t('orders:kitchen.title')} · Coperto`);
  const columns = boardColumns(orders ?? []).filter((column) =>
    KITCHEN_STATUSES.includes(column.status),
  );
  const waiting = (orders ?? []).filter((order) => order.status === 'received').length;

  return (
    <Box
      role="region"
      aria-label={t('orders:kitchen.title')}
      sx={{
        position: 'fixed',
        inset: 0,
        // Above the dashboard's navigation; dialogs and alerts stay above it.
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: '#121212',
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 1.5 },
        gap: 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          {t('orders:kitchen.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontVariantNumeric: 'tabular-nums', opacity: 0.8 }}>
          {text.time(new Date(now))}
        </Typography>
        <LiveStatusChip status={live} />
        <Box sx={{ flex: 1 }} />
        {waiting > 0 && (
          <Button component={RouterLink} to=".." variant="contained" color="warning" size="large">
            {t('orders:kitchen.waiting', { count: waiting })}
          </Button>
        )}
        <SoundToggle compact />
        <IconButton
          aria-label={t('orders:kitchen.fullscreen')}
          sx={{ color: '#fff' }}
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          <Fullscreen />
        </IconButton>
        <IconButton
          component={RouterLink}
          to=".."
          aria-label={t('orders:kitchen.exit')}
          sx={{ color: '#fff' }}
          onClick={() => {
            if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          }}
        >
          <Close />
        </IconButton>
      </Stack>
      {board.isError ? (
        <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2 }}>
          <SectionMessage kind="failed" onRetry={() => void board.refetch()} />
        </Box>
      ) : !orders ? (
        <LoadingBlock />
      ) : (
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridAutoFlow: { xs: 'column', sm: 'row' },
            gridAutoColumns: { xs: '88%' },
            gridTemplateColumns: { sm: `repeat(${KITCHEN_STATUSES.length}, minmax(0, 1fr))` },
            gap: { xs: 1, md: 1.5 },
            overflowX: { xs: 'auto', sm: 'hidden' },
          }}
        >
          {columns.map((column) => (
            <Box
              key={column.status}
              component="section"
              aria-label={t('orders:board.column', {
                status: text.status(column.status),
                count: column.orders.length,
              })}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                minHeight: 0,
                bgcolor: '#1e1e1e',
                borderRadius: 2,
                p: 1,
              }}
            >
              <Typography
                component="h2"
                sx={{ fontSize: '1.4rem', fontWeight: 700, px: 0.5, pb: 1 }}
              >
                {text.status(column.status)} · {column.orders.length}
              </Typography>
              <Stack spacing={1.25} sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
                {column.orders.map((order) => (
                  <KitchenTicketCard
                    key={order.id}
                    order={order}
                    now={now}
                    text={text}
                    moves={moves}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      {moves.dialogs}
    </Box>
  );
}

/**
 * One order on the pass, its dishes from the board's read: a tap anywhere on it moves it on
 * ("bump"). An order of another day names it. Memo, as the board's cards.
 */
const KitchenTicketCard = memo(function KitchenTicketCard({
  order,
  now,
  text,
  moves,
}: {
  order: BoardOrder;
  now: number;
  text: OrderText;
  moves: OrderMoves;
}) {
  const { t } = useTranslation('orders');
  const age = minutesSince(order.order_datetime, now);
  const level = ageLevel(age);
  // An order of an earlier day says when it came in ("ieri 21:40"), not "13 h 44 min".
  const earlierDay = dayOffset(order.order_datetime, now, text.timeZone) < 0;
  const placed = earlierDay ? text.dayTime(order.order_datetime, now) : text.age(age);
  const next = nextStatus(order);
  const busy = moves.pendingId === order.id;
  return (
    <ButtonBase
      component="article"
      disabled={!next || busy}
      onClick={() => moves.advance(order)}
      aria-label={
        next ? t('kitchen.bump', { number: order.number, action: t(`advance.${next}`) }) : undefined
      }
      data-age={level}
      sx={{
        display: 'block',
        // A full column scrolls: its tickets keep their height instead of being squeezed.
        flexShrink: 0,
        textAlign: 'left',
        width: '100%',
        bgcolor: '#fafafa',
        color: '#111',
        borderRadius: 2,
        overflow: 'hidden',
        opacity: busy ? 0.6 : 1,
        borderTop: 8,
        borderColor: AGE_COLOURS[level].bg,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1.5, pt: 1 }}>
        <Typography sx={{ fontSize: '2.4rem', fontWeight: 900, lineHeight: 1, flex: 1 }}>
          #{order.number}
        </Typography>
        <Box
          sx={{
            bgcolor: AGE_COLOURS[level].bg,
            color: AGE_COLOURS[level].fg,
            px: 1.25,
            py: 0.5,
            borderRadius: 1.5,
            fontSize: '1.5rem',
            fontWeight: 800,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
          aria-label={
            earlierDay ? t('card.placedOn', { when: placed }) : t('card.placed', { age: placed })
          }
        >
          {placed}
        </Box>
      </Stack>
      <Typography sx={{ px: 1.5, fontSize: '1.15rem', fontWeight: 700 }}>
        {text.type(order.type)} · {text.whenOn(order, now)}
      </Typography>
      <Typography sx={{ px: 1.5, fontSize: '1.05rem' }} noWrap>
        {order.customer_name}
      </Typography>
      <Box sx={{ px: 1.5, py: 1 }}>
        <OrderLines order={order} large />
      </Box>
      {next && (
        <Box
          sx={{
            bgcolor:
              next === 'completed' || next === 'out_for_delivery' ? 'success.main' : 'primary.main',
            color: '#fff',
            textAlign: 'center',
            py: 1.25,
            fontSize: '1.3rem',
            fontWeight: 700,
          }}
        >
          {t(`advance.${next}`)}
        </Box>
      )}
    </ButtonBase>
  );
});
