import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type SectionMessageKind = 'noAccess' | 'notFound' | 'failed' | 'sessionEnded';

const ICONS: Record<SectionMessageKind, ReactNode> = {
  noAccess: <BlockOutlined fontSize="inherit" />,
  notFound: <SearchOff fontSize="inherit" />,
  failed: <ErrorOutlineOutlined fontSize="inherit" />,
  sessionEnded: <LockOutlined fontSize="inherit" />,
};

/** A full message in place of a section: no access, not found, failed to load. */
export function SectionMessage({ kind, onRetry }: { kind: SectionMessageKind; onRetry?(): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Box sx={{ fontSize: 56, color: 'text.disabled', lineHeight: 1 }} aria-hidden>
        {ICONS[kind]}
      </Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {t(`messages.${kind}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(`messages.${kind}.text`)}
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('messages.retry')}
          </Button>
        )}
        <Button component={RouterLink} to="/dashboard" variant={onRetry ? 'text' : 'contained'}>
          {t('messages.home')}
        </Button>
      </Box>
    </Box>
  );
}
