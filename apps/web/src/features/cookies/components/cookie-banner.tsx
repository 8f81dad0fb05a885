import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';

/**
 * The first-visit cookie banner (spec §2): accept all, essentials only, or customize. Not modal:
 * the page stays usable, but nothing optional loads until a choice is made. Refusing is as easy
 * and as visible as accepting.
 */
export function CookieBanner() {
  const { t } = useTranslation('cookies');
  const setOverlay = useUiStore((s) => s.setOverlay);
  const acceptAll = useCookieConsentStore((s) => s.acceptAll);
  const acceptEssentialsOnly = useCookieConsentStore((s) => s.acceptEssentialsOnly);
  const choose = (save: () => void) => () => {
    save();
    setOverlay('cookie', false);
  };
  const customize = () => {
    setOverlay('cookie', false);
    setOverlay('advancedCookie', true);
  };

  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      elevation={8}
      data-testid="cookie-banner"
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        zIndex: (theme) => theme.zIndex.modal - 1,
        maxWidth: 760,
        mx: 'auto',
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
      }}
    >
      <Typography id="cookie-banner-title" variant="h6" component="h2" gutterBottom>
        {t('banner.title')}
      </Typography>
      <Typography id="cookie-banner-text" variant="body2" color="text.secondary">
        {t('banner.text')}
      </Typography>
      {/* A Box, not a Stack: this banner is in the first load, and so is what it imports. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          gap: 1,
          mt: 2,
          justifyContent: 'flex-end',
        }}
      >
        <Button onClick={customize}>{t('banner.customize')}</Button>
        <Button variant="contained" onClick={choose(acceptEssentialsOnly)}>
          {t('banner.essentialsOnly')}
        </Button>
        <Button variant="contained" onClick={choose(acceptAll)}>
          {t('banner.acceptAll')}
        </Button>
      </Box>
    </Paper>
  );
}
