import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import {
  createHttpOidcClient,
  createPkcePair,
  type OidcClient,
  OidcError,
  type VerifiedIdentity,
} from '../../ports/identity/oidc-client';
import { AppError, conflict, forbidden, notFound } from '../../shared/app-error';
import { type ServiceContext, scopeOfUser } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import {
  changeAccount,
  findAccountByEmail,
  findAccountByGoogleSubject,
} from '../users/user-accounts.service';
import { loginVerifiedUser } from './auth.service';
import {
  consumeOAuthState,
  deleteExpiredOAuthStates,
  insertOAuthState,
} from './oauth-state.repository';

/** Long enough to choose an account and consent, short enough that a leaked URL goes stale. */
export const OAUTH_STATE_TTL_MINUTES = 10;
/** The web app's page that receives Google's redirect and posts the code to us (spec routes). */
export const GOOGLE_CALLBACK_PATH = '/google-auth-completed/callback';

const MINUTE = 60_000;

export function listAuthProviders(ctx: ServiceContext) {
  return { google: ctx.config.google !== undefined };
}

function googleClientOf(ctx: ServiceContext): OidcClient {
  const google = ctx.config.google;
  if (!google) throw new AppError(404, 'NOT_FOUND', 'Google sign-in is not configured');
  return createHttpOidcClient(google);
}

function redirectUriOf(ctx: ServiceContext) {
  return `${ctx.config.publicUrl}${GOOGLE_CALLBACK_PATH}`;
}

/** The provider's failures in the API's words; the cause goes to the log, not to the caller. */
function appErrorOf(ctx: ServiceContext, error: unknown): unknown {
  if (!(error instanceof OidcError)) return error;
  ctx.log.warn({ err: error }, 'google sign-in failed');
  switch (error.failure) {
    case 'code_rejected':
      return new AppError(
        400,
        'INVALID_TOKEN',
        'Google did not accept this sign-in (it may have expired): please start again',
      );
    case 'id_token_invalid':
      return new AppError(
        400,
        'INVALID_TOKEN',
        'The identity Google sent could not be verified: please start again',
      );
    case 'unavailable':
      return new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'Google sign-in is unavailable right now, please try again later',
      );
  }
}

/** Starts a sign-in: PKCE verifier, nonce and optional restaurant are kept under a random state. */
export async function startGoogleSignIn(ctx: ServiceContext, publicKey?: string) {
  const client = googleClientOf(ctx);
  if (publicKey && !(await findRestaurantOfPublicKey(ctx, publicKey))) {
    throw notFound('Restaurant');
  }
  const state = newPublicId(32);
  const nonce = newPublicId(32);
  const pkce = await createPkcePair();
  let url: string;
  try {
    url = await client.authorizationUrl({
      redirectUri: redirectUriOf(ctx),
      state,
      nonce,
      codeChallenge: pkce.challenge,
    });
  } catch (error) {
    throw appErrorOf(ctx, error);
  }
  const now = ctx.clock.now();
  await deleteExpiredOAuthStates(ctx.system, now);
  await insertOAuthState(ctx.system, {
    state,
    code_verifier: pkce.verifier,
    nonce,
    public_key: publicKey ?? null,
    expires_at: new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * MINUTE),
  });
  return { url };
}

/**
 * The Coperto user a Google identity signs in as: the one already linked to this Google
 * subject, else the one with the same (Google-verified) email, which is then linked.
 */
async function findOrLinkUser(ctx: ServiceContext, identity: VerifiedIdentity, email: string) {
  const linked = await findAccountByGoogleSubject(ctx, identity.subject);
  if (linked) return linked;
  const user = await findAccountByEmail(ctx, email);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'No Coperto account uses this Google email');
  if (user.google_subject !== null) {
    throw conflict('This Coperto account is already linked to a different Google account');
  }
  const now = ctx.clock.now();
  const updated = await ctx.asTenant(scopeOfUser(user), (tx) =>
    changeAccount(tx, {
      id: user.id,
      changes: {
        google_subject: identity.subject,
        // Google has verified the address, which is what our own verification would prove.
        email_verified_at: user.email_verified_at ?? now,
        updated_at: now,
      },
    }),
  );
  ctx.log.info({ userId: user.id }, 'google account linked');
  return updated ?? user;
}

/** Finishes a sign-in from the code and state Google sent back to the web app. */
export async function completeGoogleSignIn(
  ctx: ServiceContext,
  body: { code: string; state: string },
): Promise<CurrentUser> {
  const client = googleClientOf(ctx);
  const pending = await consumeOAuthState(ctx.system, body.state);
  if (!pending) {
    throw new AppError(
      400,
      'INVALID_TOKEN',
      'This Google sign-in is unknown or was already used: please start again',
      { state: 'Unknown or already used' },
    );
  }
  const now = ctx.clock.now();
  if (pending.expires_at <= now) {
    const detail = 'This Google sign-in has expired: please start again';
    throw new AppError(400, 'INVALID_TOKEN', detail, { state: 'Expired' });
  }
  let identity: VerifiedIdentity;
  try {
    identity = await client.redeemCode({
      code: body.code,
      state: pending.state,
      redirectUri: redirectUriOf(ctx),
      codeVerifier: pending.code_verifier,
      nonce: pending.nonce,
    });
  } catch (error) {
    throw appErrorOf(ctx, error);
  }
  if (!identity.email || !identity.emailVerified) {
    throw forbidden(
      'Google has not verified the email address of this account, so it cannot sign in to Coperto',
    );
  }
  const user = await findOrLinkUser(ctx, identity, identity.email.toLowerCase());
  return loginVerifiedUser(ctx, user, pending.public_key ?? undefined);
}
