import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
/** A proxy address as Fastify's trustProxy (proxy-addr) takes it: an IP, a CIDR, or a name. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}
/**
 * Whose X-Forwarded-For to believe: `false` (nobody), a number of proxy hops in front of the app
 * (1 for one reverse proxy), a comma list of proxy addresses or CIDRs, or `true` (every hop, so
 * the leftmost address, which the visitor writes: only behind a proxy that overwrites it).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (['true', 'yes'].includes(value)) return true;
    if (['false', 'no', '0', ''].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of proxy hops, or a comma list of proxy addresses',
    });
    return z.NEVER;
  });
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
  /** Where owners ask to change plan (there is no payment flow yet): one address, no name. */
  SALES_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ message: 'must be one email address, like abbonamenti@example.com' }))
    .default('abbonamenti@coperto.it'),
  GOOGLE_MAPS_BROWSER_KEY: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: optionalUrl(/^https?:$/, 'must be an http(s) URL').default(
    'https://accounts.google.com',
  ),
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  GOOGLE_AUTH_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL').default(
    'https://accounts.google.com/o/oauth2/v2/auth',
  ),
  GOOGLE_TOKEN_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL').default(
    'https://oauth2.googleapis.com/token',
  ),
  GOOGLE_ACCOUNTS_API_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL').default(
    'https://mybusinessaccountmanagement.googleapis.com/v1',
  ),
  GOOGLE_BUSINESS_API_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL').default(
    'https://mybusinessbusinessinformation.googleapis.com/v1',
  ),
  S3_ENDPOINT: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('demo-password'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting.default(false),
  /** Lets a scraper read /api/metrics from anywhere with this bearer; unset = loopback only. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** API processes of `npm run start:production`; unset = one per available core. */
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a number of processes' })
    .int()
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .optional(),
});

export type Config = ReturnType<typeof buildConfig>;

/** Secrets: a bad one is named in the start-up error, never shown. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'GOOGLE_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'DEMO_PASSWORD',
  'METRICS_TOKEN',
]);

/**
 * A connection URL as it may be printed: password and password-like parameters as `***`. A value
 * that is no URL but has an `@` may hold a password where no parser can find it: hidden whole.
 */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    // `user:password@host` without `//` parses as a scheme and a path: no password found there.
    if (!parsed.host && url.includes('@')) return HIDDEN_URL;
    if (parsed.password) parsed.password = '***';
    for (const name of [...parsed.searchParams.keys()]) {
      if (/pass|secret|key|token/i.test(name)) parsed.searchParams.set(name, '***');
    }
    return parsed.toString();
  } catch {
    return url.includes('@') ? HIDDEN_URL : url;
  }
}

const HIDDEN_URL = '(hidden: it may hold a password)';

function shownValueOf(name: string, value: string | undefined): string {
  if (value && SECRET_VARIABLES.has(name)) return '(hidden)';
  if (!/_URL$|_ENDPOINT$/.test(name)) return JSON.stringify(value ?? '');
  const shown = withoutPassword(value ?? '');
  return shown === HIDDEN_URL ? shown : JSON.stringify(shown);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function buildConfig(
  env: z.infer<typeof EnvSchema>,
  secrets: { jwtSecret: string; encryptionKey: Buffer },
) {
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
    jwtSecret: secrets.jwtSecret,
    /** AES-256-GCM key for secrets stored in the database (Fatture in Cloud, Google tokens). */
    encryptionKey: secrets.encryptionKey,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    salesEmail: env.SALES_EMAIL,
    googleMapsBrowserKey: env.GOOGLE_MAPS_BROWSER_KEY,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    /** Google Business Profile uses the same OAuth client as sign-in; endpoints overridable for tests. */
    googleBusiness:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authUrl: env.GOOGLE_AUTH_URL!,
            tokenUrl: env.GOOGLE_TOKEN_URL!,
            accountsApiUrl: env.GOOGLE_ACCOUNTS_API_URL!.replace(/\/$/, ''),
            businessApiUrl: env.GOOGLE_BUSINESS_API_URL!.replace(/\/$/, ''),
          }
        : undefined,
    storage:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? ({
            kind: 's3',
            endpoint: env.S3_ENDPOINT.replace(/\/$/, ''),
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          } as const)
        : ({ kind: 'disk', root: join(resolve(env.DATA_DIR), 'media') } as const),
    demoPassword: env.DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO ?? !production,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    webConcurrency: env.WEB_CONCURRENCY,
  };
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
