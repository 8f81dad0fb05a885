import { type BrowserServer, chromium } from 'playwright-core';

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

export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every browser test file connects to (global-setup.ts). */
    chromiumEndpoint?: string;
  }
}

/** One Chromium for the whole run; each test file connects and gets browser contexts of its own. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM_LAUNCH);
}
