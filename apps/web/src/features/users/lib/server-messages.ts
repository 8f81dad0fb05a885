import { ApiRequestError } from '../../../shared/lib/api-client';

/**
 * The server words its answers in English. The form kit shows a field's server text as is unless
 * it is a generic validation one, and a broken rule's detail as is: these put our own words in.
 */

/** A wrong current password (`fields.oldPassword`), said in the user's language. */
export function withWrongPasswordMessage(error: unknown, message: string): unknown {
  if (!(error instanceof ApiRequestError) || !error.fields.oldPassword) return error;
  return new ApiRequestError(error.status, 'INVALID_CREDENTIALS', error.detail, {
    ...error.fields,
    oldPassword: message,
  });
}

/** A broken rule (the business's last owner), said in the user's language. */
export function withRuleMessage(error: unknown, message: string): unknown {
  if (!(error instanceof ApiRequestError) || error.code !== 'RULE_BROKEN') return error;
  return new ApiRequestError(error.status, error.code, message, error.fields);
}
