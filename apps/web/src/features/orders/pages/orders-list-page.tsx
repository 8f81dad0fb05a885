import type { OrderSummary, PaymentMethod } from '@coperto/shared/orders/order.schemas';
import { ORDER_STATUSES, ORDER_TYPES } from '@coperto/shared/orders/order-states';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { todayIn } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type DataColumn, DataTable } from '../../../shared/ui/data-list/data-table';
import { ListSearchField } from '../../../shared/ui/data-list/list-search-field';
import {
  type ListStateApi,
  listQueryParams,
  useListState,
} from '../../../shared/ui/data-list/use-list-state';
import { SectionMessage } from '../../../shared/ui/section-message';
import { exportOrders, useOrdersList } from '../api/get-orders-list';
import { type OrdersRestaurant, useOrdersRestaurant } from '../api/get-orders-restaurant';
import { usePrintTicket } from '../components/kitchen-ticket';
import { OrderDetailDrawer } from '../components/order-detail';
import { OrderStatusChip } from '../components/order-status-chip';
import { OrdersCards } from '../components/orders-list-cards';
import { useOrderMoves } from '../components/use-order-moves';
import { type OrderText, useOrderText } from '../lib/use-order-text';
import { useOrdersListLive } from '../lib/use-orders-list-live';
import { LoadingBlock } from './orders-board-page';

const PAYMENT_METHODS = ['at_restaurant', 'card'] as const satisfies readonly PaymentMethod[];

/** The list's name in the kept list states (spec §4): its filters survive leaving the screen. */
export const ORDERS_LIST_NAME = 'orders';

/** /dashboard/orders/list: every order of the restaurant, filtered, with totals and a CSV. */
export function OrdersListPage() {
  const user = useSignedInUser();
  const restaurant = useOrdersRestaurant(user?.restaurant?.id);
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <OrdersList restaurant={restaurant.data} />;
}

/**
 * Today's orders by default, newest first (spec §9), as the restaurant's clock counts days;
 * dates, state, type, payment and a search by name, phone or number narrow them.
 */
export function OrdersList({ restaurant }: { restaurant: OrdersRestaurant }) {
  const { t } = useTranslation(['orders-admin', 'orders']);
  const text = useOrderText(restaurant.timeZone);
  const today = todayIn(restaurant.timeZone);
  const list = useListState(ORDERS_LIST_NAME, {
    filters: { from: today, to: today },
    orderByColumn: 'order_datetime',
    orderByType: 'desc',
  });
  const query = { ...listQueryParams(list), restaurant_id: restaurant.id };
  const orders = useOrdersList(query);
  useOrdersListLive(restaurant.id);
  const moves = useOrderMoves(restaurant.id, restaurant.timeZone, text);
  const ticket = usePrintTicket(text);
  const [openId, setOpenId] = useState<number | null>(null);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const filtered =
    list.search.trim() !== '' ||
    ['status', 'type', 'payment_method'].some((name) => list.filters[name] !== undefined) ||
    list.filters.from !== today ||
    list.filters.to !== today;

  const columns: DataColumn<OrderSummary>[] = [
    {
      key: 'number',
      header: t('list.columns.number'),
      sortBy: true,
      // A button as well as the row: the keyboard reaches the order's detail too.
      render: (order) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          underline="hover"
          aria-label={t('list.open', { number: order.number })}
          onClick={(event) => {
            event.stopPropagation();
            setOpenId(order.id);
          }}
          sx={{ fontWeight: 700 }}
        >
          #{order.number}
        </Link>
      ),
    },
    {
      key: 'order_datetime',
      header: t('list.columns.placed'),
      sortBy: true,
      minWidth: 110,
      render: (order) => text.stamp(order.order_datetime),
    },
    {
      key: 'customer',
      header: t('list.columns.customer'),
      minWidth: 160,
      render: (order) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {order.customer_name}
          </Typography>
          {order.phone && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {order.phone}
            </Typography>
          )}
        </Box>
      ),
    },
    ...(wide
      ? [
          {
            key: 'type',
            header: t('list.columns.type'),
            render: (order: OrderSummary) => (
              <>
                {text.type(order.type)}
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {text.when(order)}
                </Typography>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'status',
      header: t('list.columns.status'),
      // On a tablet the type and its time sit under the state: one column fewer to scroll.
      render: (order) => (
        <>
          <OrderStatusChip status={order.status} />
          {!wide && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {text.type(order.type)} · {text.when(order)}
            </Typography>
          )}
        </>
      ),
    },
    ...(wide
      ? [
          {
            key: 'payment',
            header: t('list.columns.payment'),
            render: (order: OrderSummary) => (
              <>
                {t(`orders:payment.${order.payment_method}`)}
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {t(`orders:paymentStatus.${order.payment_status}`)}
                </Typography>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'total',
      header: t('list.columns.total'),
      sortBy: true,
      align: 'right',
      render: (order) => (
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {text.money(order.total)}
        </Typography>
      ),
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary">{t('list.description')}</Typography>
        </Box>
        <ExportButton query={query} language={text.language} />
      </Stack>
      <OrdersListFilters list={list} today={today} />
      <RangeTotals
        loading={!orders.data}
        count={orders.data?.totals.count ?? 0}
        total={orders.data?.totals.total ?? 0}
        text={text}
      />
      {phone ? (
        <OrdersCards
          list={list}
          orders={orders.data?.items}
          total={orders.data?.total ?? 0}
          loading={orders.isFetching}
          text={text}
          onOpen={(order) => setOpenId(order.id)}
          emptyTitle={t(filtered ? 'list.noMatch.title' : 'list.empty.title')}
          emptyText={t(filtered ? 'list.noMatch.text' : 'list.empty.text')}
          onReset={filtered ? list.reset : undefined}
        />
      ) : (
        <DataTable
          list={list}
          label={t('list.title')}
          columns={columns}
          rows={orders.data?.items}
          total={orders.data?.total ?? 0}
          rowId={(order) => order.id}
          loading={orders.isFetching}
          onRowClick={(order) => setOpenId(order.id)}
          emptyState={
            filtered
              ? {
                  title: t('list.noMatch.title'),
                  text: t('list.noMatch.text'),
                  action: { label: t('list.noMatch.action'), onClick: list.reset },
                }
              : { title: t('list.empty.title'), text: t('list.empty.text') }
          }
        />
      )}
      {orders.isError && (
        <Typography color="error" sx={{ mt: 2 }} role="alert">
          {t('list.failed')}
        </Typography>
      )}
      {openId !== null && (
        <OrderDetailDrawer
          orderId={openId}
          restaurant={restaurant}
          text={text}
          moves={moves}
          onPrint={(id) => ticket.print(id)}
          onClose={() => setOpenId(null)}
        />
      )}
      {moves.dialogs}
      {ticket.sheet}
    </>
  );
}

/** Dates, state, type, payment and the search: each change starts again from page 1. */
export function OrdersListFilters({ list, today }: { list: ListStateApi; today: string }) {
  const { t } = useTranslation(['orders-admin', 'orders']);
  const from = String(list.filters.from ?? today);
  const to = String(list.filters.to ?? today);
  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    sx: object,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={String(list.filters[name] ?? '')}
      onChange={(event) => list.setFilter(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={sx}
    >
      <MenuItem value="">{t('list.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  // Twelve columns: the search and the dates on a row, the three choices on the next; on a
  // phone two by two. Each field wide enough for its longest value ("Paga al ristorante").
  const span = (xs: number, sm: number, md: number) => ({
    gridColumn: { xs: `span ${xs}`, sm: `span ${sm}`, md: `span ${md}` },
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        '& > *': { minWidth: 0 },
      }}
    >
      <Box sx={{ ...span(12, 12, 6), display: 'grid' }}>
        <ListSearchField list={list} label={t('list.filters.search')} />
      </Box>
      <TextField
        type="date"
        size="small"
        label={t('list.filters.from')}
        sx={span(6, 4, 3)}
        value={from}
        onChange={(event) => {
          const value = event.target.value || today;
          list.setFilter('from', value);
          // A start after the end moves the end along: the range never runs backwards.
          if (value > to) list.setFilter('to', value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('list.filters.to')}
        sx={span(6, 4, 3)}
        value={to}
        onChange={(event) => {
          const value = event.target.value || today;
          list.setFilter('to', value);
          if (value < from) list.setFilter('from', value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {select(
        'status',
        t('list.filters.status'),
        ORDER_STATUSES.map((status) => ({ value: status, label: t(`statusOne.${status}`) })),
        span(6, 4, 4),
      )}
      {select(
        'type',
        t('list.filters.type'),
        ORDER_TYPES.map((type) => ({ value: type, label: t(`orders:type.${type}`) })),
        span(6, 6, 4),
      )}
      {select(
        'payment_method',
        t('list.filters.payment'),
        PAYMENT_METHODS.map((method) => ({ value: method, label: t(`orders:payment.${method}`) })),
        span(12, 6, 4),
      )}
    </Box>
  );
}

/** What the whole filtered range adds up to, not only the page on screen. */
function RangeTotals({
  loading,
  count,
  total,
  text,
}: {
  loading: boolean;
  count: number;
  total: number;
  text: OrderText;
}) {
  const { t } = useTranslation('orders-admin');
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={t('list.totals.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, sm: 4 },
        px: 2,
        py: 1.5,
        mb: 2,
        borderRadius: 2,
        bgcolor: 'grey.50',
      }}
    >
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('list.totals.count')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {loading ? '—' : count}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('list.totals.total')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {loading ? '—' : text.money(total)}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The filtered range as a CSV file, saved under the name the server gives it. */
function ExportButton({
  query,
  language,
}: {
  query: Parameters<typeof exportOrders>[0];
  language: string;
}) {
  const { t } = useTranslation('orders-admin');
  const showAlert = useUiStore((state) => state.showAlert);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportOrders(query, language);
    } catch (error) {
      showAlert(
        error instanceof ApiRequestError && error.code === 'RULE_BROKEN'
          ? t('list.export.tooMany')
          : t('list.export.failed'),
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlined />}
      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
    >
      {t('list.export.button')}
    </Button>
  );
}
