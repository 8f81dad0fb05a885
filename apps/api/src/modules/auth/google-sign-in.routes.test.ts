import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error oidc-provider publishes no type declarations; TestProvider below types what we use.
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from '../../db/schema/identity';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { systemAccess } from '../../db/system-access';
import { runAsTenant } from '../../db/tenant-scope';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { changeAccount, findAccountByEmail } from '../users/user-accounts.service';
import { GOOGLE_CALLBACK_PATH, OAUTH_STATE_TTL_MINUTES } from './google-sign-in.service';

/** The part of oidc-provider's API this test drives. */
interface TestProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ params: Record<string, unknown> }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (init: {
    accountId: string;
    clientId: string;
  }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

const PUBLIC_URL = 'https://coperto.test';
const CLIENT_ID = 'coperto-test-client';
const CLIENT_SECRET = 'coperto-test-client-secret-0123456789';

/** The people who can sign in at the test provider, by Google subject. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean }> = {
  'google-owner': { email: 'Owner@Demo.test', email_verified: true },
  'google-impostor': { email: DEMO.users.owner, email_verified: true },
  'google-unverified': { email: DEMO.users.manager, email_verified: false },
  'google-stranger': { email: 'stranger@example.com', email_verified: true },
  'google-staff': { email: DEMO.users.staff, email_verified: true },
};

/** Who "logs in" at the provider's next interaction. */
let signingInAs = 'google-owner';

/** A real OpenID provider on 127.0.0.1, with a login/consent step answered programmatically. */
async function startOidcProvider() {
  let provider: TestProvider | undefined;
  const server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      return void answerInteraction(provider, req, res).catch((error: unknown) =>
        res.writeHead(500).end(String(error)),
      );
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the id token itself carries the email claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes keep the provider from printing a notice for each default it uses.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = ACCOUNTS[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  }) as TestProvider;
  return { issuer, server };
}

/** The user "logs in and consents": a grant for the requested scopes, then back to the flow. */
async function answerInteraction(
  provider: TestProvider,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const { params } = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId: signingInAs, clientId: String(params.client_id) });
  grant.addOIDCScope(String(params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: signingInAs }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Follows the browser's redirects through the provider, with its cookies, until it leaves it. */
async function authorizeAtProvider(authorizationUrl: string, subject: string) {
  signingInAs = subject;
  const cookies = new Map<string, string>();
  let next = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (next.origin !== issuer) return next;
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const pair = header.split(';', 1)[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects at the provider');
}

let t: TestApp;
let issuer: string;
let providerServer: Server;

beforeAll(async () => {
  ({ issuer, server: providerServer } = await startOidcProvider());
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

async function startSignIn(query = '') {
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/google/start${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url as string);
}

function complete(payload: { code: string; state: string }) {
  return t.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload });
}

/** Start with us, sign in at the provider as `subject`, and answer what the web app would post. */
async function signInAtProvider(subject: string, query = '') {
  const authorizationUrl = await startSignIn(query);
  const callback = await authorizeAtProvider(authorizationUrl.toString(), subject);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`);
  expect(callback.searchParams.get('error'), callback.toString()).toBeNull();
  const state = callback.searchParams.get('state')!;
  expect(state).toBe(authorizationUrl.searchParams.get('state'));
  return { code: callback.searchParams.get('code')!, state };
}

describe('Google sign-in (OpenID Connect, code flow with PKCE) against a real provider', () => {
  it('lists Google as a configured provider, in OpenAPI under auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/auth/google/complete'].post.tags).toEqual(['auth']);
  });

  it('answers an authorization URL with state, nonce and an S256 challenge, from discovery', async () => {
    const url = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The verifier and nonce stay in the database under the state, never in the URL.
    const [row] = await t.app.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, url.searchParams.get('state')!));
    expect(row?.nonce).toBe(url.searchParams.get('nonce'));
    expect(url.toString()).not.toContain(row!.code_verifier);
  });

  it('signs the owner in by verified email, links the Google subject, and the session works', async () => {
    const before = await findAccountByEmail({ system: systemAccess(t.app.db) }, DEMO.users.owner);
    expect(before?.google_subject).toBeNull();

    const res = await complete(await signInAtProvider('google-owner'));

    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      tokenType: 'bearer',
      user: { email: DEMO.users.owner, role: 'owner' },
      business: { name: DEMO.business },
    });
    expect(body.restaurant).not.toBeNull();
    const after = await findAccountByEmail({ system: systemAccess(t.app.db) }, DEMO.users.owner);
    expect(after?.google_subject).toBe('google-owner');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(DEMO.users.owner);
  });

  it('refuses a state that was already used', async () => {
    const answer = await signInAtProvider('google-owner');
    expect((await complete(answer)).statusCode).toBe(200);

    const again = await complete(answer);

    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      fields: { state: expect.any(String) },
    });
    expect(again.json().detail).toMatch(/unknown or was already used/);
  });

  it('refuses a state it never issued', async () => {
    const { code } = await signInAtProvider('google-owner');

    const res = await complete({ code, state: 'a-state-we-never-issued' });

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('signs in on a restaurant site when started with its public_key', async () => {
    const [pizzeria] = await t.app.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.name, 'Pizzeria Demo'));

    const res = await complete(
      await signInAtProvider('google-owner', `?public_key=${pizzeria!.public_key}`),
    );

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restaurant).toEqual({
      id: pizzeria!.id,
      name: 'Pizzeria Demo',
      public_key: pizzeria!.public_key,
    });
  });

  it('refuses to start for an unknown restaurant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/start?public_key=no-such-restaurant',
    });
    expect(res.statusCode).toBe(404);
  });

  it('forbids an email that Google has not verified', async () => {
    const res = await complete(await signInAtProvider('google-unverified'));

    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(res.json().detail).toMatch(/not verified the email/);
    const manager = await findAccountByEmail(
      { system: systemAccess(t.app.db) },
      DEMO.users.manager,
    );
    expect(manager?.google_subject).toBeNull();
  });

  it('answers 404 when no Coperto account uses the Google email', async () => {
    const res = await complete(await signInAtProvider('google-stranger'));

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      detail: 'No Coperto account uses this Google email',
    });
  });

  it('refuses a second Google account for an account already linked to another', async () => {
    const res = await complete(await signInAtProvider('google-impostor'));

    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    const owner = await findAccountByEmail({ system: systemAccess(t.app.db) }, DEMO.users.owner);
    expect(owner?.google_subject).toBe('google-owner');
  });

  it('refuses a disabled user', async () => {
    const staff = await findAccountByEmail({ system: systemAccess(t.app.db) }, DEMO.users.staff);
    await runAsTenant(t.app.db, 'platform', (tx) =>
      changeAccount(tx, { id: staff!.id, changes: { disabled_at: t.clock.now() } }),
    );

    const res = await complete(await signInAtProvider('google-staff'));

    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('sends the PKCE verifier: a code redeemed with another verifier is refused', async () => {
    const answer = await signInAtProvider('google-owner');
    await t.app.db
      .update(oauthStates)
      .set({ code_verifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, answer.state));

    const res = await complete(answer);

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('checks the nonce: an id token minted for another sign-in is refused', async () => {
    const answer = await signInAtProvider('google-owner');
    await t.app.db
      .update(oauthStates)
      .set({ nonce: 'another-sign-in-nonce' })
      .where(eq(oauthStates.state, answer.state));

    const res = await complete(answer);

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it(`refuses a state older than ${OAUTH_STATE_TTL_MINUTES} minutes`, async () => {
    const answer = await signInAtProvider('google-owner');
    t.clock.advance((OAUTH_STATE_TTL_MINUTES + 1) * 60_000);

    const res = await complete(answer);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', fields: { state: 'Expired' } });
  });
});

describe('Google sign-in when it is not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ seed: false });
  });
  afterAll(() => bare?.close());

  it('lists Google as unavailable and answers 404 to start and complete', async () => {
    const providers = await bare.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ google: false });

    const notConfigured = { code: 'NOT_FOUND', detail: 'Google sign-in is not configured' };
    const start = await bare.app.inject({ method: 'POST', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual(notConfigured);
    const done = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/google/complete',
      payload: { code: 'some-code', state: 'some-long-state' },
    });
    expect(done.statusCode).toBe(404);
    expect(done.json()).toEqual(notConfigured);
  });
});
