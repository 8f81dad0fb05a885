import { SESSION_WARNING_SECONDS } from '@coperto/shared/common/constants';

export interface SessionTimerHandlers {
  /** The warning is due; `endsAt` is the token's expiry (epoch ms) for the countdown. */
  warn(endsAt: number): void;
  /** The token has expired. */
  expire(): void;
}

// Browsers run a longer setTimeout at once (the delay overflows 32 bits): wait in steps instead.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** setTimeout for any delay; answers the function that cancels it. */
function scheduleAt(at: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    const delay = at - Date.now();
    timer = delay > MAX_TIMEOUT_MS ? setTimeout(wait, MAX_TIMEOUT_MS) : setTimeout(run, delay);
  };
  wait();
  return () => clearTimeout(timer);
}

/**
 * Watches one access token (spec §4): already expired → `expire` at once; otherwise `warn`
 * SESSION_WARNING_SECONDS before the expiry (at once when fewer remain) and `expire` at the expiry.
 * Answers the function that stops watching (a refreshed token starts a new watch).
 */
export function startSessionTimer(expiresAt: number, handlers: SessionTimerHandlers): () => void {
  const remaining = expiresAt - Date.now();
  if (remaining <= 0) {
    handlers.expire();
    return () => {};
  }
  const warnAt = expiresAt - SESSION_WARNING_SECONDS * 1000;
  const cancels: Array<() => void> = [];
  if (warnAt <= Date.now()) handlers.warn(expiresAt);
  else cancels.push(scheduleAt(warnAt, () => handlers.warn(expiresAt)));
  cancels.push(scheduleAt(expiresAt, handlers.expire));
  return () => {
    for (const cancel of cancels) cancel();
  };
}
