import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { type DataColumn, DataTable } from '../../../shared/ui/data-list/data-table';
import { listQueryParams, useListState } from '../../../shared/ui/data-list/use-list-state';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useOrdersList } from '../api/get-orders-list';
import { type OrdersRestaurant, useOrdersRestaurant } from '../api/get-orders-restaurant';
import { usePrintTicket } from '../components/kitchen-ticket';
import { OrderDetailDrawer } from '../components/order-detail';
import { OrderStatusChip } from '../components/order-status-chip';
import { OrdersCards } from '../components/orders-list-cards';
import { ExportButton, OrdersListFilters, RangeTotals } from '../components/orders-list-filters';
import { useOrderMoves } from '../components/use-order-moves';
import { useOrderText } from '../lib/use-order-text';
import { useOrdersListLive } from '../lib/use-orders-list-live';
import { LoadingBlock } from './orders-board-page';

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
