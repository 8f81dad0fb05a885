import type { CookieSettings } from '@coperto/shared/common/browser-storage';
import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { create } from 'zustand';
import {
  ALL_ACCEPTED,
  type CookieChoices,
  ESSENTIALS_ONLY,
  type OptionalCookieCategory,
  readStoredCookieSettings,
  settingsFromChoices,
} from '../lib/cookie-settings';
import { writeStored } from '../lib/local-storage';

interface CookieConsentState {
  /** Restored from `cookieSettings` on start (spec §4), written through on every choice. */
  settings: CookieSettings;
  saveChoices(choices: CookieChoices): void;
  acceptAll(): void;
  acceptEssentialsOnly(): void;
  /**
   * Agrees to one category where the visitor asks for it ("show the map"). Before any choice the
   * others stay off: asking for a map is not agreeing to statistics.
   */
  allowCategory(category: OptionalCookieCategory): void;
  /** Reads the stored settings again (tests, another tab). */
  restoreSettings(): void;
}

export const useCookieConsentStore = create<CookieConsentState>()((set, get) => {
  const save = (choices: CookieChoices) => {
    const settings = settingsFromChoices(choices);
    writeStored(STORAGE_KEYS.cookieSettings, settings);
    set({ settings });
  };
  return {
    settings: readStoredCookieSettings(),
    saveChoices: save,
    acceptAll: () => save(ALL_ACCEPTED),
    acceptEssentialsOnly: () => save(ESSENTIALS_ONLY),
    allowCategory: (category) => {
      const { settings } = get();
      const base: CookieChoices = settings.hasOptedIn
        ? {
            functional: settings.functional,
            experience: settings.experience,
            stats: settings.stats,
            marketing: settings.marketing,
          }
        : ESSENTIALS_ONLY;
      save({ ...base, [category]: true });
    },
    restoreSettings: () => set({ settings: readStoredCookieSettings() }),
  };
});
