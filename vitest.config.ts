import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The web's test files that replace modules (`vi.mock`): a worker that ran one would carry the
// replacement into the next file, so they get fresh modules each (decision 087).
const webTests = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `apps/web/src/${file}`);
const replacesModules = webTests.filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);
// And the file that starts the app's own i18next, which other files have started already.
const needsFreshModules = [...replacesModules, 'apps/web/src/app/i18n.test.ts'];

// The web runs on Preact (decision 097): Testing Library's ES build goes through Vite, so its
// `react-dom/test-utils`, which Preact's compat package does not have, can be Preact's.
const onPreact = {
  server: { deps: { inline: [/@testing-library\/react/] } },
  alias: [
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    {
      find: /^@testing-library\/react$/,
      replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  ],
};

export default defineConfig({
  test: {
    // Each file gets its own database; this much parallelism fits the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/api/src/**/*.test.ts',
            'packages/shared/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          pool: 'forks',
          // A worker keeps its loaded modules from file to file: the API and its libraries load
          // once per worker, not once per file (decision 086). Each file still builds its own app
          // on its own database, and the API keeps its state in the app, not in its modules.
          isolate: false,
          // One migrated database per run, copied by each test file (decision 038).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // On PostgreSQL, a query sent while its connection is busy fails the test.
          setupFiles: ['apps/api/src/test/one-query-at-a-time.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The root's two workers, or `--maxWorkers` (the PostgreSQL pass beside the browser
          // tests takes one: scripts/run-tests.sh).
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          ...onPreact,
          exclude: needsFreshModules,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // As the unit project: a worker loads React, MUI and the app once, not once per file
          // (decision 087); the setup file puts back what a file may change in the shared page.
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: needsFreshModules,
          ...onPreact,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          pool: 'forks',
          // One Chromium and the migrated database made once per run; the demo data is made by the
          // first file that needs it and copied by the rest (decision 038, global-setup.ts).
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['apps/api/src/test/one-query-at-a-time.ts', 'e2e/support/setup.ts'],
          // The files run one after another in one process that keeps its loaded modules: the
          // API and its libraries load once, not once per file. Each file still builds its own app.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time, after the unit tests: both would fight for the same 2 cores.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
