import { defineConfig } from 'vitest/config';

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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
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
