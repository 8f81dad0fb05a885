import * as openid from 'openid-client';

/** An OpenID Connect provider we are a registered client of (Google, or a test provider). */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  /** S256 challenge of the PKCE verifier kept on our side. */
  codeChallenge: string;
}

/** What the provider sent back to our redirect URI, and what we kept when the sign-in started. */
export interface CodeRedemption {
  code: string;
  state: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

/** The identity an id token proves, in our words. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * Why a step failed: `code_rejected` (the provider refused the code: reused, expired, wrong
 * verifier), `id_token_invalid` (the answer failed a check: signature, issuer, audience, nonce,
 * state or expiry), `unavailable` (the provider could not be reached or is misconfigured).
 */
export type OidcFailure = 'code_rejected' | 'id_token_invalid' | 'unavailable';

export class OidcError extends Error {
  constructor(
    readonly failure: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The authorization-code flow with PKCE, as a relying party sees it. */
export interface OidcClient {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Redeems the code and verifies the id token that comes with it, in one step. */
  redeemCode(redemption: CodeRedemption): Promise<VerifiedIdentity>;
}

export const OIDC_SCOPE = 'openid email profile';
const HTTP_TIMEOUT_SECONDS = 10;

/** A fresh PKCE pair: the verifier stays with us, the S256 challenge goes in the URL. */
export async function createPkcePair() {
  const verifier = openid.randomPKCECodeVerifier();
  return { verifier, challenge: await openid.calculatePKCECodeChallenge(verifier) };
}

/**
 * Plain http is for a provider on this machine only (the tests' local provider); config.ts
 * refuses a non-https GOOGLE_ISSUER in production.
 */
function isLoopbackHttp(issuer: URL) {
  return (
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname.toLowerCase())
  );
}

async function discover(settings: OidcClientSettings) {
  const issuer = new URL(settings.issuer);
  const execute = [
    // Tokens come straight from the provider over TLS, which is enough by the spec; checking the
    // id token's signature as well keeps a compromised network path from vouching for anyone.
    openid.enableNonRepudiationChecks,
    ...(isLoopbackHttp(issuer) ? [openid.allowInsecureRequests] : []),
  ];
  try {
    return await openid.discovery(
      issuer,
      settings.clientId,
      undefined,
      openid.ClientSecretBasic(settings.clientSecret),
      { execute, timeout: HTTP_TIMEOUT_SECONDS },
    );
  } catch (error) {
    throw new OidcError('unavailable', `Discovery of ${settings.issuer} failed`, { cause: error });
  }
}

/**
 * Discovery documents and key sets change rarely: one configuration per client per process.
 * Only successes stay cached, so a provider that was briefly down is asked again next time.
 */
const discovered = new Map<string, Promise<openid.Configuration>>();

function configurationOf(settings: OidcClientSettings) {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  let pending = discovered.get(key);
  if (!pending) {
    pending = discover(settings);
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}

/** Failed checks of the provider's answer, as openid-client codes them. */
const CHECK_FAILURES = new Set<string | undefined>([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_KEY_SELECTION_FAILED',
]);

function oidcErrorOf(error: unknown): OidcError {
  if (error instanceof OidcError) return error;
  if (error instanceof openid.ResponseBodyError) {
    // invalid_grant is about the code itself; anything else (invalid_client…) is our setup.
    const failure = error.error === 'invalid_grant' ? 'code_rejected' : 'unavailable';
    return new OidcError(failure, `Token endpoint refused: ${error.error}`, { cause: error });
  }
  if (error instanceof openid.ClientError && CHECK_FAILURES.has(error.code)) {
    // The cause names the check ('unexpected JWT "aud" (audience) claim value'), for the log.
    const check = error.cause instanceof Error ? error.cause.message : error.message;
    const message = `The provider's answer failed a check: ${check}`;
    return new OidcError('id_token_invalid', message, { cause: error });
  }
  return new OidcError('unavailable', 'The provider could not be used', { cause: error });
}

/** The HTTP adapter over openid-client: discovery, PKCE, the code grant and every id token check. */
export function createHttpOidcClient(settings: OidcClientSettings): OidcClient {
  return {
    async authorizationUrl(request) {
      const config = await configurationOf(settings);
      return openid
        .buildAuthorizationUrl(config, {
          redirect_uri: request.redirectUri,
          scope: OIDC_SCOPE,
          state: request.state,
          nonce: request.nonce,
          code_challenge: request.codeChallenge,
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async redeemCode(redemption) {
      try {
        const config = await configurationOf(settings);
        // The web app forwards code and state only. We speak to one provider, so there is no
        // mix-up for the response's `iss` (RFC 9207) to tell apart: it is the configured issuer.
        const callback = new URL(redemption.redirectUri);
        callback.search = new URLSearchParams({
          code: redemption.code,
          state: redemption.state,
        }).toString();
        const provider = config.serverMetadata();
        if (provider.authorization_response_iss_parameter_supported) {
          callback.searchParams.set('iss', provider.issuer);
        }
        const tokens = await openid.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: redemption.codeVerifier,
          expectedState: redemption.state,
          expectedNonce: redemption.nonce,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcError('id_token_invalid', 'The provider answered no id token');
        return {
          subject: claims.sub,
          email: typeof claims.email === 'string' && claims.email ? claims.email : null,
          emailVerified: claims.email_verified === true,
        };
      } catch (error) {
        throw oidcErrorOf(error);
      }
    },
  };
}
