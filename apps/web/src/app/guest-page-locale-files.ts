import type { ResourceKey } from 'i18next';

/** The loaders of the guest pages' namespaces (GUEST_PAGE_NAMESPACES), read when such a page opens. */
export const guestPageLocaleFiles = import.meta.glob<ResourceKey>(
  '../locales/*/{booking,giftcard-shop,ordering,privacy}.json',
  { import: 'default' },
);
