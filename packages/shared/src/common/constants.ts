/** Business constants of spec §9 and DESIGN.md, named once for API and web. */
export const ALERT_AUTO_HIDE_MS = 6000;
export const TEMP_VISITOR_ID_TTL_MS = 60 * 60 * 1000;
export const SESSION_WARNING_SECONDS = 30;
export const RESTAURANT_VERSION_REFETCH_MS = 60_000;
export const TRIAL_LOGIN_PROMPT_DELAY_MS = 1000;

export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_DEFAULT_SORT = { column: 'date', type: 'desc' } as const;

export const DEFAULT_LANGUAGE = 'it';
export const DEFAULT_ADDRESS_STATE = 'it';
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

export const DEFAULT_BODY_COLOR = '#25CA8C';
export const DEFAULT_PAGE_BACKGROUND = '#cccccc';
export const DEFAULT_THEME_COLORS = {
  primary_color: '#4A90E2',
  secondary_color: '#50E3C2',
  grey_color: '#9B9B9B',
  background_color: '#fdfdfd',
  red_color: '#e03f3f',
  green_color: '#47d14e',
} as const;

export const IMAGE_WIDTHS = [640, 853, 1280, 2560] as const;
export const MANIFEST_ICON_SIZES = [192, 512] as const;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_DELAY_MIN_MS = 1000;
export const QUERY_RETRY_DELAY_MAX_MS = 30_000;

/** Free texts get sane bounds everywhere (DESIGN.md §5). */
export const MAX_NAME_LENGTH = 120;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_EMAIL_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** ISO 639-1 codes a restaurant may publish its site in; the first of a restaurant's is its default. */
export const SUPPORTED_LANGUAGES = [
  'it',
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'nl',
  'pl',
  'ro',
  'ru',
  'uk',
  'el',
  'hr',
  'sl',
  'cs',
  'hu',
  'sv',
  'da',
  'no',
  'fi',
  'zh',
  'ja',
  'ko',
  'ar',
  'he',
  'tr',
  'hi',
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
