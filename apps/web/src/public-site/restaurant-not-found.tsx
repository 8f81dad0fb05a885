import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { copertoSiteUrl } from './lib/site-paths';

/** An unknown host (DESIGN.md §7): a clear page, not a crash. The server answers it with 404. */
export function RestaurantNotFound() {
  const { t } = useTranslation('public');
  const { hostname } = window.location;
  const homeUrl = copertoSiteUrl();

  useEffect(() => {
    document.title = t('notFound.documentTitle');
  }, [t]);

  return (
    <Box
      component="main"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '100dvh',
        px: 3,
        py: 6,
        textAlign: 'center',
        bgcolor: '#f7f5f0',
      }}
    >
      <Box sx={{ maxWidth: '34rem' }}>
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: 'clamp(4rem, 18vw, 7rem)',
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: '#b9dccb',
            mb: 1,
          }}
        >
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans
            t={t}
            i18nKey="notFound.message"
            values={{ hostname }}
            components={{
              host: (
                <Box
                  component="strong"
                  sx={{ fontFamily: 'monospace', color: 'text.primary', overflowWrap: 'anywhere' }}
                />
              ),
            }}
          />
        </Typography>
        {homeUrl && (
          <Button variant="contained" href={homeUrl} size="large">
            {t('notFound.goToCoperto')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
