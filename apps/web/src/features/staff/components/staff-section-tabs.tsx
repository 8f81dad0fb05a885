import { hasPermission, type Permission } from '@coperto/shared/auth/permissions';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';

/** The section's pages below /dashboard/staff, in the tabs' order, each with who may use it. */
export const STAFF_TABS: readonly {
  key: 'planner' | 'mine' | 'wages' | 'payslips';
  path: string;
  permission: Permission;
}[] = [
  { key: 'planner', path: '/dashboard/staff', permission: 'read:rota' },
  { key: 'mine', path: '/dashboard/staff/mine', permission: 'read:rota:own' },
  { key: 'wages', path: '/dashboard/staff/wages', permission: 'read:wages' },
  { key: 'payslips', path: '/dashboard/staff/payslips', permission: 'read:wages:own' },
];

/** Tabs above the rota, one's own shifts, wages and one's payslips (those the role may use). */
export function StaffSectionTabs() {
  const { t } = useTranslation('staff');
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const tabs = STAFF_TABS.filter(
    (tab) => user !== null && hasPermission(user.user.role, tab.permission),
  );
  // Staff have no planner: the section's own path is their shifts.
  const current =
    tabs.find((tab) => tab.path === path) ??
    (path === '/dashboard/staff' ? tabs.find((tab) => tab.key === 'mine') : undefined) ??
    tabs[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }}>
        <Tabs value={current?.key ?? false} aria-label={t('tabs.label')} variant="scrollable">
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
      <Outlet />
    </>
  );
}
