import { z } from 'zod/mini';

/**
 * Settings the server hands the browser at run time (plugins/web.ts injects them into index.html),
 * so one build serves every deployment: the maps key is never baked into the bundle.
 */
const RuntimeConfigSchema = z.object({
  mapsBrowserKey: z.optional(z.string()),
  googleSignIn: z.optional(z.boolean()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export function readRuntimeConfig(): RuntimeConfig {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="coperto-config"]');
  try {
    const parsed = RuntimeConfigSchema.safeParse(JSON.parse(meta?.content ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
