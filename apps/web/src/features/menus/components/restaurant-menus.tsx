import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestaurantMenus } from '../api/get-restaurant-menus';
import { MenuMessage } from './menu-message';
import { MenuSkeleton } from './menu-skeleton';
import { type MenuPlacement, MenuSurface } from './menu-surface';
import { MenuSwitcher } from './menu-switcher';
import { MenuView } from './menu-view';

export type MenusRestaurant = Pick<PublicRestaurant, 'id' | 'language' | 'last_updated'>;

interface RestaurantMenusProps {
  restaurant: MenusRestaurant;
  /** The menu asked for; the first one when none. */
  selectedId?: string;
  /** The menu page's path (`/it/menu`): the menus are links to share … */
  linkBase?: string;
  /** … or, in a dialog, buttons that show another menu. */
  onSelect?: (hashedId: string) => void;
  placement: MenuPlacement;
  headingLevel?: 1 | 2 | 3 | 4;
  /** An action under each dish, given its menu (the public site's "Aggiungi" while it takes orders). */
  itemAction?: (item: MenuItem, menu: Menu) => ReactNode;
}

/**
 * A restaurant's active menus, the chosen one shown whole, with a switcher when it has several;
 * skeletons while they load, a retry when they do not, a friendly word when there are none or the
 * one asked for is gone.
 */
export function RestaurantMenus({
  restaurant,
  selectedId,
  linkBase,
  onSelect,
  placement,
  headingLevel = 1,
  itemAction,
}: RestaurantMenusProps) {
  const { t } = useTranslation('menu');
  const query = useRestaurantMenus(restaurant.id, restaurant.last_updated);
  const fallbackLanguage = restaurant.language[0] ?? 'it';
  const menus = query.data?.menus;
  const menu = selectedId ? menus?.find((m) => m.hashed_id === selectedId) : menus?.[0];

  let content: ReactNode;
  if (!menus) {
    content = query.isError ? (
      <MenuMessage
        alert
        headingLevel={headingLevel}
        title={t('loadError.title')}
        action={
          <button type="button" className="menu-action" onClick={() => void query.refetch()}>
            {t('loadError.retry')}
          </button>
        }
      >
        {t('loadError.message')}
      </MenuMessage>
    ) : (
      <MenuSkeleton />
    );
  } else if (menus.length === 0) {
    content = (
      <MenuMessage headingLevel={headingLevel} title={t('empty.title')}>
        {t('empty.message')}
      </MenuMessage>
    );
  } else if (!menu) {
    content = (
      <MenuMessage
        headingLevel={headingLevel}
        title={t('notFound.title')}
        action={
          linkBase !== undefined ? (
            <Link className="menu-action" to={linkBase}>
              {t('notFound.otherMenus')}
            </Link>
          ) : (
            <button
              type="button"
              className="menu-action"
              onClick={() => onSelect?.(menus[0]!.hashed_id)}
            >
              {t('notFound.otherMenus')}
            </button>
          )
        }
      >
        {t('notFound.message')}
      </MenuMessage>
    );
  } else {
    content = (
      <>
        {menus.length > 1 && (
          <MenuSwitcher
            menus={menus}
            selectedId={menu.hashed_id}
            fallbackLanguage={fallbackLanguage}
            linkBase={linkBase}
            onSelect={onSelect}
          />
        )}
        <MenuView
          key={menu.hashed_id}
          menu={menu}
          fallbackLanguage={fallbackLanguage}
          headingLevel={headingLevel}
          itemAction={itemAction}
        />
      </>
    );
  }
  return <MenuSurface placement={placement}>{content}</MenuSurface>;
}
