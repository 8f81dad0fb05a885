/**
 * zod compiles its object parsers with `new Function` when it can, and probes for that on first
 * use; under the site's Content-Security-Policy (no 'unsafe-eval', decision 020) the probe is
 * refused and reported as a violation. Jitless parsing is what it then falls back to anyway.
 * Set on zod's global config object (shared through globalThis) so that the first load does not
 * import zod for it; imported first by main.tsx, before any schema parses.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
// Mutated, not replaced: zod keeps a reference to this object once it has loaded.
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
