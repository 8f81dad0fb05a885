import { INITIAL_DATA_ELEMENT_ID, type PageInitialData } from '@coperto/shared/site/initial-data';
import type { HostSite } from '../../shared/host-site';
import { escapeHtml, scriptSafeJson } from './html-escape';
import type { FoundPage } from './page-head.service';
import type { PageHead } from './site-pages';

/** The restaurant (and a menu page's menus) as the web app's first render reads them. */
export function initialDataTagOf({ site, menus }: FoundPage): string {
  if (site.kind !== 'restaurant') return '';
  const data: PageInitialData = { restaurant: site.restaurant, ...(menus && { menus }) };
  return `    <script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>\n`;
}

/**
 * The page template, cut once where each request's parts go: `<html lang>`, the page's own tags
 * where the template's title was (before its scripts), the host's at the end of the head. What the
 * server sets per host and page (title, description, icon, theme colour) is taken out.
 */
export function compileTemplate(template: string) {
  const descriptionTag = /<meta\s+name="description"[^>]*>/.exec(template)?.[0];
  const stripped = template
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<link\s+rel="icon"[^>]*>/g, '')
    .replace(/\s*<meta\s+name="theme-color"[^>]*>/g, '');
  const html = /<html\b([^>]*)>/.exec(stripped);
  const headEnd = stripped.indexOf('</head>');
  if (!html || headEnd < html.index) throw new Error('The web template has no <html> and </head>');
  const title = /\s*<title>[\s\S]*?<\/title>/.exec(stripped);
  const pageTagsAt = title?.index ?? headEnd;
  const beforeHtml = stripped.slice(0, html.index);
  const htmlAttributes = (html[1] ?? '').replace(/\s+lang="[^"]*"/, '');
  const headStart = stripped.slice(html.index + html[0].length, pageTagsAt);
  const headRest = stripped
    .slice(title ? title.index + title[0].length : headEnd, headEnd)
    .trimEnd();
  const fromHeadEnd = stripped.slice(headEnd);
  // The first paint goes before #root, not in it: the app's first render does not remove it
  // but covers it (index.html's styles put the hero underneath), so the photo stays on screen
  // until the app shows the same one, however early the app renders.
  const root = /<div id="root">/.exec(fromHeadEnd);
  const bodyWith = (firstPaint: string | undefined) => {
    if (!firstPaint || !root) return fromHeadEnd;
    return `${fromHeadEnd.slice(0, root.index)}${firstPaint}\n    ${fromHeadEnd.slice(root.index)}`;
  };

  /** `siteHead`: the host's icons, manifest, theme colour and runtime config (site-head.service.ts). */
  return (head: PageHead, site: HostSite['kind'], siteHead: string) => {
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      head.description === undefined
        ? descriptionTag
        : `<meta name="description" content="${escapeHtml(head.description)}" />`,
      // Tells the web app which site it is on (apps/web/src/app/site-kind.ts).
      `<meta name="coperto-site" content="${site}" />`,
      ...head.tags,
    ];
    const pageTags = tags
      .filter(Boolean)
      .map((tag) => `\n    ${tag}`)
      .join('');
    return `${beforeHtml}<html lang="${escapeHtml(head.lang)}"${htmlAttributes}>${headStart}${pageTags}${headRest}\n${siteHead}  ${bodyWith(head.firstPaint)}`;
  };
}
