import type { CookieSettings } from '@coperto/shared/common/browser-storage';
import { type CookieCategory, STORAGE_KEYS } from '@coperto/shared/common/storage-keys';

/** The categories a visitor chooses; essentials are always on. */
export type OptionalCookieCategory = Exclude<CookieCategory, 'essentials'>;
export type CookieChoices = Record<OptionalCookieCategory, boolean>;

/** Spec §3 defaults. Stats start ticked, but nothing counts as consent before `hasOptedIn`. */
export const DEFAULT_COOKIE_SETTINGS: CookieSettings = {
  hasOptedIn: false,
  essentials: true,
  functional: false,
  experience: false,
  stats: true,
  marketing: false,
};

const OPTIONAL_CATEGORIES: readonly OptionalCookieCategory[] = [
  'functional',
  'experience',
  'stats',
  'marketing',
];

export const ALL_ACCEPTED: CookieChoices = {
  functional: true,
  experience: true,
  stats: true,
  marketing: true,
};
export const ESSENTIALS_ONLY: CookieChoices = {
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};

/**
 * Stored settings checked by hand, not with the shared zod schema (zod stays out of the public
 * site's first load). A field missing or of the wrong type takes its default; essentials are on
 * whatever was stored.
 */
export function toCookieSettings(value: unknown): CookieSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return DEFAULT_COOKIE_SETTINGS;
  }
  const stored = value as Record<string, unknown>;
  const settings: CookieSettings = { ...DEFAULT_COOKIE_SETTINGS, essentials: true };
  if (typeof stored.hasOptedIn === 'boolean') settings.hasOptedIn = stored.hasOptedIn;
  for (const category of OPTIONAL_CATEGORIES) {
    const flag = stored[category];
    if (typeof flag === 'boolean') settings[category] = flag;
  }
  return settings;
}

export function readStoredCookieSettings(): CookieSettings {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.cookieSettings);
    return raw === null ? DEFAULT_COOKIE_SETTINGS : toCookieSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_COOKIE_SETTINGS;
  }
}

/** The settings after a visitor's choice: opted in, essentials on, the rest as chosen. */
export function settingsFromChoices(choices: CookieChoices): CookieSettings {
  return { hasOptedIn: true, essentials: true, ...choices };
}

/** Whether the visitor agreed to this category; nothing optional before an explicit choice. */
export function consentsTo(settings: CookieSettings, category: CookieCategory): boolean {
  if (category === 'essentials') return true;
  return settings.hasOptedIn && settings[category];
}
