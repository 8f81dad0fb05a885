import { createHmac } from 'node:crypto';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { GoogleBusinessError } from '../../ports/google-business/google-business-port';
import { AppError, ruleBroken } from '../../shared/app-error';
import type { Actor, ServiceContext } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import {
  GOOGLE_BUSINESS_STATE_TTL_MINUTES,
  STATE_ALGORITHM,
  STATE_AUDIENCE,
} from './google-business-connection';

// The connect flow's signed state, and Google's failures as our errors.

/**
 * The OAuth `state` is a JWT signed with a key derived from the JWT secret (so it can never pass
 * as an access token, nor one as it), naming the user and the restaurant and expiring in minutes.
 * Stateless on purpose: any API process can check it, and oauth_states has no column for a
 * restaurant or a user. Replaying it within its lifetime gains nothing: Google's code is single-use
 * and the state only ever works for the same user on the same restaurant.
 */
function stateKeyOf(ctx: ServiceContext) {
  return createHmac('sha256', ctx.config.jwtSecret).update('google-business-oauth-state').digest();
}

export async function signConnectState(ctx: ServiceContext, actor: Actor, restaurantId: number) {
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ rid: restaurantId })
    .setProtectedHeader({ alg: STATE_ALGORITHM })
    .setSubject(String(actor.userId))
    .setAudience(STATE_AUDIENCE)
    .setJti(newPublicId(12))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GOOGLE_BUSINESS_STATE_TTL_MINUTES * 60)
    .sign(stateKeyOf(ctx));
}

function invalidState(detail: string, field: string) {
  return new AppError(400, 'INVALID_TOKEN', detail, { state: field });
}

export async function verifyConnectState(
  ctx: ServiceContext,
  state: string,
  actor: Actor,
  restaurantId: number,
) {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(state, stateKeyOf(ctx), {
      algorithms: [STATE_ALGORITHM],
      audience: STATE_AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'exp', 'rid'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw invalidState('This Google connection has expired: please start again', 'Expired');
    }
    throw invalidState('This Google connection is not valid: please start again', 'Invalid');
  }
  if (payload.sub !== String(actor.userId) || payload.rid !== restaurantId) {
    throw invalidState(
      'This Google connection was started for another restaurant or user: please start again',
      'Issued for another restaurant or user',
    );
  }
}

type Step = 'exchange' | 'refresh' | 'call';

export function reconnect(detail: string) {
  return ruleBroken(`${detail}: connect the restaurant to Google again`);
}

/** Google's failures in the API's words; the cause goes to the log, never a 500 to the caller. */
export function appErrorOf(ctx: ServiceContext, error: unknown, step: Step): unknown {
  if (!(error instanceof GoogleBusinessError)) return error;
  ctx.log.warn({ err: error, step }, 'google business profile call failed');
  switch (error.failure) {
    case 'invalid_grant':
      return step === 'exchange'
        ? new AppError(
            400,
            'INVALID_TOKEN',
            'Google did not accept this authorization (it may have expired or been used): please start again',
            { code: 'Not accepted by Google' },
          )
        : reconnect('Google no longer accepts this connection (it was revoked or has expired)');
    case 'unauthorized':
      return reconnect('Google refused the access to this Business Profile');
    case 'rejected':
      return new AppError(
        502,
        'SERVICE_UNAVAILABLE',
        `Google Business Profile refused the request. ${error.message}`,
      );
    case 'failed':
      return new AppError(
        502,
        'SERVICE_UNAVAILABLE',
        `Google Business Profile is not working right now, please try again later. ${error.message}`,
      );
    case 'unreachable':
      return new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'Google Business Profile cannot be reached right now, please try again later',
      );
  }
}

export async function callGoogle<T>(ctx: ServiceContext, step: Step, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    throw appErrorOf(ctx, error, step);
  }
}
