import type { Order } from '@coperto/shared/orders/order.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import {
  type DraftLine,
  draftOfOrder,
  toLineInputs,
} from '../../../shared/ui/order-entry/order-draft';
import { OrderEntryDialog } from '../../../shared/ui/order-entry/order-entry-dialog';
import { type OrderProblems, orderProblemsOf } from '../../../shared/ui/order-entry/order-problems';
import { useOrderMenus } from '../../../shared/ui/order-entry/use-order-menus';
import type { OrdersRestaurant } from '../api/get-orders-restaurant';
import { useCorrectOrderItems } from '../api/save-order-lines';

/**
 * "Correggi": the lines of an order the kitchen has not started, changed as they are entered
 * (add, remove, change a quantity or a note), priced again by the server and kept in the
 * order's history with the lines before and after.
 */
export function CorrectionDialog({
  order,
  restaurant,
  onClose,
}: {
  order: Order;
  restaurant: OrdersRestaurant;
  onClose(): void;
}) {
  const { t } = useTranslation('orders');
  const showAlert = useUiStore((state) => state.showAlert);
  const menus = useOrderMenus(restaurant.id);
  const correct = useCorrectOrderItems();
  const [edited, setEdited] = useState<DraftLine[] | null>(null);
  const [problems, setProblems] = useState<OrderProblems | null>(null);
  const initial = useMemo(
    () => (menus.data ? draftOfOrder(order, menus.data) : null),
    [menus.data, order],
  );
  const lines = edited ?? initial ?? [];
  const save = () =>
    correct.mutate(
      { orderId: order.id, items: toLineInputs(lines) },
      {
        onSuccess: (saved) => {
          showAlert(t('correction.saved', { number: saved.number }), 'success');
          onClose();
        },
        onError: (error) => setProblems(orderProblemsOf(error)),
      },
    );

  return (
    <OrderEntryDialog
      title={t('correction.title', { number: order.number })}
      restaurant={restaurant}
      lines={lines}
      onLinesChange={(next) => {
        setEdited(next);
        setProblems(null);
      }}
      problems={problems}
      submitLabel={t('correction.save')}
      canSubmit={lines.length > 0 && edited !== null}
      pending={correct.isPending}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
