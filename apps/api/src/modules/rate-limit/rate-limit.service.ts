import { TooManyRequestsError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { addFailureToRun, addHit, deleteKey, findWindow } from './rate-limit.repository';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Brute-force limits (DESIGN.md §6). */
export const RATE_RULES = {
  /** Generous: a whole office or school behind one address still signs in. */
  loginPerIp: { name: 'login:ip', limit: 100, windowMs: 15 * MINUTE },
  /** Wrong current passwords in a signed-in session (changing the password): a stolen session
   * cannot be used to guess it. Not a login limit: no stranger can count against it. */
  currentPasswordPerAccount: { name: 'current-password:account', limit: 10, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup:ip', limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { name: 'reset:account', limit: 5, windowMs: 60 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 30, windowMs: 60 * MINUTE },
  verificationPerIp: { name: 'verification:ip', limit: 30, windowMs: 15 * MINUTE },
  resendPerAccount: { name: 'resend:account', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * Failed sign-ins of one account from one address (decision 020): a few are free (typos), then
 * each wait doubles up to a cap. Keyed on the pair, so a stranger's failures never slow the owner
 * signing in from elsewhere; a success, or a day without failures, starts the run again.
 */
export const LOGIN_BACKOFF = {
  name: 'login:pair',
  freeFailures: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
} as const;

/** How long the pair waits after its `failures`-th failure in a row. */
export function loginDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_BACKOFF;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

function tooMany(retryAfterMs: number): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / SECOND));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return new TooManyRequestsError(`Too many attempts. Please try again in ${wait}.`, seconds);
}

const windowEndOf = (rule: RateRule, windowStartedAt: Date) =>
  windowStartedAt.getTime() + rule.windowMs;

/** Counts an attempt and refuses it once the window's limit is passed. */
export async function consumeAttempt(ctx: ServiceContext, rule: RateRule, subject: string) {
  const now = ctx.clock.now();
  const window = await addHit(ctx.system, `${rule.name}:${subject}`, now, rule.windowMs);
  if (window.hits > rule.limit) {
    throw tooMany(windowEndOf(rule, window.window_started_at) - now.getTime());
  }
}

/** Refuses when the limit is already reached, without counting (for failures-only limits). */
export async function assertNotLimited(ctx: ServiceContext, rule: RateRule, subject: string) {
  const now = ctx.clock.now().getTime();
  const window = await findWindow(ctx.system, `${rule.name}:${subject}`);
  if (!window || windowEndOf(rule, window.window_started_at) <= now) return;
  if (window.hits >= rule.limit) throw tooMany(windowEndOf(rule, window.window_started_at) - now);
}

export async function recordFailure(ctx: ServiceContext, rule: RateRule, subject: string) {
  await addHit(ctx.system, `${rule.name}:${subject}`, ctx.clock.now(), rule.windowMs);
}

const loginPairKey = (email: string, ip: string) => `${LOGIN_BACKOFF.name}:${ip}:${email}`;

/** Refuses a sign-in from this pair while its wait lasts, before any password is checked. */
export async function assertLoginBackoffOver(ctx: ServiceContext, email: string) {
  const run = await findWindow(ctx.system, loginPairKey(email, ctx.ip));
  if (!run) return;
  const now = ctx.clock.now().getTime();
  const lastFailure = run.window_started_at.getTime();
  if (now - lastFailure >= LOGIN_BACKOFF.forgetAfterMs) return;
  const waitUntil = lastFailure + loginDelayMs(run.hits);
  if (now < waitUntil) throw tooMany(waitUntil - now);
}

export async function recordLoginFailure(ctx: ServiceContext, email: string) {
  await recordFailure(ctx, RATE_RULES.loginPerIp, ctx.ip);
  await addFailureToRun(
    ctx.system,
    loginPairKey(email, ctx.ip),
    ctx.clock.now(),
    LOGIN_BACKOFF.forgetAfterMs,
  );
}

export async function clearLoginFailures(ctx: ServiceContext, email: string) {
  await deleteKey(ctx.system, loginPairKey(email, ctx.ip));
}
