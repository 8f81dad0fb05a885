import type { ReportMonthRow } from '@coperto/shared/reports/report.schemas';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { ReportText } from '../lib/use-report-text';

/** The year's months: takings beside food and beverage cost and (owners) labour cost. */
export function YearChart({
  months,
  includesLabour,
  text,
}: {
  months: ReportMonthRow[];
  includesLabour: boolean;
  text: ReportText;
}) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const money = (value: number | null) => text.money(value);
  const series = [
    { data: months.map((m) => m.takings), label: t('chart.takings'), valueFormatter: money },
    {
      data: months.map((m) => Math.round((m.food_cost + m.beverage_cost) * 100) / 100),
      label: t('chart.foodBeverage'),
      valueFormatter: money,
    },
    ...(includesLabour
      ? [
          {
            data: months.map((m) => m.labour ?? 0),
            label: t('chart.labour'),
            valueFormatter: money,
          },
        ]
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 1 }}>
        {t('chart.title')}
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((m) => text.monthShort(m.month)),
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => text.moneyShort(v), width: 64 }]}
        series={series}
        colors={[theme.palette.primary.main, '#e0a43a', '#8a5cc2']}
        grid={{ horizontal: true }}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
      />
    </Paper>
  );
}
