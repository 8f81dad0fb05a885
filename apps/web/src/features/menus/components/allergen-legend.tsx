import { ALLERGENS } from '@coperto/shared/menus/menu.constants';
import { useTranslation } from 'react-i18next';
import { AllergenIcon } from './allergen-icon';
import { LineIcon } from './line-icon';

/**
 * What each allergen symbol means, folded away until asked for, and the note Italian law asks a
 * menu to carry, always in view.
 */
export function AllergenLegend() {
  const { t } = useTranslation('menu');
  return (
    <footer className="menu-legend">
      <details>
        <summary>
          <span>{t('legend.title')}</span>
          <LineIcon size={20} className="menu-legend__chevron">
            <path d="m6 9 6 6 6-6" />
          </LineIcon>
        </summary>
        <p className="menu-legend__intro">{t('legend.intro')}</p>
        <ul className="menu-legend__list">
          {ALLERGENS.map((allergen) => (
            <li key={allergen}>
              <AllergenIcon allergen={allergen} size={24} />
              <span>{t(`allergens.${allergen}`)}</span>
            </li>
          ))}
        </ul>
      </details>
      <p className="menu-legend__note">{t('legend.staffNote')}</p>
    </footer>
  );
}
