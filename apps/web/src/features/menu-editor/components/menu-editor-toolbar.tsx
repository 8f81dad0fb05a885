import { MAX_SECTIONS_PER_MENU } from '@coperto/shared/menus/menu.constants';
import Add from '@mui/icons-material/Add';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';

/**
 * The bar above a menu's sections: the language being edited (with the ones still missing texts
 * marked) when there are several, all sections opened or closed at once, a new section.
 */
export function MenuEditorToolbar({
  languages,
  language,
  onLanguageChange,
  missingLanguages,
  sectionCount,
  allOpen,
  onToggleAll,
  onAddSection,
}: {
  languages: readonly string[];
  language: string;
  onLanguageChange(language: string): void;
  missingLanguages: readonly string[];
  sectionCount: number;
  allOpen: boolean;
  onToggleAll(): void;
  onAddSection(): void;
}) {
  const { t } = useTranslation('menu-editor');
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        mb: 2,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        flexWrap: 'wrap',
      }}
    >
      {languages.length > 1 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('translations.switcherLabel')}
          </Typography>
          <LanguageSwitcher
            languages={languages}
            value={language}
            onChange={onLanguageChange}
            incomplete={missingLanguages}
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 180px' }}>
        {languages.length < 2
          ? null
          : missingLanguages.includes(language)
            ? t('translations.someMissing')
            : language === languages[0]
              ? t('translations.firstHint')
              : t('translations.allDone')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
        {sectionCount > 1 && (
          <Button startIcon={allOpen ? <UnfoldLess /> : <UnfoldMore />} onClick={onToggleAll}>
            {allOpen ? t('editor.collapseAll') : t('editor.expandAll')}
          </Button>
        )}
        <AddSectionButton count={sectionCount} onClick={onAddSection} />
      </Stack>
    </Paper>
  );
}

function AddSectionButton({ count, onClick }: { count: number; onClick(): void }) {
  const { t } = useTranslation('menu-editor');
  const full = count >= MAX_SECTIONS_PER_MENU;
  return (
    <Tooltip title={full ? t('section.menuFull', { max: MAX_SECTIONS_PER_MENU }) : ''}>
      <span>
        <Button variant="contained" startIcon={<Add />} onClick={onClick} disabled={full}>
          {t('section.add')}
        </Button>
      </span>
    </Tooltip>
  );
}
