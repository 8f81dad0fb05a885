import { pickTranslation } from '@coperto/shared/common/translations';
import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface MenuSwitcherProps {
  menus: Menu[];
  selectedId: string;
  fallbackLanguage: string;
  /** Each menu's page (links to share) … */
  linkBase?: string;
  /** … or, in a dialog, the menu to show instead. */
  onSelect?: (hashedId: string) => void;
}

/** A segmented control of a restaurant's menus (lunch, dinner, wines). */
export function MenuSwitcher({
  menus,
  selectedId,
  fallbackLanguage,
  linkBase,
  onSelect,
}: MenuSwitcherProps) {
  const { t, i18n } = useTranslation('menu');
  return (
    <nav aria-label={t('menus')}>
      <ul className="menu-switcher">
        {menus.map((menu) => {
          const name = pickTranslation(menu.name, i18n.language, fallbackLanguage);
          const selected = menu.hashed_id === selectedId;
          return (
            <li key={menu.hashed_id}>
              {linkBase !== undefined ? (
                <Link
                  className="menu-switcher__option"
                  to={`${linkBase}/${menu.hashed_id}`}
                  aria-current={selected ? 'page' : undefined}
                >
                  {name}
                </Link>
              ) : (
                <button
                  type="button"
                  className="menu-switcher__option"
                  aria-pressed={selected}
                  onClick={() => onSelect?.(menu.hashed_id)}
                >
                  {name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
