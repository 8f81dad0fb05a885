import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME_COLORS,
  MANIFEST_ICON_SIZES,
} from '@coperto/shared/common/constants';
import type { Config } from '../../config';
import type { HostSite } from '../../shared/host-site';
import { escapeHtml } from './html-escape';

/** The marketing host's languages (apps/web/src/features/language/choose-language.ts). */
export const MARKETING_LANGUAGES: readonly string[] = ['it', 'en'];
/** Icons of the marketing host (and of unknown hosts): Coperto's own. */
export const COPERTO_ICON_OWNER = 'coperto';
/** Coperto's own colours (apps/web/src/app/theme.ts). */
const COPERTO_THEME_COLOR = '#0b6b4a';
const COPERTO_BACKGROUND_COLOR = '#f7f5f0';
/** Short names longer than this are cut on home screens. */
const SHORT_NAME_MAX = 12;

/** The icon files a site has, by name: every site gets each of them (spec §2 head tags). */
export const SITE_ICON_FILES = {
  'favicon-32.png': 32,
  'apple-touch-icon.png': 180,
  'mstile-144.png': 144,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;
export type SiteIconFile = keyof typeof SITE_ICON_FILES;

export function isSiteIconFile(file: string): file is SiteIconFile {
  return Object.hasOwn(SITE_ICON_FILES, file);
}

/** What the head tags and the web manifest say about a site. */
export interface SiteIdentity {
  kind: 'marketing' | 'restaurant';
  name: string;
  shortName: string;
  description?: string;
  /** The restaurant's public key, or Coperto's: names the icons' folder. */
  iconOwner: string;
  themeColor: string;
  backgroundColor: string;
  /** The site's languages, its default first. */
  languages: string[];
}

/** A name that fits under an icon: the name itself, else its first word, else cut. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const [firstWord = trimmed] = trimmed.split(/\s+/);
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : firstWord.slice(0, SHORT_NAME_MAX);
}

export function siteIdentityOf(site: HostSite): SiteIdentity | null {
  if (site.kind === 'unknown') return null;
  if (site.kind === 'marketing') {
    return {
      kind: 'marketing',
      name: 'Coperto',
      shortName: 'Coperto',
      iconOwner: COPERTO_ICON_OWNER,
      themeColor: COPERTO_THEME_COLOR,
      backgroundColor: COPERTO_BACKGROUND_COLOR,
      languages: [...MARKETING_LANGUAGES],
    };
  }
  const { restaurant } = site;
  const theme = { ...DEFAULT_THEME_COLORS, ...restaurant.theme };
  return {
    kind: 'restaurant',
    name: restaurant.name,
    shortName: shortNameOf(restaurant.name),
    description: restaurant.description.trim() || undefined,
    iconOwner: restaurant.public_key,
    themeColor: theme.primary_color,
    backgroundColor: theme.background_color,
    languages: restaurant.language.length ? restaurant.language : [DEFAULT_LANGUAGE],
  };
}

export const iconUrlOf = (owner: string, file: SiteIconFile) =>
  `/icons/${encodeURIComponent(owner)}/${file}`;

/** The web manifest of a site (spec §2): name, short name, icons 192 and 512, standalone. */
export function webManifestOf(identity: SiteIdentity) {
  return {
    name: identity.name,
    short_name: identity.shortName,
    ...(identity.description ? { description: identity.description } : {}),
    lang: identity.languages[0],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: identity.themeColor,
    background_color: identity.backgroundColor,
    icons: MANIFEST_ICON_SIZES.map((size) => ({
      src: iconUrlOf(identity.iconOwner, `icon-${size}.png`),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/** What the browser needs from the server's configuration, read at run time (runtime-config.ts). */
export function runtimeConfigOf(config: Pick<Config, 'googleMapsBrowserKey' | 'google'>) {
  return {
    ...(config.googleMapsBrowserKey ? { mapsBrowserKey: config.googleMapsBrowserKey } : {}),
    googleSignIn: Boolean(config.google),
  };
}

/**
 * The per-host head tags: icons from the site's public key, the manifest (not for an unknown
 * host: it has none), the theme colour and the runtime configuration.
 */
export function renderSiteHeadTags(
  identity: SiteIdentity | null,
  runtimeConfig: ReturnType<typeof runtimeConfigOf>,
): string {
  const owner = identity?.iconOwner ?? COPERTO_ICON_OWNER;
  const themeColor = identity?.themeColor ?? COPERTO_THEME_COLOR;
  const tags = [
    `<meta name="theme-color" content="${escapeHtml(themeColor)}" />`,
    `<link rel="icon" type="image/png" sizes="32x32" href="${iconUrlOf(owner, 'favicon-32.png')}" />`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${iconUrlOf(owner, 'apple-touch-icon.png')}" />`,
    `<meta name="msapplication-TileImage" content="${iconUrlOf(owner, 'mstile-144.png')}" />`,
    `<meta name="msapplication-TileColor" content="${escapeHtml(themeColor)}" />`,
    ...(identity
      ? [
          '<link rel="manifest" href="/manifest.webmanifest" />',
          // The web app's first render is already in the path's (or the chosen) language.
          `<meta name="coperto-languages" content="${escapeHtml(identity.languages.join(','))}" />`,
        ]
      : []),
    `<meta name="coperto-config" content="${escapeHtml(JSON.stringify(runtimeConfig))}" />`,
  ];
  return tags.map((tag) => `  ${tag}\n`).join('');
}
