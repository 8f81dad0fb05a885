import Translate from '@mui/icons-material/Translate';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { languageName } from '../lib/translation-status';

/** The marker on a menu, section or dish whose texts lack some of the restaurant's languages. */
export function MissingTranslationsChip({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTranslation('menu-editor');
  if (languages.length === 0) return null;
  const names = languages.map((language) => languageName(language, i18n.language));
  const description = t('translations.missing', {
    languages: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
  });
  return (
    <Tooltip title={description}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<Translate />}
        label={languages.map((language) => language.toUpperCase()).join(' · ')}
        aria-label={description}
        role="status"
        sx={{ fontWeight: 600, flexShrink: 0 }}
      />
    </Tooltip>
  );
}
