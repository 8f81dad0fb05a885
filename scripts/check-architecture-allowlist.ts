/**
 * Known violations of the layering in DESIGN.md §4 that the architecture check tolerates until
 * the API split of issue 14 removes them (decision 022). Each entry is one import (or one cycle)
 * exactly as scripts/check-architecture.ts prints it. Add nothing here: a new violation is fixed,
 * not listed. When an entry is fixed, the check prints it as stale; delete it then.
 */
export const KNOWN_VIOLATIONS: readonly string[] = [
  // plugins imports a module: Plugins reaching into modules: auth's token and session reads, database's restaurant cache, web's page head. Each goes when the piece moves to shared/ or db/, or the module registers itself with the plugin.
  'apps/api/src/plugins/auth.ts -> apps/api/src/modules/auth/access-token.ts',
  'apps/api/src/plugins/auth.ts -> apps/api/src/modules/auth/session.repository.ts',
  'apps/api/src/plugins/database.ts -> apps/api/src/modules/restaurants/restaurant-cache.ts',
  'apps/api/src/plugins/input-guard.test.ts -> apps/api/src/modules/menus/menus-test-helpers.ts',
  'apps/api/src/plugins/web.test.ts -> apps/api/src/modules/menus/menus.service.ts',
  'apps/api/src/plugins/web.test.ts -> apps/api/src/modules/site-head/page-head.service.ts',
  'apps/api/src/plugins/web.test.ts -> apps/api/src/modules/site-head/seo-head.ts',
  'apps/api/src/plugins/web.ts -> apps/api/src/modules/site-head/html-escape.ts',
  'apps/api/src/plugins/web.ts -> apps/api/src/modules/site-head/page-head.service.ts',
  'apps/api/src/plugins/web.ts -> apps/api/src/modules/site-head/page-preloads.ts',
  'apps/api/src/plugins/web.ts -> apps/api/src/modules/site-head/seo-head.ts',
  'apps/api/src/plugins/web.ts -> apps/api/src/modules/site-head/site-head.service.ts',
  // shared imports a module: shared/context builds the service context with the restaurant cache from modules/restaurants.
  'apps/api/src/shared/context.ts -> apps/api/src/modules/restaurants/restaurant-cache.ts',
  // module imports another module's repository: Services reading another area's tables directly; each goes when that area offers a service function (or the query moves to the caller's own repository).
  'apps/api/src/modules/auth/auth.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/auth/auth.service.ts -> apps/api/src/modules/subscriptions/subscriptions.repository.ts',
  'apps/api/src/modules/auth/auth.service.ts -> apps/api/src/modules/users/users.repository.ts',
  'apps/api/src/modules/auth/google-sign-in.routes.test.ts -> apps/api/src/modules/users/users.repository.ts',
  'apps/api/src/modules/auth/google-sign-in.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/auth/google-sign-in.service.ts -> apps/api/src/modules/users/users.repository.ts',
  'apps/api/src/modules/cart/cart.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/contact/contact.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/demo-login/demo-login.service.ts -> apps/api/src/modules/users/users.repository.ts',
  'apps/api/src/modules/gallery/gallery.service.ts -> apps/api/src/modules/media/media.repository.ts',
  'apps/api/src/modules/gallery/gallery.service.ts -> apps/api/src/modules/restaurants/restaurant-hosts.repository.ts',
  'apps/api/src/modules/gallery/gallery.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/media/media.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/menus/menus.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/restaurants/restaurants.service.ts -> apps/api/src/modules/media/media.repository.ts',
  'apps/api/src/modules/restaurants/restaurants.service.ts -> apps/api/src/modules/subscriptions/subscriptions.repository.ts',
  'apps/api/src/modules/sitemap/sitemap.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  'apps/api/src/modules/users/users.service.ts -> apps/api/src/modules/auth/session.repository.ts',
  'apps/api/src/modules/users/users.service.ts -> apps/api/src/modules/restaurants/restaurants.repository.ts',
  // import cycle: shared/context -> restaurant-cache -> restaurants.service -> shared/context.
  'apps/api/src/modules/restaurants/restaurant-cache.ts <-> apps/api/src/modules/restaurants/restaurants.service.ts <-> apps/api/src/shared/context.ts',
];
