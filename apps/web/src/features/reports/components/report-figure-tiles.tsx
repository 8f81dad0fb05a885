import type { ReportFigures } from '@coperto/shared/reports/report.schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportText } from '../lib/use-report-text';

function Tile({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" noWrap title={label}>
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{
          fontWeight: 700,
          mt: 0.5,
          fontVariantNumeric: 'tabular-nums',
          fontSize: { xs: '1.15rem', sm: '1.5rem' },
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** The figures that run a restaurant, at a glance: takings, covers, spend, costs as shares. */
export function ReportFigureTiles({
  figures,
  includesLabour,
  text,
}: {
  figures: ReportFigures;
  includesLabour: boolean;
  text: ReportText;
}) {
  const { t } = useTranslation('reports');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
        mb: 3,
      }}
    >
      <Tile
        label={t('figures.takings')}
        value={text.money(figures.takings)}
        detail={t('figures.takingsDetail', {
          cashups: text.money(figures.takings_cashups),
          online: text.money(figures.takings_online),
        })}
        testId="report-takings"
      />
      <Tile
        label={t('figures.covers')}
        value={text.count(figures.covers)}
        detail={t('figures.onlineOrders', { count: figures.online_orders })}
      />
      <Tile
        label={t('figures.averageSpend')}
        value={text.money(figures.average_spend)}
        detail={t('figures.averageSpendDetail')}
      />
      <Tile
        label={t('figures.expenses')}
        value={text.money(figures.expenses)}
        detail={t('figures.expensesDetail')}
      />
      <Tile
        label={t('figures.foodBeverage')}
        value={text.share(figures.food_beverage_share)}
        detail={t('figures.foodBeverageDetail', {
          food: text.money(figures.food_cost),
          beverage: text.money(figures.beverage_cost),
        })}
        testId="report-food-cost"
      />
      {includesLabour ? (
        <Tile
          label={t('figures.labour')}
          value={text.share(figures.labour_share)}
          detail={t('figures.labourDetail', { amount: text.money(figures.labour) })}
          testId="report-labour-cost"
        />
      ) : (
        <Tile label={t('figures.labour')} value="—" detail={t('figures.labourOwnersOnly')} />
      )}
    </Box>
  );
}
