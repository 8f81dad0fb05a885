import { COOKIE_CATEGORIES, type CookieCategory } from '@coperto/shared/common/storage-keys';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALL_ACCEPTED,
  type CookieChoices,
  ESSENTIALS_ONLY,
  type OptionalCookieCategory,
} from '../../../shared/lib/cookie-settings';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';

/**
 * The advanced cookie banner: one switch per category of spec §3. Essentials are shown on and
 * locked. Closing it without a choice brings the first banner back, so a choice is always asked.
 */
export function AdvancedCookieBanner() {
  const { t } = useTranslation('cookies');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const setOverlay = useUiStore((s) => s.setOverlay);
  const settings = useCookieConsentStore((s) => s.settings);
  const saveChoices = useCookieConsentStore((s) => s.saveChoices);
  const [choices, setChoices] = useState<CookieChoices>({
    functional: settings.functional,
    experience: settings.experience,
    stats: settings.stats,
    marketing: settings.marketing,
  });

  const close = () => {
    setOverlay('advancedCookie', false);
    if (!useCookieConsentStore.getState().settings.hasOptedIn) setOverlay('cookie', true);
  };
  const save = (chosen: CookieChoices) => () => {
    saveChoices(chosen);
    setOverlay('advancedCookie', false);
  };
  const toggle = (category: OptionalCookieCategory) => (_: unknown, checked: boolean) =>
    setChoices((current) => ({ ...current, [category]: checked }));
  const isOn = (category: CookieCategory) => category === 'essentials' || choices[category];

  return (
    <Dialog
      open
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      aria-labelledby="advanced-cookie-title"
      data-testid="advanced-cookie-banner"
    >
      <DialogTitle id="advanced-cookie-title">{t('advanced.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('advanced.intro')}
        </Typography>
        {COOKIE_CATEGORIES.map((category, index) => (
          <Fragment key={category}>
            {index > 0 && <Divider />}
            <Stack direction="row" spacing={2} sx={{ py: 1.5, alignItems: 'center' }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  id={`cookie-category-${category}`}
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 600 }}
                >
                  {t(`categories.${category}.name`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`categories.${category}.description`)}
                </Typography>
                {category === 'essentials' && (
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {t('advanced.alwaysOn')}
                  </Typography>
                )}
              </Stack>
              <Switch
                checked={isOn(category)}
                disabled={category === 'essentials'}
                onChange={category === 'essentials' ? undefined : toggle(category)}
                slotProps={{
                  input: {
                    'aria-labelledby': `cookie-category-${category}`,
                    // Locked on: a click that reaches it anyway (a script's) is cancelled.
                    onClick: category === 'essentials' ? cancelClick : undefined,
                  },
                }}
              />
            </Stack>
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions
        sx={{
          // On a phone: full-width buttons, one a line, "accept all" and "save" nearest the thumb.
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
          px: 3,
          py: 2,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button onClick={save(ESSENTIALS_ONLY)}>{t('advanced.essentialsOnly')}</Button>
        <Button variant="outlined" onClick={save(choices)}>
          {t('advanced.save')}
        </Button>
        <Button variant="contained" onClick={save(ALL_ACCEPTED)}>
          {t('advanced.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const cancelClick = (event: MouseEvent) => event.preventDefault();
