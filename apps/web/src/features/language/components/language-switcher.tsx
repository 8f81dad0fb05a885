import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameOf } from '../language-name';

// MUI's menu (popover, modal, focus trap) is not in the public first load: it loads on first open.
const LanguageMenu = lazy(() => import('./language-menu'));

/**
 * The public site's language switcher: a menu of links to this page in each of the site's
 * languages (the language route then switches and stores the language). Hidden with one language.
 */
export function LanguageSwitcher({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  if (languages.length < 2) return null;
  const current = i18n.language;

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('language.choose', { language: languageNameOf(current) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="language-switcher"
        sx={{
          minWidth: 0,
          flexShrink: 0,
          // Phones: the code and the arrow say enough.
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        {current.toUpperCase()}
      </Button>
      {menuUsed && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            languages={languages}
            current={current}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
