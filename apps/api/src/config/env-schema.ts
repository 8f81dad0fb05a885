import { isIP } from 'node:net';
import { z } from 'zod';

// The environment's variables and how each is read: every bad value becomes one readable line at
// start (config.ts prints them), so each rule here carries the message a person can act on.

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
export const EnvSchema = z.object({
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
  /** Card payments (decision 049): the platform's Stripe keys; unset = pay at the restaurant only. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  /** Stripe's API elsewhere (a local fake in tests); Stripe's own when unset. */
  STRIPE_API_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
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

export type Env = z.infer<typeof EnvSchema>;
