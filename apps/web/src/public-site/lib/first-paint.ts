/**
 * The server paints a restaurant home's hero photo before any script runs (apps/api
 * modules/site-head/seo-head.ts heroFirstPaintOf) and puts it under the app's root, where the
 * app's first screen covers it. Once the app's own hero photo shows — or the guest leaves the
 * home — it has nothing left to show and goes.
 */
export function retireFirstPaint(): void {
  document.querySelector('body > .first-paint')?.remove();
}
