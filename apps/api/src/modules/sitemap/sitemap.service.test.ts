import { describe, expect, it } from 'vitest';
import { renderRobotsTxt, renderSitemap, siteOriginOf } from './sitemap.service';

describe('siteOriginOf', () => {
  it("takes PUBLIC_URL's protocol, and its port when it has one, onto the restaurant's host", () => {
    expect(siteOriginOf('https://coperto.app', 'www.trattoria.it')).toBe(
      'https://www.trattoria.it',
    );
    expect(siteOriginOf('http://localhost:3000', 'trattoria.localhost')).toBe(
      'http://trattoria.localhost:3000',
    );
    expect(siteOriginOf('https://coperto.app:443', 'x.it')).toBe('https://x.it');
  });
});

describe('renderSitemap', () => {
  const { xml, urls } = renderSitemap({
    origin: 'https://trattoria.it',
    languages: ['it', 'en', 'de'],
    lastModified: new Date('2026-06-15T10:00:00Z'),
  });
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);

  it('lists every public page in every language', () => {
    expect(urls).toEqual([
      'https://trattoria.it/it/',
      'https://trattoria.it/en/',
      'https://trattoria.it/de/',
      'https://trattoria.it/it/menu',
      'https://trattoria.it/en/menu',
      'https://trattoria.it/de/menu',
      'https://trattoria.it/it/gallery',
      'https://trattoria.it/en/gallery',
      'https://trattoria.it/de/gallery',
      'https://trattoria.it/it/contact',
      'https://trattoria.it/en/contact',
      'https://trattoria.it/de/contact',
    ]);
    expect(entries.map((e) => /<loc>(.*)<\/loc>/.exec(e)?.[1])).toEqual(urls);
  });

  it('gives each page its alternates in every language and x-default in the first', () => {
    const menuInEnglish = entries.find((e) =>
      e.includes('<loc>https://trattoria.it/en/menu</loc>'),
    )!;
    const alternates = [
      ...menuInEnglish.matchAll(
        /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
      ),
    ].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['it', 'https://trattoria.it/it/menu'],
      ['en', 'https://trattoria.it/en/menu'],
      ['de', 'https://trattoria.it/de/menu'],
      ['x-default', 'https://trattoria.it/it/menu'],
    ]);
    for (const entry of entries) {
      expect(entry.match(/hreflang=/g)).toHaveLength(4);
      expect(entry).toContain('<lastmod>2026-06-15T10:00:00.000Z</lastmod>');
    }
  });

  it('is a sitemaps.org urlset declaring the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes what XML would misread', () => {
    const odd = renderSitemap({
      origin: 'https://a.it',
      languages: ['it'],
      lastModified: new Date(0),
      pages: ['menu?a=1&b=<2>'],
    });
    expect(odd.xml).toContain('<loc>https://a.it/it/menu?a=1&amp;b=&lt;2&gt;</loc>');
  });
});

describe('renderRobotsTxt', () => {
  it('allows everything but the dashboard, naming the sitemap when there is one', () => {
    expect(renderRobotsTxt()).toBe('User-agent: *\nAllow: /\nDisallow: /dashboard\n');
    expect(renderRobotsTxt('https://a.it/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: https://a.it/sitemap.xml\n',
    );
  });
});
