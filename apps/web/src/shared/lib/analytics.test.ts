import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCookieConsentStore } from '../stores/cookie-consent-store';
import {
  type AnalyticsAdapter,
  registerAnalytics,
  resetAnalyticsIdentity,
  trackEvent,
} from './analytics';
import { ESSENTIALS_ONLY } from './cookie-settings';

function fakeAdapter() {
  return {
    track: vi.fn(),
    identify: vi.fn(),
    reset: vi.fn(),
    stop: vi.fn(),
  } satisfies AnalyticsAdapter;
}

/** Lets the adapter's dynamic import (a resolved promise here) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let unregister: (() => void) | undefined;

beforeEach(() => {
  window.localStorage.clear();
  useCookieConsentStore.getState().restoreSettings();
});
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

describe('analytics port', () => {
  it('loads nothing before the visitor chooses, though statistics start ticked', async () => {
    const adapter = fakeAdapter();
    const load = vi.fn(async () => adapter);
    unregister = registerAnalytics({ category: 'stats', load });
    expect(useCookieConsentStore.getState().settings.stats).toBe(true);
    trackEvent('page_view');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(adapter.track).not.toHaveBeenCalled();
  });

  it('loads nothing after "essentials only"', async () => {
    const load = vi.fn(async () => fakeAdapter());
    unregister = registerAnalytics({ category: 'stats', load });
    useCookieConsentStore.getState().acceptEssentialsOnly();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the adapter once its category is agreed to, and drops what came before', async () => {
    const adapter = fakeAdapter();
    const load = vi.fn(async () => adapter);
    unregister = registerAnalytics({ category: 'stats', load });
    trackEvent('before consent');

    useCookieConsentStore.getState().saveChoices({ ...ESSENTIALS_ONLY, stats: true });
    trackEvent('page_view', { path: '/it/' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(adapter.track.mock.calls).toEqual([['page_view', { path: '/it/' }]]);
  });

  it('waits for marketing consent for an advertising service; statistics are not enough', async () => {
    const load = vi.fn(async () => fakeAdapter());
    unregister = registerAnalytics({ category: 'marketing', load });
    useCookieConsentStore.getState().saveChoices({ ...ESSENTIALS_ONLY, stats: true });
    await settle();
    expect(load).not.toHaveBeenCalled();
    useCookieConsentStore.getState().acceptAll();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops the service when consent is withdrawn, and sends nothing more', async () => {
    const adapter = fakeAdapter();
    unregister = registerAnalytics({ category: 'stats', load: async () => adapter });
    useCookieConsentStore.getState().acceptAll();
    await settle();

    useCookieConsentStore.getState().acceptEssentialsOnly();
    await settle();
    expect(adapter.reset).toHaveBeenCalled();
    expect(adapter.stop).toHaveBeenCalled();
    trackEvent('after withdrawal');
    await settle();
    expect(adapter.track).not.toHaveBeenCalled();
  });

  it('forgets the visitor on logout, only where a service runs', async () => {
    resetAnalyticsIdentity();
    const adapter = fakeAdapter();
    unregister = registerAnalytics({ category: 'stats', load: async () => adapter });
    useCookieConsentStore.getState().acceptAll();
    resetAnalyticsIdentity();
    await settle();
    expect(adapter.reset).toHaveBeenCalledTimes(1);
  });
});
