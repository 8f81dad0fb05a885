import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import {
  type Restaurant,
  type RestaurantUpdateBody,
  RestaurantUpdateBodySchema,
  type ThemeColors,
} from '@coperto/shared/restaurants/restaurant.schemas';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { useRestaurant } from '../api/get-restaurant';
import { useUpdateRestaurant } from '../api/update-restaurant';
import type { AppearanceFormValues } from '../lib/appearance-form-values';
import { siteUrlOf } from '../lib/site-url';
import { isHexColor, type ThemeColorKey, themeWarningsOf } from '../lib/theme-warnings';
import { ColorField } from './color-field';
import { FontPicker } from './font-picker';
import { SettingsLoading } from './settings-loading';
import { type PreviewDevice, SitePreview } from './site-preview';

/** In the order a restaurant thinks of them: its colour, its accent, its paper, then the rest. */
const COLOR_KEYS: readonly ThemeColorKey[] = [
  'primary_color',
  'secondary_color',
  'background_color',
  'grey_color',
  'red_color',
  'green_color',
];

/**
 * The Aspetto tab: the six theme colours and the font, with the site's miniature beside them
 * showing every change as it is made, before saving.
 */
export default function AppearanceSettings({ restaurantId }: { restaurantId: number }) {
  const restaurant = useRestaurant(restaurantId);
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return <AppearanceSettingsForm restaurant={restaurant.data} />;
}

function AppearanceSettingsForm({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings');
  const save = useUpdateRestaurant(restaurant.id);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const values = useMemo(
    () => ({ theme: restaurant.theme, font: restaurant.font }),
    [restaurant.theme, restaurant.font],
  );
  const { form, submit, saving, dirty, discard } = useServerForm<
    AppearanceFormValues,
    RestaurantUpdateBody
  >({
    schema: RestaurantUpdateBodySchema,
    values,
    onSubmit: (body) => save.mutateAsync(body),
  });
  const { control } = form;
  const theme = useWatch({ control, name: 'theme' });
  const font = useWatch({ control, name: 'font' });

  // A colour still being typed shows as the saved one until it is a whole #rrggbb.
  const saved = restaurant.theme;
  const previewTheme = Object.fromEntries(
    COLOR_KEYS.map((key) => [key, isHexColor(theme[key]) ? theme[key] : saved[key]]),
  ) as ThemeColors;
  const warnings = themeWarningsOf(previewTheme);
  const site = restaurant.hostname[0];

  return (
    <form onSubmit={submit} noValidate>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'minmax(0, 5fr) minmax(0, 6fr)',
          },
        }}
      >
        <Stack spacing={3} sx={{ order: { xs: 2, sm: 1 } }}>
          <FormSection
            title={t('appearance.colors.title')}
            description={t('appearance.colors.help')}
            action={
              <Button
                size="small"
                sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                onClick={() =>
                  form.setValue('theme', { ...DEFAULT_THEME_COLORS }, { shouldDirty: true })
                }
              >
                {t('appearance.colors.reset')}
              </Button>
            }
          >
            <Stack spacing={2.5}>
              {COLOR_KEYS.map((key) => (
                <ColorField key={key} colorKey={key} control={control} warning={warnings[key]} />
              ))}
            </Stack>
          </FormSection>
          <FormSection title={t('appearance.font.title')} description={t('appearance.font.help')}>
            <FontPicker control={control} sample={restaurant.name} />
          </FormSection>
        </Stack>

        <Paper
          component="aside"
          variant="outlined"
          aria-label={t('preview.label')}
          sx={{
            order: { xs: 1, sm: 2 },
            // Beside the fields from tablets up, in sight while the colours change.
            position: { sm: 'sticky' },
            top: { sm: 88 },
            p: { xs: 2, sm: 2.5 },
            borderRadius: 3,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
                {t('preview.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {dirty ? t('preview.unsaved') : t('preview.saved')}
              </Typography>
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={device}
              onChange={(_event, next: PreviewDevice | null) => next && setDevice(next)}
              aria-label={t('preview.device')}
            >
              <ToggleButton
                value="desktop"
                aria-label={t('preview.desktop')}
                title={t('preview.desktop')}
              >
                <DesktopWindowsOutlined fontSize="small" />
              </ToggleButton>
              <ToggleButton
                value="phone"
                aria-label={t('preview.phone')}
                title={t('preview.phone')}
              >
                <PhoneIphoneOutlined fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <SitePreview restaurant={restaurant} theme={previewTheme} font={font} device={device} />
          {site && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('preview.afterSaving')}{' '}
              <Link
                href={siteUrlOf(site)}
                target="_blank"
                rel="noopener"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {t('page.openSite')}
                <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
              </Link>
            </Typography>
          )}
        </Paper>
      </Box>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
    </form>
  );
}
