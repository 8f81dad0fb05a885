import type { CookieCategory } from '@coperto/shared/common/storage-keys';
import { useCookieConsentStore } from '../stores/cookie-consent-store';
import { consentsTo } from './cookie-settings';

/**
 * Whether something of this category may load now. Features ask this before loading anything
 * third-party (maps, analytics, embeds); only essentials are allowed before the visitor chooses.
 */
export function hasConsent(category: CookieCategory): boolean {
  return consentsTo(useCookieConsentStore.getState().settings, category);
}

/** The same answer as a hook, so a component renders again when the visitor changes their mind. */
export function useHasConsent(category: CookieCategory): boolean {
  return useCookieConsentStore((s) => consentsTo(s.settings, category));
}
