import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { downloadReport, useYearReport } from '../api/reports-api';
import { MonthsTable } from '../components/months-table';
import { ReportControls } from '../components/report-controls';
import { ReportFigureTiles } from '../components/report-figure-tiles';
import { useReportParams } from '../lib/report-params';
import { useReportText } from '../lib/use-report-text';

// The chart library is most of the screen's weight: the figures and the table show first.
const YearChart = lazy(() =>
  import('../components/year-chart').then((m) => ({ default: m.YearChart })),
);

export function ReportHeading({ title, description }: { title: string; description: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Box>
  );
}

export function LoadingBlock() {
  const { t } = useTranslation('reports');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** /dashboard/reports: a year month by month, of one restaurant or the whole business. */
export function YearReportPage() {
  const { t } = useTranslation('reports');
  const text = useReportText();
  const params = useReportParams();
  const navigate = useNavigate();
  const report = useYearReport(params.year, params.restaurantId);
  const data = report.data;

  return (
    <>
      <ReportHeading
        title={t('year.title', { year: params.year })}
        description={t('year.description')}
      />
      <ReportControls
        restaurants={data?.restaurants ?? []}
        restaurantId={params.restaurantId}
        year={params.year}
        thisYear={params.thisYear}
        onChange={params.update}
        onDownload={() =>
          downloadReport({
            year: params.year,
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
            figures={data.totals}
            includesLabour={data.includes_labour}
            text={text}
          />
          <Suspense fallback={<Box sx={{ height: 348, mb: 3 }} />}>
            <YearChart months={data.months} includesLabour={data.includes_labour} text={text} />
          </Suspense>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('table.title')}
          </Typography>
          <MonthsTable
            months={data.months}
            totals={data.totals}
            includesLabour={data.includes_labour}
            text={text}
            onOpen={(month) => navigate(`month/${month}?${params.search}`)}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('year.note')}
          </Typography>
        </Box>
      )}
    </>
  );
}
