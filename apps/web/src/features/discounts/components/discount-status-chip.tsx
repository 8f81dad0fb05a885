import type { DiscountStatus } from '@coperto/shared/discounts/discount.schemas';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DiscountStatus, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  scheduled: 'info',
  expired: 'warning',
  exhausted: 'error',
  inactive: 'default',
};

export function DiscountStatusChip({ status }: { status: DiscountStatus }) {
  const { t } = useTranslation('discounts');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`status.${status}`)}
      data-status={status}
    />
  );
}
