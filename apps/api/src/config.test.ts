import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withoutPassword } from './config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/coperto-config-test' };
const KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('has the defaults of DESIGN.md §7', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      marketingHosts: ['localhost', '127.0.0.1'],
      accessTokenTtlSeconds: 3600,
      smtpUrl: undefined,
      demoPassword: 'demo-password',
      seedDemo: true,
      google: undefined,
    });
  });

  it('names every bad variable on a line of its own', () => {
    try {
      loadConfig({
        ...base,
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL: '5',
        SMTP_URL: 'nope',
        SEED_DEMO: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/^PORT="abc": must be a port number$/m);
      expect(problems.join('\n')).toMatch(
        /^DATABASE_URL="mysql:\/\/x": must be a postgres:\/\/ URL$/m,
      );
      expect(problems.join('\n')).toMatch(/^ACCESS_TOKEN_TTL="5": must be at least 60 seconds$/m);
      expect(problems.join('\n')).toMatch(/^SMTP_URL="nope": must be an smtp/m);
      expect(problems.join('\n')).toMatch(/^SEED_DEMO="maybe": must be true or false$/m);
    }
  });

  it('requires both keys in production and seeds no demo there by default', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'JWT_SECRET: required when NODE_ENV=production',
        'ENCRYPTION_KEY: required when NODE_ENV=production',
      ]);
    }
    const production = { ...base, NODE_ENV: 'production', ENCRYPTION_KEY: KEY };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses a plain-http Google issuer in production (it is for a local test provider)', () => {
    const production = { ...base, NODE_ENV: 'production', ENCRYPTION_KEY: KEY };
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(() =>
      loadConfig({ ...production, ...google, GOOGLE_ISSUER: 'http://127.0.0.1:9000' }),
    ).toThrow(/GOOGLE_ISSUER: must be an https URL when NODE_ENV=production/);
    expect(loadConfig({ ...production, ...google }).google?.issuer).toBe(
      'https://accounts.google.com',
    );
    expect(
      loadConfig({ ...base, ...google, GOOGLE_ISSUER: 'http://127.0.0.1:9000' }).google?.issuer,
    ).toBe('http://127.0.0.1:9000');
  });

  it('takes a 32-byte encryption key and refuses any other size', () => {
    expect(loadConfig({ ...base, ENCRYPTION_KEY: KEY }).encryptionKey).toHaveLength(32);
    expect(() => loadConfig({ ...base, ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /ENCRYPTION_KEY=\(hidden\): must be 32 bytes, base64-encoded/,
    );
  });

  it('takes WEB_CONCURRENCY as a number of API processes, unset meaning one per core', () => {
    expect(loadConfig(base).webConcurrency).toBeUndefined();
    expect(loadConfig({ ...base, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: '0' })).toThrow(
      /WEB_CONCURRENCY="0": must be at least 1/,
    );
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: 'many' })).toThrow(
      /WEB_CONCURRENCY="many": must be a number of processes/,
    );
  });

  it('takes TRUST_PROXY as a flag, a number of proxy hops or a list of proxy addresses', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '1.2.3']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY=.*must be true, false, a number of proxy hops, or a comma list/,
      );
    }
  });

  it('stores media on disk unless all S3 settings are given', () => {
    expect(loadConfig(base).storage).toMatchObject({ kind: 'disk' });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'media' })).toThrow(/set all of them/);
    const s3 = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('enables Google sign-in only with both client id and secret', () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(/set both or neither/);
    const config = loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(config.google).toMatchObject({ clientId: 'id', issuer: 'https://accounts.google.com' });
  });

  it('lower-cases marketing hosts and ignores empty values', () => {
    const config = loadConfig({
      ...base,
      MARKETING_HOSTS: ' Coperto.IT, ,www.coperto.it',
      PORT: '',
    });
    expect(config.marketingHosts).toEqual(['coperto.it', 'www.coperto.it']);
    expect(config.port).toBe(3000);
  });

  it('takes one address for plan changes, trimmed, with a default', () => {
    expect(loadConfig(base).salesEmail).toBe('abbonamenti@coperto.it');
    expect(loadConfig({ ...base, SALES_EMAIL: '' }).salesEmail).toBe('abbonamenti@coperto.it');
    expect(loadConfig({ ...base, SALES_EMAIL: ' vendite@ristoranti.example ' }).salesEmail).toBe(
      'vendite@ristoranti.example',
    );
    // Anything but a single bare address would break the mailto link or add recipients.
    for (const value of [
      'vendite',
      'a@b.example,c@d.example',
      'Vendite <vendite@ristoranti.example>',
      'vendite@ristoranti.example?cc=x@evil.example',
      'ven dite@ristoranti.example',
    ]) {
      expect(() => loadConfig({ ...base, SALES_EMAIL: value }), value).toThrow(
        `SALES_EMAIL=${JSON.stringify(value)}: must be one email address`,
      );
    }
  });
});

describe('start-up errors never show a secret', () => {
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      return (error as ConfigError).problems.join('\n');
    }
    throw new Error('expected a configuration error');
  };

  it('shows a bad DATABASE_URL or SMTP_URL with its password masked', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://coperto:hunter2-secret@db:3306/coperto',
      SMTP_URL: 'http://mailer:hunter2-secret@smtp.example',
    });
    expect(problems).toContain(
      'DATABASE_URL="mysql://coperto:***@db:3306/coperto": must be a postgres:// URL',
    );
    expect(problems).toContain('SMTP_URL="http://mailer:***@smtp.example/": must be an smtp');
    expect(problems).not.toContain('hunter2-secret');
  });

  it('hides a value no parser can read when it may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'coperto:hunter2-secret@db/coperto' });
    expect(problems).toMatch(
      /^DATABASE_URL=\(hidden: it may hold a password\): must be a postgres/m,
    );
    expect(problems).not.toContain('hunter2-secret');
  });

  it('names a bad secret without showing it', () => {
    const problems = problemsOf({
      JWT_SECRET: 'short-secret',
      DEMO_PASSWORD: 'short',
      METRICS_TOKEN: 'short-token',
    });
    expect(problems).toMatch(/^JWT_SECRET=\(hidden\): must be at least 32 characters$/m);
    expect(problems).toMatch(/^DEMO_PASSWORD=\(hidden\): must be at least 8 characters$/m);
    expect(problems).toMatch(/^METRICS_TOKEN=\(hidden\): must be at least 32 characters$/m);
    expect(problems).not.toMatch(/short-secret|"short"|short-token/);
  });

  it('masks passwords in the URL and in password parameters', () => {
    expect(withoutPassword('postgres://u:p%40ss@h:5432/db?sslmode=require&password=x')).toBe(
      'postgres://u:***@h:5432/db?sslmode=require&password=***',
    );
    expect(withoutPassword('postgres://h/db')).toBe('postgres://h/db');
  });
});
