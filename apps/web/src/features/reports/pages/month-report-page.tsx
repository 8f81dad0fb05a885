import { REPORT_FIRST_YEAR, REPORT_LAST_YEAR } from '@coperto/shared/reports/report.constants';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
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
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { downloadReport, useMonthReport } from '../api/reports-api';
import { ExpenseBreakdown } from '../components/expense-breakdown';
import { ReportControls } from '../components/report-controls';
import { ReportFigureTiles } from '../components/report-figure-tiles';
import { useReportParams } from '../lib/report-params';
import { useReportText } from '../lib/use-report-text';
import { LoadingBlock, ReportHeading } from './year-report-page';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function shiftMonth(month: string, by: number) {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** /dashboard/reports/month/2026-03: one month's figures, its bills, each restaurant. */
export function MonthReportPage() {
  const { month = '' } = useParams();
  const match = MONTH.exec(month);
  const year = Number(match?.[1]);
  if (!match || year < REPORT_FIRST_YEAR || year > REPORT_LAST_YEAR) {
    return <SectionMessage kind="notFound" />;
  }
  return <MonthReport month={month} />;
}

function MonthReport({ month }: { month: string }) {
  const { t } = useTranslation('reports');
  const text = useReportText();
  const params = useReportParams();
  const navigate = useNavigate();
  const report = useMonthReport(month, params.restaurantId);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const data = report.data;
  const year = Number(month.slice(0, 4));
  const yearSearch = new URLSearchParams(params.search);
  yearSearch.set('year', String(year));
  const go = (by: number) => {
    const next = shiftMonth(month, by);
    const search = new URLSearchParams(params.search);
    search.set('year', next.slice(0, 4));
    navigate(`../month/${next}?${search}`, { relative: 'path' });
  };
  const first = month <= `${REPORT_FIRST_YEAR}-01`;
  const last = month >= `${REPORT_LAST_YEAR}-12`;

  return (
    <>
      <Button
        component={RouterLink}
        to={`/dashboard/reports?${yearSearch}`}
        startIcon={<ArrowBack />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('month.back', { year })}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ReportHeading title={text.monthYear(month)} description={t('month.description')} />
        </Box>
        <IconButton aria-label={t('month.previous')} onClick={() => go(-1)} disabled={first}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={t('month.next')} onClick={() => go(1)} disabled={last}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <ReportControls
        restaurants={data?.restaurants ?? []}
        restaurantId={params.restaurantId}
        year={year}
        thisYear={params.thisYear}
        showYear={false}
        onChange={params.update}
        onDownload={() =>
          downloadReport({
            year,
            month,
            restaurantId: params.restaurantId,
            language: text.language,
          })
        }
      />
      {report.isError && !data ? (
        <SectionMessage kind="failed" onRetry={() => void report.refetch()} />
      ) : !data ? (
        <LoadingBlock />
      ) : (
        <Box sx={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <ReportFigureTiles
            figures={data.figures}
            includesLabour={data.includes_labour}
            text={text}
          />
          <ExpenseBreakdown report={data} text={text} />
          {data.by_restaurant.length > 1 && (
            <>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('month.byRestaurant')}
              </Typography>
              {phone ? (
                <Paper variant="outlined">
                  {data.by_restaurant.map((r, i) => (
                    <Box
                      key={r.restaurant_id}
                      sx={{ p: 2, borderTop: i > 0 ? 1 : 0, borderColor: 'divider' }}
                    >
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                        <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
                        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                          {text.money(r.takings)}
                        </Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {t('table.phoneLine', {
                          covers: text.count(r.covers),
                          foodBeverage: text.share(r.food_beverage_share),
                        })}
                        {data.includes_labour &&
                          ` · ${t('table.phoneLabour', { labour: text.share(r.labour_share) })}`}
                      </Typography>
                    </Box>
                  ))}
                </Paper>
              ) : (
                <TableContainer component={Paper} variant="outlined">
                  <Table size="small" aria-label={t('month.byRestaurant')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('controls.restaurant')}</TableCell>
                        <TableCell align="right">{t('figures.takings')}</TableCell>
                        <TableCell align="right">{t('figures.covers')}</TableCell>
                        <TableCell align="right">{t('table.foodBeverage')}</TableCell>
                        {data.includes_labour && (
                          <TableCell align="right">{t('table.labour')}</TableCell>
                        )}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.by_restaurant.map((r) => (
                        <TableRow key={r.restaurant_id}>
                          <TableCell>{r.name}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {text.money(r.takings)}
                          </TableCell>
                          <TableCell align="right">{text.count(r.covers)}</TableCell>
                          <TableCell align="right">{text.share(r.food_beverage_share)}</TableCell>
                          {data.includes_labour && (
                            <TableCell align="right">{text.share(r.labour_share)}</TableCell>
                          )}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </>
          )}
        </Box>
      )}
    </>
  );
}
