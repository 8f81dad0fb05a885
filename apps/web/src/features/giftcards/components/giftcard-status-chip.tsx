import type { GiftCardStatus } from '@coperto/shared/giftcards/giftcard.constants';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GiftCardStatus, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  pending: 'info',
  active: 'success',
  redeemed: 'default',
  expired: 'warning',
  cancelled: 'error',
};

export function GiftCardStatusChip({ status }: { status: GiftCardStatus }) {
  const { t } = useTranslation('giftcards');
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />
  );
}
