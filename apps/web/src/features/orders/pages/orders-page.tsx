import { Route, Routes } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { OrdersSectionTabs } from '../components/orders-section-tabs';
import { KitchenDisplayPage } from './kitchen-display-page';
import { OrderDetailPage } from './order-detail-page';
import { OrderingSettingsPage } from './ordering-settings-page';
import { OrdersBoardPage } from './orders-board-page';
import { OrdersListPage } from './orders-list-page';
import { StaffOrderPage } from './staff-order-page';

/**
 * The "Orders" screen: a small router, one line per page below /dashboard/orders, so the orders
 * list and the ordering settings can add theirs.
 */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route element={<OrdersSectionTabs />}>
        <Route index element={<OrdersBoardPage />} />
        <Route path="list" element={<OrdersListPage />} />
        <Route path="settings" element={<OrderingSettingsPage />} />
      </Route>
      <Route path="kitchen" element={<KitchenDisplayPage />} />
      <Route path="new" element={<StaffOrderPage />} />
      <Route path=":orderId" element={<OrderDetailPage />} />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
