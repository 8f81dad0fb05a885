/** Already normal: nothing to trim, fold, or strip (no port, no trailing dot). */
const NORMAL_HOST = /^[a-z0-9.-]*[a-z0-9-]$/;

/** Host names normalized lately, by the text as it came; forgotten all at once when full. */
export const NORMALIZED_HOSTS_REMEMBERED = 1000;
let normalized = new Map<string, string>();

/** Host names compare lower-cased without port (DESIGN.md §7). */
export function normalizeHost(host: string): string {
  // The same few hosts come again and again (every page polls its own): one map lookup.
  let result = normalized.get(host);
  if (result === undefined) {
    // One test instead of four rewrites: most hosts arrive normal.
    result = NORMAL_HOST.test(host)
      ? host
      : host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    if (normalized.size >= NORMALIZED_HOSTS_REMEMBERED) normalized = new Map();
    normalized.set(host, result);
  }
  return result;
}
