import type { ExpenseStatus } from '@coperto/shared/expenses/expense.constants';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS = { paid: 'success', unpaid: 'default', overdue: 'error' } as const;

export function ExpenseStatusChip({ status }: { status: ExpenseStatus }) {
  const { t } = useTranslation('expenses');
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'unpaid' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
