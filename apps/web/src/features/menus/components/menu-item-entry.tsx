import { pickTranslation } from '@coperto/shared/common/translations';
import type { MenuItem } from '@coperto/shared/menus/menu.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import { openMediaViewer } from '../../../shared/stores/media-viewer-store';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { AllergenIcon } from './allergen-icon';
import { DietaryTagIcon } from './dietary-tag-icon';
import { type HeadingLevel, MenuHeading } from './menu-heading';

/** The thumbnail is 84 px wide on phones and 104 px from 600 px on (menu.css). */
const PHOTO_SIZES = '(min-width: 600px) 104px, 84px';

/** A name, dotted leaders, then a price: the line of a printed menu. */
function PriceLine({
  className,
  name,
  price,
}: {
  className: string;
  name: ReactNode;
  price: string | null;
}) {
  return (
    <div className={className}>
      {name}
      {price !== null && (
        <>
          <span className="menu-leader" aria-hidden="true" />
          <span className="menu-price">{price}</span>
        </>
      )}
    </div>
  );
}

/**
 * One dish: name and price, description, allergens (icons named for screen readers), dietary
 * marks, variants with their own prices, and a thumbnail when it has a photo (a tap shows it
 * large, in the shell's media viewer). A sold-out dish stays readable, muted and marked.
 */
export function MenuItemEntry({
  item,
  fallbackLanguage,
  headingLevel,
  action,
}: {
  item: MenuItem;
  fallbackLanguage: string;
  headingLevel: HeadingLevel;
  /** What a guest can do with the dish, below it: the public site's "Aggiungi" when it takes orders. */
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation('menu');
  const language = i18n.language;
  const textOf = (text: MenuItem['name']) => pickTranslation(text, language, fallbackLanguage);
  const name = textOf(item.name);
  const description = textOf(item.description);
  // Variants carry the whole price (a glass, a bottle): the dish's own would repeat one of them.
  const ownPrice = item.variants.length > 0 ? null : formatEuros(item.price, language);
  // Vegan says vegetarian too: one mark, not two.
  const tags = item.tags.includes('vegan')
    ? item.tags.filter((tag) => tag !== 'vegetarian')
    : item.tags;
  const hasMeta = item.allergens.length > 0 || tags.length > 0;

  return (
    <li
      className={['menu-item', item.image_url && 'has-photo', !item.available && 'is-unavailable']
        .filter(Boolean)
        .join(' ')}
      data-testid="menu-item"
    >
      <PriceLine
        className="menu-item__head"
        name={
          <div className="menu-item__title">
            <MenuHeading level={headingLevel} className="menu-item__name">
              {name}
            </MenuHeading>
            {!item.available && <span className="menu-item__sold-out">{t('soldOut')}</span>}
          </div>
        }
        price={ownPrice}
      />

      {(description || hasMeta) && (
        <div className="menu-item__body">
          {description && <p className="menu-item__description">{description}</p>}
          {hasMeta && (
            <div className="menu-item__meta">
              {item.allergens.length > 0 && (
                <ul className="menu-item__allergens" aria-label={t('itemAllergens')}>
                  {item.allergens.map((allergen) => (
                    <li key={allergen} title={t(`allergens.${allergen}`)}>
                      <AllergenIcon allergen={allergen} />
                      <span className="menu-sr-only">{t(`allergens.${allergen}`)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {tags.map((tag) => (
                <span key={tag} className="menu-tag" data-tag={tag}>
                  <DietaryTagIcon tag={tag} />
                  {t(`tags.${tag}`)}
                </span>
              ))}
            </div>
          )}
        </div>
      )}

      {item.image_url && (
        <button
          type="button"
          className="menu-item__photo-button"
          aria-label={t('enlargePhoto', { name })}
          onClick={() =>
            openMediaViewer({
              items: [{ src: item.image_url!, alt: t('photoOf', { name }), caption: description }],
              title: name,
            })
          }
        >
          <ResponsiveImage
            src={item.image_url}
            alt=""
            sizes={PHOTO_SIZES}
            className="menu-item__photo"
          />
        </button>
      )}

      {item.variants.length > 0 && (
        <ul className="menu-item__variants" data-testid="menu-item-variants">
          {item.variants.map((variant) => (
            <li key={`${JSON.stringify(variant.name)}-${variant.price}`}>
              <PriceLine
                className="menu-variant"
                name={<span>{textOf(variant.name)}</span>}
                price={formatEuros(variant.price, language)}
              />
            </li>
          ))}
        </ul>
      )}

      {action && <div className="menu-item__action">{action}</div>}
    </li>
  );
}
