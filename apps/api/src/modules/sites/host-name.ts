/** Already normal: nothing to trim, fold, or strip (no port, no trailing dot). */
const NORMAL_HOST = /^[a-z0-9.-]*[a-z0-9-]$/;

/** Host names compare lower-cased without port (DESIGN.md §7). */
export function normalizeHost(host: string): string {
  // One test instead of four rewrites on the hot path: most hosts arrive normal.
  if (NORMAL_HOST.test(host)) return host;
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}
