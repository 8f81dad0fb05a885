import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpOidcClient, type OidcClient, OidcError } from './oidc-client';

const CLIENT_ID = 'coperto-client';
const CLIENT_SECRET = 'coperto-client-secret';
const REDIRECT_URI = 'https://coperto.test/google-auth-completed/callback';

/**
 * A provider whose token endpoint answers the id token each test asks for, signed with its
 * published key (or another one): oidc-provider never mints a wrong token, and that is the point.
 */
interface ProviderAnswer {
  claims: JWTPayload;
  signWithUnpublishedKey?: boolean;
  tokenError?: string;
  discoveredIssuer?: string;
}

let server: Server;
let issuer: string;
let answer: ProviderAnswer;
let lastTokenRequest: { authorization?: string; form: URLSearchParams } | undefined;
const keys = {
  published: await generateKeyPair('RS256'),
  unpublished: await generateKeyPair('RS256'),
};

function sendJson(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function signIdToken() {
  const key = answer.signWithUnpublishedKey ? keys.unpublished : keys.published;
  return new SignJWT(answer.claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(key.privateKey);
}

beforeAll(async () => {
  const jwk = {
    ...(await exportJWK(keys.published.publicKey)),
    kid: 'k1',
    alg: 'RS256',
    use: 'sig',
  };
  server = createServer(async (req, res) => {
    const path = req.url ?? '';
    if (path === '/.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer: answer.discoveredIssuer ?? issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (path === '/jwks') return sendJson(res, 200, { keys: [jwk] });
    if (path === '/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      lastTokenRequest = {
        authorization: req.headers.authorization,
        form: new URLSearchParams(body),
      };
      if (answer.tokenError) return sendJson(res, 400, { error: answer.tokenError });
      return sendJson(res, 200, {
        access_token: 'an-access-token',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: await signIdToken(),
      });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

/** A valid id token for this sign-in; each test breaks one thing. */
function validClaims(): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    aud: CLIENT_ID,
    sub: 'google-subject-1',
    nonce: 'the-nonce',
    iat: now,
    exp: now + 600,
    email: 'owner@demo.test',
    email_verified: true,
  };
}

let client: OidcClient;
beforeEach(() => {
  answer = { claims: validClaims() };
  lastTokenRequest = undefined;
  // A fresh client secret per test keeps one test's cached discovery out of the next.
  client = createHttpOidcClient({
    issuer,
    clientId: CLIENT_ID,
    clientSecret: `${CLIENT_SECRET}-${Math.random()}`,
  });
});

function redeem(oidc = client) {
  return oidc.redeemCode({
    code: 'the-code',
    state: 'the-state',
    redirectUri: REDIRECT_URI,
    codeVerifier: 'v'.repeat(43),
    nonce: 'the-nonce',
  });
}

/** The OidcError a refused redemption throws: its failure kind and what it says for the log. */
async function refusalOf(redemption: Promise<unknown>) {
  const error = await redemption.then(
    () => expect.unreachable('the redemption should have been refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OidcError);
  const { failure, message } = error as OidcError;
  return { failure, message };
}

const invalidBecause = (check: RegExp) => ({
  failure: 'id_token_invalid',
  message: expect.stringMatching(check),
});

describe('the OpenID Connect adapter over openid-client', () => {
  it('redeems the code with the PKCE verifier and client secret, and answers the identity', async () => {
    await expect(redeem()).resolves.toEqual({
      subject: 'google-subject-1',
      email: 'owner@demo.test',
      emailVerified: true,
    });
    expect(Object.fromEntries(lastTokenRequest!.form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'v'.repeat(43),
      redirect_uri: REDIRECT_URI,
    });
    expect(lastTokenRequest!.authorization).toMatch(/^Basic /);
  });

  it('refuses an id token minted for another sign-in (nonce)', async () => {
    answer.claims.nonce = 'another-sign-in';
    expect(await refusalOf(redeem())).toEqual(invalidBecause(/"nonce"/));
  });

  it('refuses an id token issued to another client (audience)', async () => {
    answer.claims.aud = 'someone-else';
    expect(await refusalOf(redeem())).toEqual(invalidBecause(/"aud"/));
  });

  it('refuses an id token shared with another client that does not name us as azp', async () => {
    answer.claims.aud = [CLIENT_ID, 'someone-else'];
    answer.claims.azp = 'someone-else';
    expect(await refusalOf(redeem())).toEqual(invalidBecause(/"azp"/));
  });

  it('refuses an id token from another issuer', async () => {
    answer.claims.iss = 'https://evil.example';
    expect(await refusalOf(redeem())).toEqual(invalidBecause(/"iss"/));
  });

  it('refuses an expired id token', async () => {
    answer.claims.exp = Math.floor(Date.now() / 1000) - 3600;
    expect(await refusalOf(redeem())).toEqual(invalidBecause(/"exp"/));
  });

  it('refuses an id token signed with a key the provider does not publish', async () => {
    answer.signWithUnpublishedKey = true;
    expect(await refusalOf(redeem())).toEqual(invalidBecause(/signature/));
  });

  it('tells a refused code (invalid_grant) from a provider that refuses us', async () => {
    answer.tokenError = 'invalid_grant';
    expect((await refusalOf(redeem())).failure).toBe('code_rejected');
    answer.tokenError = 'invalid_client';
    expect((await refusalOf(redeem())).failure).toBe('unavailable');
  });

  it('refuses a discovery document that names another issuer', async () => {
    answer.discoveredIssuer = 'https://evil.example';
    expect((await refusalOf(redeem())).failure).toBe('unavailable');
    expect(lastTokenRequest).toBeUndefined();
  });

  it('speaks plain http to a provider on this machine only', async () => {
    const remote = createHttpOidcClient({
      issuer: 'http://accounts.example.test',
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    expect((await refusalOf(redeem(remote))).failure).toBe('unavailable');
    await expect(
      remote.authorizationUrl({
        redirectUri: REDIRECT_URI,
        state: 's',
        nonce: 'n',
        codeChallenge: 'c',
      }),
    ).rejects.toThrow(/Discovery of http:\/\/accounts.example.test failed/);
  });
});
