import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListStateApi } from '../../../shared/ui/data-list/use-list-state';
import type { OrderText } from '../lib/use-order-text';
import { OrderStatusChip } from './order-status-chip';

/**
 * The orders list on a phone: one card per order (number, state, when, guest, type, total), so
 * nothing hides off the side of a table; the same list state and pages as the table.
 */
export function OrdersCards({
  list,
  orders,
  total,
  loading,
  text,
  onOpen,
  emptyTitle,
  emptyText,
  onReset,
}: {
  list: ListStateApi;
  orders: readonly OrderSummary[] | undefined;
  total: number;
  loading: boolean;
  text: OrderText;
  onOpen(order: OrderSummary): void;
  emptyTitle: string;
  emptyText: string;
  /** "Torna a oggi", where filters are set. */
  onReset?: () => void;
}) {
  const { t } = useTranslation(['orders-admin', 'forms']);
  const first = (list.page - 1) * list.limit;
  const last = Math.min(first + list.limit, total);
  if (!orders) {
    return (
      <Stack spacing={1} aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  if (orders.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {emptyTitle}
        </Typography>
        <Typography color="text.secondary">{emptyText}</Typography>
        {onReset && (
          <Button variant="contained" onClick={onReset} sx={{ mt: 2 }}>
            {t('list.noMatch.action')}
          </Button>
        )}
      </Paper>
    );
  }
  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-hidden />}</Box>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <Paper
            key={order.id}
            component="li"
            variant="outlined"
            sx={{ borderRadius: 2, overflow: 'hidden', opacity: loading ? 0.6 : 1 }}
          >
            <ButtonBase
              onClick={() => onOpen(order)}
              aria-label={t('list.open', { number: order.number })}
              sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 800 }}>#{order.number}</Typography>
                <OrderStatusChip status={order.status} />
                <Typography sx={{ ml: 'auto', fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {text.money(order.total)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} noWrap>
                {order.customer_name}
                {order.phone && (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {` · ${order.phone}`}
                  </Box>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {text.stamp(order.order_datetime)} · {text.type(order.type)} · {text.when(order)}
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1.5, gap: 1 }}
      >
        <Button
          onClick={() => list.setPage(list.page - 1)}
          disabled={list.page <= 1}
          aria-label={t('forms:list.goTo.previous')}
        >
          ‹
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {t('forms:list.displayedRows', { from: first + 1, to: last, count: total })}
        </Typography>
        <Button
          onClick={() => list.setPage(list.page + 1)}
          disabled={last >= total}
          aria-label={t('forms:list.goTo.next')}
        >
          ›
        </Button>
      </Stack>
    </Box>
  );
}
