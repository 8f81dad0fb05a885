import { sql } from 'drizzle-orm';
import { TooManyRequestsError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { RateRule } from '../../shared/rate-rule';
import { addHit, claimRunAttempt, deleteKey, findWindow, removeHit } from './rate-limit.repository';

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
const loginIpKey = (ip: string) => `${RATE_RULES.loginPerIp.name}:${ip}`;

/** `loginDelayMs` in SQL, for the claim that compares it inside one statement. */
const loginDelayMsSql = (failures: ReturnType<typeof sql>) => {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_BACKOFF;
  return sql`(case when ${failures} < ${freeFailures} then 0 else least(${maxDelayMs}::double precision, ${firstDelayMs} * power(2, least(${failures} - ${freeFailures}, 40))) end)`;
};

/**
 * Claims a sign-in attempt before any password is checked. It is counted as a failure of its
 * address and of its account and address pair at once, in one statement each, so a burst of
 * attempts sent side by side cannot all pass a check that reads the counters before any failure
 * is written; `settleLoginAttempt` takes the count back on a success. Refused while the address's
 * limit is reached or the pair's wait lasts; a refused attempt is not counted and lengthens
 * nothing.
 */
export async function claimLoginAttempt(ctx: ServiceContext, email: string) {
  const now = ctx.clock.now();
  const rule = RATE_RULES.loginPerIp;
  const ipWindow = await addHit(ctx.system, loginIpKey(ctx.ip), now, rule.windowMs);
  if (ipWindow.hits > rule.limit) {
    await removeHit(ctx.system, loginIpKey(ctx.ip));
    throw tooMany(windowEndOf(rule, ipWindow.window_started_at) - now.getTime());
  }
  const pairKey = loginPairKey(email, ctx.ip);
  const claimed = await claimRunAttempt(
    ctx.system,
    pairKey,
    now,
    LOGIN_BACKOFF.forgetAfterMs,
    loginDelayMsSql,
  );
  if (claimed) return;
  await removeHit(ctx.system, loginIpKey(ctx.ip));
  const run = await findWindow(ctx.system, pairKey);
  const waitUntil = (run?.window_started_at.getTime() ?? 0) + loginDelayMs(run?.hits ?? 0);
  throw tooMany(waitUntil - now.getTime());
}

/** A successful sign-in: its claimed attempt was no failure, and the pair's run is over. */
export async function settleLoginSuccess(ctx: ServiceContext, email: string) {
  await removeHit(ctx.system, loginIpKey(ctx.ip));
  await deleteKey(ctx.system, loginPairKey(email, ctx.ip));
}
