import { AppError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { addHit, findWindow } from './rate-limit.repository';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Brute-force limits (DESIGN.md §6). */
export const RATE_RULES = {
  loginPerAccount: { name: 'login:account', limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 100, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup:ip', limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { name: 'reset:account', limit: 5, windowMs: 60 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 30, windowMs: 60 * MINUTE },
  verificationPerIp: { name: 'verification:ip', limit: 30, windowMs: 15 * MINUTE },
  resendPerAccount: { name: 'resend:account', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

function tooMany(rule: RateRule, windowStartedAt: Date, now: Date): AppError {
  const retryMinutes = Math.max(
    1,
    Math.ceil((windowStartedAt.getTime() + rule.windowMs - now.getTime()) / MINUTE),
  );
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${retryMinutes} minute${retryMinutes === 1 ? '' : 's'}.`,
  );
}

/** Counts an attempt and refuses it once the window's limit is passed. */
export async function consumeAttempt(ctx: ServiceContext, rule: RateRule, subject: string) {
  const now = ctx.clock.now();
  const window = await addHit(ctx.system, `${rule.name}:${subject}`, now, rule.windowMs);
  if (window.hits > rule.limit) throw tooMany(rule, window.window_started_at, now);
}

/** Refuses when the limit is already reached, without counting (for failures-only limits). */
export async function assertNotLimited(ctx: ServiceContext, rule: RateRule, subject: string) {
  const now = ctx.clock.now();
  const window = await findWindow(ctx.system, `${rule.name}:${subject}`);
  if (!window || window.window_started_at.getTime() + rule.windowMs <= now.getTime()) return;
  if (window.hits >= rule.limit) throw tooMany(rule, window.window_started_at, now);
}

export async function recordFailure(ctx: ServiceContext, rule: RateRule, subject: string) {
  await addHit(ctx.system, `${rule.name}:${subject}`, ctx.clock.now(), rule.windowMs);
}
