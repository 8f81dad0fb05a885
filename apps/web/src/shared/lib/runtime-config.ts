/**
 * Settings the server hands the browser at run time (plugins/web.ts injects them into index.html),
 * so one build serves every deployment: the maps key is never baked into the bundle.
 */
export interface RuntimeConfig {
  mapsBrowserKey?: string;
  googleSignIn?: boolean;
}

/**
 * Checked by hand, not with zod: the home page reads it (maps), and zod would add 13 KB gzip to
 * the public site's first load (DESIGN.md §9). A malformed value reads as not set.
 */
export function readRuntimeConfig(): RuntimeConfig {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="coperto-config"]');
  try {
    const raw: unknown = JSON.parse(meta?.content ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const { mapsBrowserKey, googleSignIn } = raw as Record<string, unknown>;
    return {
      ...(typeof mapsBrowserKey === 'string' && { mapsBrowserKey }),
      ...(typeof googleSignIn === 'boolean' && { googleSignIn }),
    };
  } catch {
    return {};
  }
}
