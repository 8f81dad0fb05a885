import { useCookieConsentStore } from '../stores/cookie-consent-store';
import { hasConsent } from './has-consent';

/**
 * The analytics port of the web (DESIGN.md §2: no-op unless configured). A third-party analytics
 * or session-recording service plugs in as an adapter; nothing registers one yet, so every call
 * below does nothing. What the port guarantees (docs/decisions/007): an adapter's code, and so its
 * script and cookies, loads only once the visitor has agreed to its cookie category (`stats` for
 * product analytics and session recording, `marketing` for advertising), events before that are
 * dropped rather than kept for later, and withdrawing the consent stops the adapter.
 */
export interface AnalyticsAdapter {
  track(event: string, properties?: Record<string, unknown>): void;
  identify(userId: string): void;
  /** Forgets who the visitor is: later events are anonymous. */
  reset(): void;
  /** Consent withdrawn: stop sending, and remove what the service stored in this browser. */
  stop(): void;
}

export interface AnalyticsSetup {
  /** The cookie category the service needs the visitor's consent to. */
  category: 'stats' | 'marketing';
  /** Loads the adapter (a dynamic import of its module): called only once consent is given. */
  load(): Promise<AnalyticsAdapter>;
}

interface Registration {
  setup: AnalyticsSetup;
  /** The adapter while consent lasts; null before consent and after it is withdrawn. */
  adapter: Promise<AnalyticsAdapter | null> | null;
}

const registrations: Registration[] = [];
let stopWatchingConsent: (() => void) | null = null;

function stopAdapter(registration: Registration): void {
  const adapter = registration.adapter;
  registration.adapter = null;
  void adapter?.then((loaded) => {
    loaded?.reset();
    loaded?.stop();
  });
}

/** Starts what the visitor agreed to and stops what they no longer agree to. */
function followConsent(): void {
  for (const registration of registrations) {
    const allowed = hasConsent(registration.setup.category);
    if (allowed && !registration.adapter) {
      registration.adapter = registration.setup.load().catch((error: unknown) => {
        console.warn('The analytics adapter could not be loaded', error);
        return null;
      });
    } else if (!allowed && registration.adapter) {
      stopAdapter(registration);
    }
  }
}

/** Runs `use` on every adapter the visitor agreed to, now. */
function withAllowedAdapters(use: (adapter: AnalyticsAdapter) => void): void {
  for (const registration of registrations) {
    const { setup, adapter } = registration;
    if (!adapter || !hasConsent(setup.category)) continue;
    void adapter.then((loaded) => {
      // Consent may have been withdrawn while the adapter was loading.
      if (loaded && registration.adapter === adapter) use(loaded);
    });
  }
}

/**
 * Plugs an analytics service in (once, from app/ at start). Returns the unplugging, which stops it.
 */
export function registerAnalytics(setup: AnalyticsSetup): () => void {
  const registration: Registration = { setup, adapter: null };
  registrations.push(registration);
  stopWatchingConsent ??= useCookieConsentStore.subscribe(followConsent);
  followConsent();
  return () => {
    const index = registrations.indexOf(registration);
    if (index >= 0) registrations.splice(index, 1);
    stopAdapter(registration);
    if (registrations.length === 0) {
      stopWatchingConsent?.();
      stopWatchingConsent = null;
    }
  };
}

/** An event, for the services the visitor agreed to; dropped otherwise (not kept for later). */
export function trackEvent(event: string, properties?: Record<string, unknown>): void {
  withAllowedAdapters((adapter) => adapter.track(event, properties));
}

/** Who the signed-in user is, for the services the visitor agreed to. */
export function identifyAnalyticsUser(userId: string): void {
  withAllowedAdapters((adapter) => adapter.identify(userId));
}

/** Forgets who the visitor is (logout): later events are anonymous again. */
export function resetAnalyticsIdentity(): void {
  withAllowedAdapters((adapter) => adapter.reset());
}
