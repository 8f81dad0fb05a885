import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';

/** The bookings section's own pages, below /dashboard/bookings, in the tabs' order. */
const BOOKINGS_TABS = [
  { key: 'day', path: '/dashboard/bookings' },
  { key: 'settings', path: '/dashboard/bookings/settings' },
] as const;

/** Tabs above the day view and the settings, so each is one tap from the other. */
export function BookingsSectionTabs() {
  const { t } = useTranslation('bookings');
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const current = BOOKINGS_TABS.find((tab) => tab.path === path) ?? BOOKINGS_TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }} className="no-print">
        <Tabs value={current.key} aria-label={t('tabs.label')} variant="scrollable">
          {BOOKINGS_TABS.map((tab) => (
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
