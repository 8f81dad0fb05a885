import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppearanceFormValues } from '../lib/appearance-form-values';
import { isHexColor, type ThemeColorKey, type ThemeWarning } from '../lib/theme-warnings';

/**
 * One theme colour: the browser's colour picker beside its hex code (either can be used), what
 * the colour does on the site, and a warning when the site cannot use it as chosen.
 */
export function ColorField({
  colorKey,
  control,
  warning,
}: {
  colorKey: ThemeColorKey;
  control: Control<AppearanceFormValues, unknown, unknown>;
  warning: ThemeWarning | undefined;
}) {
  const { t, i18n } = useTranslation('restaurant-settings');
  const { field, fieldState } = useController({ control, name: `theme.${colorKey}` });
  const value = String(field.value ?? '');
  const label = t(`appearance.colors.${colorKey}.label`);
  const ratio = warning?.ratio.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={t('appearance.colors.pick', { color: label })}
        value={isHexColor(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => field.onChange(event.target.value)}
        sx={{
          flexShrink: 0,
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          '&::-webkit-color-swatch-wrapper': { p: 0 },
          '&::-webkit-color-swatch': { border: 'none', borderRadius: 1.5 },
          '&::-moz-color-swatch': { border: 'none', borderRadius: 1.5 },
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <TextField
          fullWidth
          size="small"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={value}
          onChange={(event) => field.onChange(event.target.value.trim())}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? t('appearance.colors.format')
              : t(`appearance.colors.${colorKey}.use`)
          }
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 7 } }}
        />
        {warning && (
          <Typography
            variant="caption"
            role="note"
            sx={{
              display: 'flex',
              gap: 0.5,
              mt: 0.5,
              color: 'warning.dark',
              alignItems: 'flex-start',
            }}
          >
            <WarningAmberOutlined sx={{ fontSize: 16, mt: '1px' }} aria-hidden />
            {t(`appearance.warnings.${warning.kind}`, { ratio })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
