import { z } from 'zod';

/**
 * The public site's pages, as paths below `/{language}/` ('' is the home page). The sitemap lists
 * each of them in each of the restaurant's languages.
 */
export const PUBLIC_SITE_PAGES = ['', 'menu', 'gallery', 'contact'] as const;
export type PublicSitePage = (typeof PUBLIC_SITE_PAGES)[number];

export const SitemapResponseSchema = z.object({
  /** Where search engines read it: the restaurant's first host name. */
  url: z.string(),
  generated_at: z.string(),
  /** Every page URL the sitemap lists, one per page and language. */
  pages: z.array(z.string()),
});
export type SitemapResponse = z.infer<typeof SitemapResponseSchema>;
