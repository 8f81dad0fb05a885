import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A tab while the restaurant loads, or why it could not, with a way to try again. */
export function SettingsLoading({ query }: { query: Pick<UseQueryResult, 'isError' | 'refetch'> }) {
  const { t } = useTranslation('restaurant-settings');
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        }
      >
        {t('page.loadFailed')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={t('page.loading')} />
    </Box>
  );
}
