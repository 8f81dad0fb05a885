import { hasPermission, type Permission } from '@coperto/shared/auth/permissions';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';

/** The section's pages below /dashboard/gift-cards, in the tabs' order, each with who may use it. */
export const GIFT_CARD_TABS: readonly { key: string; path: string; permission: Permission }[] = [
  { key: 'cards', path: '/dashboard/gift-cards', permission: 'read:giftcards' },
  { key: 'redeem', path: '/dashboard/gift-cards/redeem', permission: 'redeem:giftcards' },
  { key: 'templates', path: '/dashboard/gift-cards/templates', permission: 'update:giftcards' },
];

/** Tabs above the cards, the counter's redeem screen and the templates (those the role may use). */
export function GiftCardsSectionTabs() {
  const { t } = useTranslation('giftcards');
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const tabs = GIFT_CARD_TABS.filter(
    (tab) => user !== null && hasPermission(user.user.role, tab.permission),
  );
  const current = tabs.find((tab) => tab.path === path) ?? tabs[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }}>
        <Tabs value={current?.key ?? false} aria-label={t('tabs.label')} variant="scrollable">
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={t(`tabs.${tab.key as 'cards'}`)}
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
