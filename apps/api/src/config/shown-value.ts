// How a bad variable's value appears in the start-up error: secrets named, never shown;
// passwords inside connection URLs replaced.

/** Secrets: a bad one is named in the start-up error, never shown. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'GOOGLE_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
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

/** A variable as the start-up error names it: `NAME="value"`, or a note saying why it is hidden. */
export function shownValueOf(name: string, value: string | undefined): string {
  if (value && SECRET_VARIABLES.has(name)) return '(hidden)';
  if (!/_URL$|_ENDPOINT$/.test(name)) return JSON.stringify(value ?? '');
  const shown = withoutPassword(value ?? '');
  return shown === HIDDEN_URL ? shown : JSON.stringify(shown);
}
