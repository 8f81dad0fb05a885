import type { ReportFigures, ReportMonthRow } from '@coperto/shared/reports/report.schemas';
import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { ReportText } from '../lib/use-report-text';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The year's months, each opening its own page; the year's total last. A phone gets one line a
 * month with takings and the two shares, a wider screen the whole table.
 */
export function MonthsTable({
  months,
  totals,
  includesLabour,
  text,
  onOpen,
}: {
  months: ReportMonthRow[];
  totals: ReportFigures;
  includesLabour: boolean;
  text: ReportText;
  onOpen(month: string): void;
}) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  if (phone) {
    return (
      <Paper variant="outlined">
        <List disablePadding aria-label={t('table.title')}>
          {months.map((m) => (
            <ListItemButton key={m.month} divider onClick={() => onOpen(m.month)} sx={{ gap: 1 }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{text.month(m.month)}</Typography>
                  <Typography sx={{ ...num, fontWeight: 600 }}>{text.money(m.takings)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('table.phoneLine', {
                    covers: text.count(m.covers),
                    foodBeverage: text.share(m.food_beverage_share),
                  })}
                  {includesLabour &&
                    ` · ${t('table.phoneLabour', { labour: text.share(m.labour_share) })}`}
                </Typography>
              </Stack>
              <ChevronRight color="action" />
            </ListItemButton>
          ))}
        </List>
        <Stack direction="row" sx={{ justifyContent: 'space-between', p: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('table.total')}</Typography>
          <Typography sx={{ ...num, fontWeight: 700 }}>{text.money(totals.takings)}</Typography>
        </Stack>
      </Paper>
    );
  }

  const row = (figures: ReportFigures) => (
    <>
      <TableCell align="right" sx={num}>
        {text.money(figures.takings)}
      </TableCell>
      <TableCell align="right" sx={num}>
        {text.count(figures.covers)}
      </TableCell>
      <TableCell align="right" sx={{ ...num, display: { sm: 'none', md: 'table-cell' } }}>
        {text.money(figures.average_spend)}
      </TableCell>
      <TableCell align="right" sx={{ ...num, display: { sm: 'none', md: 'table-cell' } }}>
        {text.money(figures.expenses)}
      </TableCell>
      <TableCell align="right" sx={num}>
        {text.share(figures.food_beverage_share)}
      </TableCell>
      {includesLabour && (
        <TableCell align="right" sx={num}>
          {text.share(figures.labour_share)}
        </TableCell>
      )}
    </>
  );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('table.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.month')}</TableCell>
            <TableCell align="right">{t('figures.takings')}</TableCell>
            <TableCell align="right">{t('figures.covers')}</TableCell>
            <TableCell align="right" sx={{ display: { sm: 'none', md: 'table-cell' } }}>
              {t('figures.averageSpend')}
            </TableCell>
            <TableCell align="right" sx={{ display: { sm: 'none', md: 'table-cell' } }}>
              {t('figures.expenses')}
            </TableCell>
            <TableCell align="right">{t('table.foodBeverage')}</TableCell>
            {includesLabour && <TableCell align="right">{t('table.labour')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow
              key={m.month}
              hover
              onClick={() => onOpen(m.month)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Typography
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(m.month);
                  }}
                  sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    fontWeight: 600,
                    color: 'primary.main',
                    '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
                  }}
                >
                  {text.month(m.month)}
                </Typography>
              </TableCell>
              {row(m)}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }}>
            <TableCell>{t('table.total')}</TableCell>
            {row(totals)}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
