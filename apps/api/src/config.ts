import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.test(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint)
    .optional();

/** Every variable of DESIGN.md §7; each bad value becomes one readable line at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// URL'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  MARKETING_HOSTS: z.string().default('localhost,127.0.0.1'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int()
    .min(60, 'must be at least 60 seconds')
    .max(86_400, 'must be at most 86400 seconds')
    .default(3600),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('Coperto <no-reply@coperto.local>'),
  GOOGLE_MAPS_BROWSER_KEY: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: optionalUrl(/^https?:$/, 'must be an http(s) URL').default(
    'https://accounts.google.com',
  ),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('demo-password'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function buildConfig(env: z.infer<typeof EnvSchema>, jwtSecret: string) {
  const production = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    marketingHosts: env.MARKETING_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleMapsBrowserKey: env.GOOGLE_MAPS_BROWSER_KEY,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    demoPassword: env.DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO ?? !production,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  };
}

/** In development the signing key is generated once and kept beside the data, so sessions survive restarts. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = join(resolve(dataDir), 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(resolve(dataDir), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
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
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${i.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: required when NODE_ENV=production']);
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither']);
  }
  return buildConfig(env, env.JWT_SECRET ?? readOrCreateDevSecret(env.DATA_DIR));
}

/** A config for tests: defaults plus overrides, never touching the disk. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...overrides,
  });
}
