import { pickTranslation, type Translations } from '@coperto/shared/common/translations';
import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';
import { memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderInSlices } from '../../../shared/lib/use-render-in-slices';
import { formatServedDays, formatServedHours } from '../lib/menu-availability';
import { AllergenLegend } from './allergen-legend';
import { LineIcon } from './line-icon';
import { type HeadingLevel, MenuHeading } from './menu-heading';
import { MenuItemEntry } from './menu-item-entry';
import { MenuSectionNav } from './menu-section-nav';

interface MenuViewProps {
  menu: Menu;
  /** The restaurant's first language: every text has it, the others fall back to it. */
  fallbackLanguage: string;
  /** The menu name's level: 1 on a page; sections and dishes are the next two levels. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** An action under each dish (the public site's "Aggiungi"), given its menu; none when left out. */
  itemAction?: (item: MenuItem, menu: Menu) => ReactNode;
}

/** "Servito lun–ven, 12:00–15:00" in the language, or nothing for a menu served at all hours. */
function AvailabilityLine({ availability }: { availability: Menu['availability'] }) {
  const { t, i18n } = useTranslation('menu');
  if (!availability) return null;
  const hours = formatServedHours(availability, i18n.language);
  const days = formatServedDays(availability.days, i18n.language);
  return (
    <p className="menu-header__availability">
      <LineIcon size={16}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </LineIcon>
      {days ? t('served', { days, hours }) : t('servedEveryDay', { hours })}
    </p>
  );
}

/** The dishes of the menu's first render; the rest follow a few per task (useRenderInSlices). */
const FIRST_DISHES = 4;
const DISHES_PER_SLICE = 3;

type DishProps = {
  item: MenuItem;
  menu: Menu;
  fallbackLanguage: string;
  headingLevel: HeadingLevel;
  itemAction: MenuViewProps['itemAction'];
};

/** A dish with its action; a dish already on screen is not rendered again by the next slice. */
const Dish = memo(function Dish({ item, menu, itemAction, ...entry }: DishProps) {
  return <MenuItemEntry item={item} action={itemAction?.(item, menu)} {...entry} />;
});

/**
 * A menu as a guest reads it at the table: its name, description and hours, a tab bar of its
 * sections, the dishes, and the allergen legend with the note the law asks for.
 */
export function MenuView({ menu, fallbackLanguage, headingLevel = 1, itemAction }: MenuViewProps) {
  const { t, i18n } = useTranslation('menu');
  const textOf = (text: Translations) => pickTranslation(text, i18n.language, fallbackLanguage);
  // Unique per view: the same menu may be on the page and in the overlay.
  const idPrefix = useId().replace(/[^A-Za-z0-9]/g, '');
  const sections = menu.sections.map((section) => ({
    section,
    anchor: `menu-${idPrefix}-section-${section.id}`,
    name: textOf(section.name),
  }));
  const description = textOf(menu.description);
  const sectionLevel = (headingLevel + 1) as HeadingLevel;
  const dishCount = menu.sections.reduce((count, { items }) => count + items.length, 0);
  // Every section and its heading are there from the start (the tabs point at them); the dishes
  // arrive in slices, counted across sections.
  const dishes = useRenderInSlices(dishCount, FIRST_DISHES, DISHES_PER_SLICE);
  const complete = dishes.shown === dishCount;
  let dishesBefore = 0;

  return (
    <article className="menu-card" data-testid="menu-view">
      <header className="menu-header">
        <MenuHeading level={headingLevel} className="menu-header__title">
          {textOf(menu.name)}
        </MenuHeading>
        {description && <p className="menu-header__description">{description}</p>}
        <AvailabilityLine availability={menu.availability} />
        <div className="menu-ornament" aria-hidden="true">
          <span />
        </div>
      </header>

      {sections.length > 1 && (
        <MenuSectionNav
          label={t('sections')}
          sections={sections}
          complete={complete}
          onIncomplete={dishes.showAll}
        />
      )}

      {sections.map(({ section, anchor, name }) => {
        const sectionDescription = textOf(section.description);
        const shownHere = Math.max(0, Math.min(section.items.length, dishes.shown - dishesBefore));
        dishesBefore += section.items.length;
        return (
          <section
            key={section.id}
            id={anchor}
            className="menu-section"
            aria-labelledby={`${anchor}-title`}
          >
            <MenuHeading
              level={sectionLevel}
              id={`${anchor}-title`}
              className="menu-section__title"
              tabIndex={-1}
            >
              <span>{name}</span>
            </MenuHeading>
            {sectionDescription && (
              <p className="menu-section__description">{sectionDescription}</p>
            )}
            <ul className="menu-section__items">
              {section.items.slice(0, shownHere).map((item) => (
                <Dish
                  key={item.id}
                  item={item}
                  menu={menu}
                  fallbackLanguage={fallbackLanguage}
                  headingLevel={(sectionLevel + 1) as HeadingLevel}
                  itemAction={itemAction}
                />
              ))}
            </ul>
          </section>
        );
      })}

      {complete && <AllergenLegend />}
    </article>
  );
}
