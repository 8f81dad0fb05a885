import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { capitalizedLanguageName } from '../lib/translation-status';

/**
 * Which of the restaurant's languages the texts are shown and written in. A language with texts
 * still to translate carries a warning dot; the first language is marked as required.
 */
export function LanguageSwitcher({
  languages,
  value,
  onChange,
  incomplete = [],
}: {
  languages: readonly string[];
  value: string;
  onChange(language: string): void;
  /** Languages with texts missing (or in error): they get a dot. */
  incomplete?: readonly string[];
}) {
  const { t, i18n } = useTranslation('menu-editor');
  if (languages.length < 2) return null;
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label={t('translations.switcherLabel')}
      onChange={(_event, next: string | null) => {
        if (next) onChange(next);
      }}
    >
      {languages.map((language, index) => {
        const name = capitalizedLanguageName(language, i18n.language);
        const missing = incomplete.includes(language);
        const hint = missing
          ? t('translations.languageIncomplete', { language: name })
          : index === 0
            ? t('translations.firstLanguage', { language: name })
            : name;
        return (
          <Tooltip key={language} title={hint}>
            <ToggleButton
              value={language}
              aria-label={missing ? hint : name}
              sx={{ px: 1.5, gap: 0.75, fontWeight: 600 }}
            >
              {language.toUpperCase()}
              {missing && (
                <Box
                  aria-hidden
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main' }}
                />
              )}
            </ToggleButton>
          </Tooltip>
        );
      })}
    </ToggleButtonGroup>
  );
}
