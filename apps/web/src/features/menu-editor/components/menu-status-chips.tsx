import type { MenuListItem } from '@coperto/shared/menus/menu.schemas';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { describeAvailability } from '../lib/describe-availability';

/**
 * Whether guests see the menu (left out where a switch beside it says so), and when it is served
 * if only at some times.
 */
export function MenuStatusChips({
  menu,
  withStatus = true,
}: {
  menu: Pick<MenuListItem, 'active' | 'availability'>;
  withStatus?: boolean;
}) {
  const { t, i18n } = useTranslation('menu-editor');
  const served = describeAvailability(menu.availability, i18n.language, t('menu.everyDay'));
  return (
    <>
      {withStatus && (
        <Chip
          size="small"
          label={menu.active ? t('menu.statusActive') : t('menu.statusInactive')}
          color={menu.active ? 'success' : 'default'}
          variant={menu.active ? 'filled' : 'outlined'}
          sx={{ fontWeight: 600 }}
        />
      )}
      {served && (
        <Chip
          size="small"
          variant="outlined"
          icon={<ScheduleOutlined />}
          label={served}
          aria-label={t('menu.servedAt', { when: served })}
        />
      )}
    </>
  );
}
