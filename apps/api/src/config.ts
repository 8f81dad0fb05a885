import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildConfig, type Config } from './config/build-config';
import { EnvSchema } from './config/env-schema';
import { shownValueOf } from './config/shown-value';

// The one way to read config (DESIGN.md §4): the variables are in config/env-schema.ts, how a bad
// one is shown in config/shown-value.ts, the typed result in config/build-config.ts.
export type { Config } from './config/build-config';
export { withoutPassword } from './config/shown-value';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** In development keys are generated once and kept beside the data, so they survive restarts. */
function readOrCreateDevSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(resolve(dataDir), name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(resolve(dataDir), { recursive: true });
    const secret = randomBytes(bytes).toString('base64');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Reads the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const empty = Object.fromEntries(
    Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = EnvSchema.safeParse(empty);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0]);
        return `${name}=${shownValueOf(name, source[name])}: ${i.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const missing = (['JWT_SECRET', 'ENCRYPTION_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name}: required when NODE_ENV=production`));
    }
    // Plain http is only for a local test provider: never let sign-in tokens cross a network in clear.
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_ISSUER.startsWith('https:')) {
      throw new ConfigError(['GOOGLE_ISSUER: must be an https URL when NODE_ENV=production']);
    }
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3.filter((name) => env[name]);
  if (s3Set.length > 0 && s3Set.length < s3.length) {
    throw new ConfigError([`${s3.join(', ')}: set all of them to store media on S3, or none`]);
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither']);
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither']);
  }
  return buildConfig(env, {
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevSecret(env.DATA_DIR, 'jwt-secret', 48),
    encryptionKey: Buffer.from(
      env.ENCRYPTION_KEY ?? readOrCreateDevSecret(env.DATA_DIR, 'encryption-key', 32),
      'base64',
    ),
  });
}

/** A config for tests: defaults plus overrides, never touching the disk. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...overrides,
  });
}
