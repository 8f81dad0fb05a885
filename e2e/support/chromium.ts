import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';

/** Debian's Chromium (apt), never a Playwright-downloaded browser. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless, no sandbox (containers run as root), and nothing that reaches the network on its own.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Content-Security-Policy violations any page reported since the last check. */
const cspViolations: string[] = [];

/** The violations reported so far, which no longer fail the test (for a test that causes one). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

function expectNoCspViolations() {
  expect(takeCspViolations(), 'the pages broke the Content-Security-Policy (decision 020)').toEqual(
    [],
  );
}

// Every test of every file that starts Chromium here runs under the server's policy and fails on
// a violation, whichever page or frame caused it.
afterEach(expectNoCspViolations);
afterAll(expectNoCspViolations);

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

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}
