import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';

/** The orders section's own pages, below /dashboard/orders, in the tabs' order. */
const ORDERS_TABS = [
  { key: 'board', path: '/dashboard/orders' },
  { key: 'list', path: '/dashboard/orders/list' },
  { key: 'settings', path: '/dashboard/orders/settings' },
] as const;

/**
 * Tabs above the board, the list and the settings, so each is one tap from the others (the
 * kitchen display, the staff entry and an order's page keep the whole screen).
 */
export function OrdersSectionTabs() {
  const { t } = useTranslation('orders-admin');
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const current = ORDERS_TABS.find((tab) => tab.path === path) ?? ORDERS_TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }}>
        <Tabs value={current.key} aria-label={t('tabs.label')} variant="scrollable">
          {ORDERS_TABS.map((tab) => (
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
