import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, vi } from 'vitest';

// Preact runs effects after the next frame; React's act ran them before it returned. A document
// title or a focus set in an effect is there when the test looks, as it was on React.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The next file may run in this same page (decision 087): put back its globals and clocks.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  window.sessionStorage.clear();
  document.title = '';
});
