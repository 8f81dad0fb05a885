import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';

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

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

/** The identity an id token proves, in our words. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * Why a step failed: `code_rejected` (the provider refused the code: reused, expired, wrong
 * verifier), `id_token_invalid` (signature, issuer, audience, nonce or expiry wrong),
 * `unavailable` (the provider could not be reached or answered something unusable).
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
  /** Redeems the code at the token endpoint; answers the (not yet verified) id token. */
  exchangeCode(exchange: CodeExchange): Promise<string>;
  verifyIdToken(idToken: string, expected: { nonce: string; now: Date }): Promise<VerifiedIdentity>;
}

export const OIDC_SCOPE = 'openid email profile';
const HTTP_TIMEOUT_MS = 10_000;
/** Tolerated clock difference between us and the provider when checking exp/nbf. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** A fresh PKCE pair: the verifier stays with us, the S256 challenge goes in the URL. */
export function createPkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const TokenResponseSchema = z.object({ id_token: z.string().min(1) });
const TokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

interface DiscoveredProvider {
  metadata: Discovery;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * Discovery documents and key sets change rarely: one per issuer per process. Only successes
 * stay cached, so a provider that was briefly down is asked again on the next sign-in.
 */
const discovered = new Map<string, Promise<DiscoveredProvider>>();

async function fetchJson(url: string, init?: RequestInit) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    throw new OidcError('unavailable', `Cannot reach ${url}`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, body };
}

async function discover(issuer: string): Promise<DiscoveredProvider> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const { ok, status, body } = await fetchJson(url);
  if (!ok) throw new OidcError('unavailable', `Discovery at ${url} answered ${status}`);
  const parsed = DiscoverySchema.safeParse(body);
  if (!parsed.success) {
    throw new OidcError('unavailable', `Discovery at ${url} is not an OpenID configuration`);
  }
  // OpenID Connect Discovery 1.0 §4.3: the document must name the issuer we asked.
  if (parsed.data.issuer !== issuer) {
    throw new OidcError(
      'unavailable',
      `Discovery at ${url} names the issuer ${parsed.data.issuer}, expected ${issuer}`,
    );
  }
  return {
    metadata: parsed.data,
    keys: createRemoteJWKSet(new URL(parsed.data.jwks_uri), {
      timeoutDuration: HTTP_TIMEOUT_MS,
    }),
  };
}

function discoveredProvider(issuer: string) {
  let pending = discovered.get(issuer);
  if (!pending) {
    pending = discover(issuer);
    discovered.set(issuer, pending);
    pending.catch(() => discovered.delete(issuer));
  }
  return pending;
}

/** application/x-www-form-urlencoded, as RFC 6749 §2.3.1 asks before Basic encoding. */
function formEncoded(value: string) {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

function stringClaim(payload: JWTPayload, name: string) {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The HTTP adapter: discovery, token endpoint and JWKS over fetch, id tokens checked with jose. */
export function createHttpOidcClient(settings: OidcClientSettings): OidcClient {
  return {
    async authorizationUrl(request) {
      const { metadata } = await discoveredProvider(settings.issuer);
      const url = new URL(metadata.authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', request.redirectUri);
      url.searchParams.set('scope', OIDC_SCOPE);
      url.searchParams.set('state', request.state);
      url.searchParams.set('nonce', request.nonce);
      url.searchParams.set('code_challenge', request.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    async exchangeCode(exchange) {
      const { metadata } = await discoveredProvider(settings.issuer);
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        code_verifier: exchange.codeVerifier,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      // Absent from discovery means client_secret_basic (OpenID Connect Discovery 1.0 §3).
      const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_basic')) {
        const credentials = `${formEncoded(settings.clientId)}:${formEncoded(settings.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
      } else if (methods.includes('client_secret_post')) {
        form.set('client_id', settings.clientId);
        form.set('client_secret', settings.clientSecret);
      } else {
        throw new OidcError('unavailable', 'The token endpoint accepts no client secret method');
      }
      const { ok, status, body } = await fetchJson(metadata.token_endpoint, {
        method: 'POST',
        headers,
        body: form.toString(),
      });
      if (!ok) {
        const refusal = TokenErrorSchema.safeParse(body);
        const reason = refusal.success
          ? `${refusal.data.error}${refusal.data.error_description ? `: ${refusal.data.error_description}` : ''}`
          : `status ${status}`;
        // invalid_grant is about the code itself; anything else (invalid_client…) is our setup.
        const codeRejected = refusal.success && refusal.data.error === 'invalid_grant';
        throw new OidcError(
          codeRejected ? 'code_rejected' : 'unavailable',
          `Token endpoint refused: ${reason}`,
        );
      }
      const tokens = TokenResponseSchema.safeParse(body);
      if (!tokens.success) {
        throw new OidcError('unavailable', 'The token endpoint answered no id_token');
      }
      return tokens.data.id_token;
    },

    async verifyIdToken(idToken, expected) {
      const { metadata, keys } = await discoveredProvider(settings.issuer);
      // Google's tokens may name the issuer without its scheme (Google's OpenID Connect docs).
      const issuers =
        metadata.issuer === 'https://accounts.google.com'
          ? [metadata.issuer, 'accounts.google.com']
          : [metadata.issuer];
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: settings.clientId,
          currentDate: expected.now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
          algorithms: metadata.id_token_signing_alg_values_supported?.filter(
            (alg) => alg !== 'none' && !alg.startsWith('HS'),
          ) ?? ['RS256'],
        }));
      } catch (error) {
        const keysUnavailable =
          error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid;
        if (keysUnavailable || !(error instanceof joseErrors.JOSEError)) {
          throw new OidcError('unavailable', 'Cannot fetch the signing keys', { cause: error });
        }
        throw new OidcError('id_token_invalid', `The id token is not valid: ${error.message}`, {
          cause: error,
        });
      }
      if (payload.nonce !== expected.nonce) {
        throw new OidcError('id_token_invalid', 'The id token answers another sign-in (nonce)');
      }
      // OpenID Connect Core §3.1.3.7: with several audiences, azp must be us.
      if (
        Array.isArray(payload.aud) &&
        payload.aud.length > 1 &&
        payload.azp !== settings.clientId
      ) {
        throw new OidcError('id_token_invalid', 'The id token was issued to another client');
      }
      return {
        subject: payload.sub!,
        email: stringClaim(payload, 'email'),
        emailVerified: payload.email_verified === true,
      };
    },
  };
}
