import { join, resolve } from 'node:path';
import type { Env } from './env-schema';

/** The typed configuration the app reads, built from variables that passed every check. */
export type Config = ReturnType<typeof buildConfig>;

export function buildConfig(env: Env, secrets: { jwtSecret: string; encryptionKey: Buffer }) {
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
    /** Card payments through Stripe, when both keys are set (decision 049). */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL?.replace(/\/$/, ''),
          }
        : undefined,
    demoPassword: env.DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO ?? !production,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    webConcurrency: env.WEB_CONCURRENCY,
  };
}
