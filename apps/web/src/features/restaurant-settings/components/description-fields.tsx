import { MAX_TEXT_LENGTH } from '@coperto/shared/common/constants';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { GeneralFormValues } from '../lib/general-form-values';

/**
 * The description in each of the restaurant's languages, one at a time: the first language's is
 * the description itself, the others its translations. A language still to translate, or with an
 * error, is marked on its button.
 */
export function DescriptionFields({
  control,
  languages,
}: {
  control: Control<GeneralFormValues, unknown, unknown>;
  languages: readonly string[];
}) {
  const { t, i18n } = useTranslation('restaurant-settings');
  const [first = 'it', ...others] = languages;
  const [shown, setShown] = useState(first);
  const description = useWatch({ control, name: 'description' });
  const translations = useWatch({ control, name: 'description_translations' });
  const { errors } = useFormState({ control });
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const nameOf = (language: string) => names.of(language) ?? language;
  // "italiano" → "Italiano" on a button; inside a sentence it stays as the language writes it.
  const buttonNameOf = (language: string) =>
    nameOf(language).charAt(0).toLocaleUpperCase(i18n.language) + nameOf(language).slice(1);

  const pathOf = (language: string) =>
    language === first
      ? ('description' as const)
      : (`description_translations.${language}` as const);
  const textOf = (language: string) =>
    (language === first ? description : translations?.[language]) ?? '';
  const hasError = (language: string) =>
    Boolean(language === first ? errors.description : errors.description_translations?.[language]);
  const toTranslate = (language: string) =>
    language !== first && description.trim() !== '' && textOf(language).trim() === '';

  const language = languages.includes(shown) ? shown : first;
  return (
    <Box>
      {others.length > 0 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_event, next: string | null) => next && setShown(next)}
          aria-label={t('general.description.languages')}
          sx={{ mb: 1.5, flexWrap: 'wrap' }}
        >
          {languages.map((code) => {
            const marker = hasError(code)
              ? t('general.description.hasError')
              : toTranslate(code)
                ? t('general.description.missing')
                : null;
            return (
              <ToggleButton
                key={code}
                value={code}
                title={marker ?? undefined}
                aria-label={marker ? `${buttonNameOf(code)}: ${marker}` : buttonNameOf(code)}
                sx={{ px: 1.75 }}
              >
                <Badge
                  variant="dot"
                  color={hasError(code) ? 'error' : 'warning'}
                  invisible={!marker}
                  sx={{ '& .MuiBadge-dot': { right: -6 } }}
                >
                  {buttonNameOf(code)}
                </Badge>
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      )}
      <FormTextField
        key={language}
        name={pathOf(language)}
        control={control}
        label={
          language === first
            ? t('general.description.label', { language: nameOf(language) })
            : t('general.description.translationLabel', { language: nameOf(language) })
        }
        multiline
        minRows={4}
        maxRows={12}
        helperText={`${textOf(language).length.toLocaleString(i18n.language)} / ${MAX_TEXT_LENGTH.toLocaleString(i18n.language)}`}
      />
      {toTranslate(language) && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
          {t('general.description.missingHint', { language: nameOf(first) })}
        </Typography>
      )}
    </Box>
  );
}
