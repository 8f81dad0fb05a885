import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import Add from '@mui/icons-material/Add';
import Kitchen from '@mui/icons-material/Kitchen';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useBoardOrders } from '../api/get-board-orders';
import { type OrdersRestaurant, useOrdersRestaurant } from '../api/get-orders-restaurant';
import { AutoPrintToggle } from '../components/auto-print-toggle';
import { usePrintTicket } from '../components/kitchen-ticket';
import { LiveStatusChip } from '../components/live-status-chip';
import { OrderCard } from '../components/order-card';
import { OrderDetailDrawer } from '../components/order-detail';
import { RushBar } from '../components/rush-bar';
import { SoundToggle } from '../components/sound-toggle';
import { useOrderMoves } from '../components/use-order-moves';
import { useAutoPrintTickets } from '../lib/auto-print';
import { boardColumns, finishedToday } from '../lib/board';
import { useBoardLiveUpdates } from '../lib/use-board-live-updates';
import { useNewOrderAlert } from '../lib/use-new-order-alert';
import { useNow } from '../lib/use-now';
import { useOrderText } from '../lib/use-order-text';

/** Gives the board its data, or says why there is none. */
export function OrdersBoardPage() {
  const user = useSignedInUser();
  const restaurantId = user?.restaurant?.id;
  const restaurant = useOrdersRestaurant(restaurantId);
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <OrdersBoard restaurant={restaurant.data} />;
}

export function LoadingBlock() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

/**
 * /dashboard/orders: the restaurant's open orders in a column per state, live, those of an earlier
 * day included (decision 051); today's finished ones are counted. The kitchen accepts, rejects and
 * moves them on; a new one rings until someone accepts it.
 */
function OrdersBoard({ restaurant }: { restaurant: OrdersRestaurant }) {
  const { t } = useTranslation(['orders', 'dashboard']);
  const text = useOrderText(restaurant.timeZone);
  const now = useNow();
  const board = useBoardOrders(restaurant.id);
  const orders = board.data?.orders;
  const live = useBoardLiveUpdates(restaurant.id);
  const moves = useOrderMoves(restaurant.id, restaurant.timeZone, text);
  const { print: printTicket, sheet: ticketSheet, printing } = usePrintTicket(text);
  useAutoPrintTickets(orders, printTicket, printing);
  const [openId, setOpenId] = useState<number | null>(null);
  const onPrint = useCallback((order: OrderSummary) => printTicket(order.id), [printTicket]);
  useNewOrderAlert(orders, `${t('dashboard:sections.orders.title')} · Coperto`);
  const open = useCallback((order: OrderSummary) => setOpenId(order.id), []);

  return (
    <>
      <Stack
        direction="row"
        sx={{
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
        >
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('board.title')}
          </Typography>
          <LiveStatusChip status={live} />
          {orders && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('board.finishedToday', { count: finishedToday(orders).length })}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <SoundToggle />
          <AutoPrintToggle />
          <Button component={RouterLink} to="kitchen" variant="outlined" startIcon={<Kitchen />}>
            {t('board.kitchen')}
          </Button>
          <Button component={RouterLink} to="new" variant="contained" startIcon={<Add />}>
            {t('board.newOrder')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ mb: 2 }}>
        <RushBar restaurantId={restaurant.id} now={now} text={text} />
      </Box>
      {board.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('board.truncated', { count: board.data.orders.length })}
        </Alert>
      )}
      {board.isError ? (
        <SectionMessage kind="failed" onRetry={() => void board.refetch()} />
      ) : !orders ? (
        <LoadingBlock />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            // Every column side by side on a laptop beside the menu; narrower, they scroll.
            gridAutoColumns: { xs: '86%', sm: 'minmax(280px, 1fr)', lg: 'minmax(190px, 1fr)' },
            gap: 1.5,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 1,
            alignItems: 'start',
          }}
        >
          {boardColumns(orders).map((column) => (
            <Paper
              key={column.status}
              component="section"
              aria-label={t('board.column', {
                status: text.status(column.status),
                count: column.orders.length,
              })}
              variant="outlined"
              sx={{
                p: 1,
                borderRadius: 2,
                bgcolor: 'grey.100',
                scrollSnapAlign: 'start',
                minHeight: 200,
              }}
            >
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.5, pb: 1 }}
              >
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {text.status(column.status)}
                </Typography>
                <Badge
                  badgeContent={column.orders.length}
                  color={
                    column.status === 'received' && column.orders.length > 0 ? 'warning' : 'default'
                  }
                  showZero
                  sx={{
                    mr: 1.5,
                    '& .MuiBadge-badge': { bgcolor: column.orders.length ? undefined : 'grey.300' },
                  }}
                />
              </Stack>
              <Stack spacing={1}>
                {column.orders.length === 0 && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ px: 0.5, py: 2, textAlign: 'center' }}
                  >
                    {t('board.empty')}
                  </Typography>
                )}
                {column.orders.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={now}
                    text={text}
                    moves={moves}
                    onOpen={open}
                    onPrint={onPrint}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {openId !== null && (
        <OrderDetailDrawer
          orderId={openId}
          restaurant={restaurant}
          text={text}
          moves={moves}
          onPrint={printTicket}
          onClose={() => setOpenId(null)}
        />
      )}
      {moves.dialogs}
      {ticketSheet}
    </>
  );
}
