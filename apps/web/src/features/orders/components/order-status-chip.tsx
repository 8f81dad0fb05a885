import type { OrderStatus } from '@coperto/shared/orders/order-states';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Each state's colour in the list: waiting stands out, finished fades, refused is red. */
const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  awaiting_payment: 'default',
  received: 'warning',
  accepted: 'info',
  preparing: 'info',
  ready: 'success',
  out_for_delivery: 'success',
  completed: 'default',
  rejected: 'error',
  cancelled: 'error',
};

/** One order's state, in a word: "Nuovo", "In preparazione", "Annullato". */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders-admin');
  return (
    <Chip
      size="small"
      label={t(`statusOne.${status}`)}
      color={STATUS_COLOR[status]}
      variant={status === 'completed' ? 'outlined' : 'filled'}
    />
  );
}
