import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GlanceFigure, HomeGlance } from '../../../shared/ui/home-glance';
import { useExpensesDue } from '../api/expenses-api';
import { useExpenseText } from '../lib/use-expense-text';
import { ExpenseStatusChip } from './expense-status-chip';

/**
 * The dashboard home's glance at the suppliers' bills: how many are overdue and how many fall
 * due in the next 7 days, with what they add up to, and the first few; a way to the list.
 */
export default function ExpensesDueGlance() {
  const { t } = useTranslation('expenses');
  const text = useExpenseText();
  const due = useExpensesDue();
  if (due.isError) return null;
  if (due.data && due.data.overdue.count === 0 && due.data.due_soon.count === 0) return null;
  return (
    <HomeGlance title={t('due.title')} linkTo="/dashboard/expenses" linkLabel={t('due.toList')}>
      {due.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <GlanceFigure
              label={t('due.overdue', { count: due.data.overdue.count })}
              value={text.money(due.data.overdue.amount_gross)}
              tone={due.data.overdue.count > 0 ? 'error' : 'none'}
            />
            <GlanceFigure
              label={t('due.soon', { count: due.data.due_soon.count })}
              value={text.money(due.data.due_soon.amount_gross)}
              tone={due.data.due_soon.count > 0 ? 'warning' : 'none'}
            />
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {due.data.items.map((e) => (
              <Box
                component="li"
                key={e.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  gap: 1,
                  py: 0.75,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {e.supplier_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {e.expiry_date ? t('list.dueOn', { day: text.day(e.expiry_date) }) : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {text.money(e.amount_gross)}
                  </Typography>
                  <ExpenseStatusChip status={e.status} />
                </Stack>
              </Box>
            ))}
          </Box>
        </Box>
      ) : (
        <Skeleton variant="rounded" height={96} aria-label={t('due.loading')} />
      )}
    </HomeGlance>
  );
}
