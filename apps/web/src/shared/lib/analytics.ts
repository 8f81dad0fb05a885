/**
 * The analytics port of the web (DESIGN.md §2: no-op unless configured). Nothing is configured yet:
 * these are the hooks the app already calls, so an adapter can be dropped in later.
 */

/** Forgets who the visitor is (logout): later events are anonymous again. */
export function resetAnalyticsIdentity(): void {
  // No analytics adapter configured.
}
