import {
  DEFAULT_EXPENSE_CATEGORIES,
  type DefaultExpenseCategory,
} from '@coperto/shared/expenses/expense.constants';
import type { MonthReport } from '@coperto/shared/reports/report.schemas';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportText } from '../lib/use-report-text';

const isDefaultCategory = (key: string | null): key is DefaultExpenseCategory =>
  (DEFAULT_EXPENSE_CATEGORIES as readonly (string | null)[]).includes(key);

interface Line {
  id: string;
  name: string;
  amount: number;
}

function Bars({
  title,
  lines,
  text,
  empty,
}: {
  title: string;
  lines: Line[];
  text: ReportText;
  empty: string;
}) {
  const largest = Math.max(...lines.map((l) => l.amount), 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map((line) => (
            <Box component="li" key={line.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" noWrap title={line.name} sx={{ minWidth: 0 }}>
                  {line.name}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {text.money(line.amount)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={largest > 0 ? (line.amount / largest) * 100 : 0}
                aria-hidden
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The month's bills by category and by supplier, largest first, each as a bar of the largest. */
export function ExpenseBreakdown({ report, text }: { report: MonthReport; text: ReportText }) {
  const { t } = useTranslation('reports');
  const categories = report.expenses_by_category.map((c, i) => ({
    id: `${c.key ?? 'own'}-${i}`,
    name: isDefaultCategory(c.key) ? t(`categories.${c.key}`) : c.name,
    amount: c.amount,
  }));
  const suppliers = report.expenses_by_supplier.map((s, i) => ({
    id: `${s.supplier_id ?? 'others'}-${i}`,
    name: s.supplier_id === null ? t('month.otherSuppliers') : s.name,
    amount: s.amount,
  }));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      <Bars
        title={t('month.byCategory')}
        lines={categories}
        text={text}
        empty={t('month.noExpenses')}
      />
      <Bars
        title={t('month.bySupplier')}
        lines={suppliers}
        text={text}
        empty={t('month.noExpenses')}
      />
    </Box>
  );
}
