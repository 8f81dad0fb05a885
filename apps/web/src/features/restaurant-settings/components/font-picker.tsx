import { WEB_FONT_FAMILIES, WEB_FONTS } from '@coperto/shared/restaurants/web-fonts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loadWebFont } from '../../../shared/lib/web-font';
import { fontStackOf } from '../../../shared/ui/theme-spec';
import type { AppearanceFormValues } from '../lib/appearance-form-values';

/**
 * The site's font: every family the site offers, each shown in itself with the restaurant's name,
 * as a group of radio buttons (arrow keys move between them).
 */
export function FontPicker({
  control,
  sample,
}: {
  control: Control<AppearanceFormValues, unknown, unknown>;
  /** What each card writes in its font: the restaurant's name. */
  sample: string;
}) {
  const { t } = useTranslation('restaurant-settings');
  const { field, fieldState } = useController({ control, name: 'font' });
  const groupName = useId();

  // The dashboard shows every family once this picker opens: a few small files each.
  useEffect(() => {
    for (const family of WEB_FONT_FAMILIES) void loadWebFont(family);
  }, []);

  return (
    <Box role="radiogroup" aria-label={t('appearance.font.label')}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        }}
      >
        {WEB_FONT_FAMILIES.map((family) => {
          const checked = field.value === family;
          return (
            <Box
              key={family}
              component="label"
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
                minWidth: 0,
                p: 1.5,
                borderRadius: 2,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                cursor: 'pointer',
                transition: 'border-color 120ms',
                '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
                '&:has(input:focus-visible)': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <input
                type="radio"
                name={groupName}
                value={family}
                checked={checked}
                onChange={() => field.onChange(family)}
                ref={checked ? field.ref : undefined}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
              />
              <Typography
                aria-hidden
                sx={{
                  fontFamily: fontStackOf(family),
                  fontSize: 20,
                  lineHeight: 1.3,
                  pr: 3,
                  overflowWrap: 'anywhere',
                }}
              >
                {sample}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 'auto' }}>
                {family}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`appearance.font.kinds.${WEB_FONTS[family]}`)}
              </Typography>
              {checked && (
                <CheckCircle
                  color="primary"
                  fontSize="small"
                  aria-hidden
                  sx={{ position: 'absolute', top: 10, right: 10 }}
                />
              )}
            </Box>
          );
        })}
      </Box>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
