import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { Spinner } from '../../../shared/ui/page-spinner';

// Pieces the guest's two pages of a link (a booking, a place on a waitlist) share.

/** One fact of the booking or the entry: "Giorno — venerdì 27 novembre". */
export function Detail({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="booking-detail">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The page before its link's read answers: a spinner, or why nothing shows — a link that finds
 * nothing here (404: a wrong link, or another restaurant's) says so plainly, anything else offers
 * to try again.
 */
export function LinkReadState({
  query,
  notFound,
  loadError,
  testId,
}: {
  query: { isError: boolean; error: unknown; refetch(): unknown };
  notFound: string;
  loadError: string;
  testId: string;
}) {
  const { t } = useTranslation('booking');
  if (!query.isError) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Spinner label={t('manage.loading')} />
      </Box>
    );
  }
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <Alert
      severity={missing ? 'info' : 'error'}
      data-testid={testId}
      action={
        missing ? undefined : (
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('manage.retry')}
          </Button>
        )
      }
    >
      {missing ? notFound : loadError}
    </Alert>
  );
}
