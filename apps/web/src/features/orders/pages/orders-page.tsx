import { Route, Routes } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { KitchenDisplayPage } from './kitchen-display-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersBoardPage } from './orders-board-page';
import { StaffOrderPage } from './staff-order-page';

/**
 * The "Orders" screen: a small router, one line per page below /dashboard/orders, so the orders
 * list and the ordering settings can add theirs.
 */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrdersBoardPage />} />
      <Route path="kitchen" element={<KitchenDisplayPage />} />
      <Route path="new" element={<StaffOrderPage />} />
      <Route path=":orderId" element={<OrderDetailPage />} />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
