import { afterAll, afterEach } from 'vitest';
import { expectNoCspViolations } from './chromium';

// Every test of every browser test file runs under the server's policy and fails on a violation,
// whichever page or frame caused it. Registered here, per file: the files share one module
// registry (isolate: false), so hooks registered by chromium.ts would reach only the first file.
afterEach(expectNoCspViolations);
afterAll(expectNoCspViolations);
