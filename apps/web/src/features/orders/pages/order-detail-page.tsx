import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { PageHeaderWithBack } from '../../../shared/ui/page-header-with-back';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useOrder } from '../api/get-order';
import { type OrdersRestaurant, useOrdersRestaurant } from '../api/get-orders-restaurant';
import { usePrintTicket } from '../components/kitchen-ticket';
import { OrderDetailContent } from '../components/order-detail';
import { useOrderMoves } from '../components/use-order-moves';
import { useOrderText } from '../lib/use-order-text';
import { LoadingBlock } from './orders-board-page';

/** /dashboard/orders/:orderId: one order on its own page (a link from the list, a shared link). */
export function OrderDetailPage() {
  const user = useSignedInUser();
  const restaurant = useOrdersRestaurant(user?.restaurant?.id);
  const orderId = Number(useParams().orderId);
  if (!user?.restaurant || !Number.isSafeInteger(orderId) || orderId <= 0) {
    return <SectionMessage kind="notFound" />;
  }
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <OrderDetailScreen orderId={orderId} restaurant={restaurant.data} />;
}

function OrderDetailScreen({
  orderId,
  restaurant,
}: {
  orderId: number;
  restaurant: OrdersRestaurant;
}) {
  const { t } = useTranslation('orders');
  const text = useOrderText(restaurant.timeZone);
  const order = useOrder(orderId);
  const moves = useOrderMoves(restaurant.id, restaurant.timeZone, text);
  const ticket = usePrintTicket(text);
  if (order.isError) return <SectionMessage kind="notFound" />;
  if (!order.data) return <LoadingBlock />;
  return (
    <>
      <PageHeaderWithBack
        backLabel={t('detail.back')}
        title={t('detail.title', { number: order.data.number, name: order.data.customer_name })}
      />
      <Box sx={{ maxWidth: 760 }}>
        <OrderDetailContent
          order={order.data}
          restaurant={restaurant}
          text={text}
          moves={moves}
          onPrint={(id) => ticket.print(id)}
        />
      </Box>
      {moves.dialogs}
      {ticket.sheet}
    </>
  );
}
