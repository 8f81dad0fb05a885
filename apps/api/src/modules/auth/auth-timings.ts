// How long codes, links and sessions' activity last, and the answers that do not reveal whether
// an account exists.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const INVITATION_TTL_DAYS = 7;
/** A user counts as active when their live session made a request this recently. */
export const ACTIVE_WITHIN_MS = 15 * MINUTE;

export const SAME_ANSWER_RESET =
  'If an account exists for this email, we have sent a link to reset the password.';
export const SAME_ANSWER_RESEND = 'If an account is waiting for this email, we have sent it again.';
