import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_LAUNCH } from './chromium-launch';

/** Content-Security-Policy violations any page reported since the last check. */
const cspViolations: string[] = [];

/** The violations reported so far, which no longer fail the test (for a test that causes one). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Registered for every browser test file by setup.ts. */
export function expectNoCspViolations() {
  expect(takeCspViolations(), 'the pages broke the Content-Security-Policy (decision 020)').toEqual(
    [],
  );
}

const REPORT_BINDING = '__reportCspViolation';

/** The browser's violation events and its console reports, from every page and frame. */
async function watchCsp(context: BrowserContext) {
  await context.exposeBinding(REPORT_BINDING, ({ page }, report: string) => {
    cspViolations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.${REPORT_BINDING}(event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline code') +
        ' at ' + event.sourceFile + ':' + event.lineNumber);
    });`,
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
}

/**
 * The run's shared Chromium when the global setup started one (closing it then only disconnects
 * this file and closes its contexts), else a Chromium of this file's own.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch(CHROMIUM_LAUNCH);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}
