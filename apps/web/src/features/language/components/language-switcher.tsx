import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameOf } from '../../../shared/lib/language-name';
import { ExpandMoreIcon, TranslateIcon } from '../../../shared/ui/icons';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import './language-switcher.css';

// MUI's menu (popover, modal, focus trap) is not in the public first load: it loads on first open.
const LanguageMenu = lazyWithTheme(() => import('./language-menu').then((m) => m.default));

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
      <button
        type="button"
        className="language-switcher"
        aria-label={t('language.choose', { language: languageNameOf(current) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="language-switcher"
      >
        <TranslateIcon className="language-switcher-globe" />
        {current.toUpperCase()}
        <ExpandMoreIcon className="language-switcher-arrow" />
      </button>
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
