import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The page's serious and critical WCAG 2.1 A/AA violations (as accessibility.e2e reads them), one
 * line each with where and what, once the fonts are in; `include` narrows it to a part of the page.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}
