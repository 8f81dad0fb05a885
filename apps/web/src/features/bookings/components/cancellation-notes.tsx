import type { BookingSettingsBody } from '@coperto/shared/bookings/booking.schemas';
import type { LanguageCode } from '@coperto/shared/common/constants';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { FormTextField } from '../../../shared/forms/form-text-field';

/**
 * The cancellation notes guests read under the booking form and on their booking, in each of the
 * restaurant's languages, one at a time (a language left empty shows the first one's).
 */
export function CancellationNotes({
  control,
  readOnly,
  languages,
}: {
  control: Control<BookingSettingsBody>;
  readOnly: boolean;
  languages: LanguageCode[];
}) {
  const { t } = useTranslation('bookings');
  const first = languages[0] ?? 'it';
  const [language, setLanguage] = useState<LanguageCode>(first);
  const several = languages.length > 1;
  return (
    <FormSection title={t('settings.cancellation.title')}>
      <Stack spacing={1.5}>
        {several && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language}
            onChange={(_event, value: LanguageCode | null) => value && setLanguage(value)}
            aria-label={t('settings.cancellation.language')}
          >
            {languages.map((code) => (
              <ToggleButton key={code} value={code} sx={{ px: 2 }}>
                {code.toUpperCase()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <FormTextField
          // One field per language: its own value and errors.
          key={language}
          name={`cancellation_policy.${language}`}
          control={control}
          readOnly={readOnly}
          multiline
          minRows={2}
          label={
            several
              ? `${t('settings.cancellation.notes')} · ${language.toUpperCase()}`
              : t('settings.cancellation.notes')
          }
          helperText={
            language === first
              ? t('settings.cancellation.notesHint')
              : t('settings.cancellation.notesFallback', { language: first.toUpperCase() })
          }
        />
      </Stack>
    </FormSection>
  );
}
