import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** While a screen loads: a spinner centred in a box the height of the viewport (spec §2). */
export function PageSpinner() {
  // It is also the fallback while the strings load, so it must not wait for them.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="page-spinner"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', width: '100%' }}
    >
      <CircularProgress aria-label={ready ? t('loading') : undefined} />
    </Box>
  );
}

/** A lazily loaded screen: the spinner shows until its code (and its strings) have arrived. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
