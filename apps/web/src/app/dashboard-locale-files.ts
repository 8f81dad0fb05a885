import type { ResourceKey } from 'i18next';

/** The loaders of the dashboard's namespaces (i18n.ts, DASHBOARD_NAMESPACES), read on first use. */
export const dashboardLocaleFiles = import.meta.glob<ResourceKey>(
  '../locales/*/{bookings,business,cashups,dashboard,discounts,expenses,floor,gallery-editor,giftcards,menu-editor,orders,orders-admin,reports,restaurant-settings,restaurant-settings-extra,staff,subscription,users}.json',
  { import: 'default' },
);
