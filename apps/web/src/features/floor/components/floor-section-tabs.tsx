import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { usePermission } from '../../../shared/session/use-permission';

/** The floor section's own pages, below /dashboard/floor, in the tabs' order. */
interface FloorTab {
  key: 'service' | 'plan' | 'qr';
  path: string;
  /** Only for who may edit the floor (update:floor). */
  editor: boolean;
}
const SERVICE_TAB: FloorTab = { key: 'service', path: '/dashboard/floor', editor: false };
export const FLOOR_TABS: readonly FloorTab[] = [
  SERVICE_TAB,
  { key: 'plan', path: '/dashboard/floor/plan', editor: true },
  { key: 'qr', path: '/dashboard/floor/qr', editor: true },
];

/**
 * Tabs above the service, the plan editor and the QR codes. Staff (read:floor only) see the
 * service alone, so no tab bar: the plan and the codes are an owner's and a manager's work.
 */
export function FloorSectionTabs() {
  const { t } = useTranslation('floor');
  const canEdit = usePermission('update:floor');
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const tabs = FLOOR_TABS.filter((tab) => canEdit || !tab.editor);
  const current = tabs.find((tab) => tab.path === path) ?? SERVICE_TAB;
  return (
    <>
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }} className="no-print">
          <Tabs value={current.key} aria-label={t('tabs.label')} variant="scrollable">
            {tabs.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={t(`tabs.${tab.key}`)}
                component={RouterLink}
                to={tab.path}
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Outlet />
    </>
  );
}
