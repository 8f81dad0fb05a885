import type { MenuServiceNow } from '@coperto/shared/menus/menu-hours';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../shared/lib/dates';
import { LineIcon } from './line-icon';

/**
 * A dish whose menu is not served now: "Disponibile dalle 12:00" beside its "Aggiungi" when the
 * menu starts later today, else "Non disponibile ora" in its place. The menu's header says its
 * days and hours.
 */
export function MenuItemNotServed({
  service,
}: {
  service: Extract<MenuServiceNow, { served: false }>;
}) {
  const { t, i18n } = useTranslation('menu');
  return (
    <p className="menu-item__not-served" data-testid="menu-item-not-served">
      <LineIcon size={16}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </LineIcon>
      {service.startsAt
        ? t('orderableFrom', { time: formatClockTime(service.startsAt, i18n.language) })
        : t('notOrderableNow')}
    </p>
  );
}
