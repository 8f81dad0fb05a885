import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOOGLE_BUSINESS_NOT_CONFIGURED } from '@coperto/shared/restaurants/google-business.schemas';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import {
  createHttpGoogleBusiness,
  GOOGLE_BUSINESS_SCOPE,
} from '../../ports/google-business/google-business-http';
import { GoogleBusinessError } from '../../ports/google-business/google-business-port';
import { decryptSecret } from '../../shared/encryption';
import { buildTestApp, loginAs, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import {
  GOOGLE_BUSINESS_CALLBACK_PATH,
  GOOGLE_BUSINESS_STATE_TTL_MINUTES,
} from './google-business-connection';
import { pickLocation } from './google-business-tokens';

const PUBLIC_URL = 'https://coperto.test';
const CLIENT_ID = 'coperto-gbp-client';
const CLIENT_SECRET = 'coperto-gbp-secret-0123456789';
const GOOD_CODE = 'good-authorization-code';
const FIRST_REFRESH_TOKEN = 'refresh-token-1';
const TOKEN_LIFETIME_SECONDS = 3599;
const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  form: URLSearchParams;
  json: unknown;
}

type Override = (req: RecordedRequest) => { status: number; body: unknown } | undefined;

/**
 * A small Google on 127.0.0.1: the OAuth token endpoint, the Account Management API's account
 * list and the Business Information API's location list and PATCH, with Google's paths, answers
 * and error shapes. It records every request so tests can assert what we sent.
 */
async function startFakeGoogle() {
  const requests: RecordedRequest[] = [];
  const validAccessTokens = new Set<string>();
  let issued = 0;
  const fake = {
    requests,
    /** Lets a test answer a request its own way (a 500, a 401…); undefined = the normal answer. */
    override: undefined as Override | undefined,
    revoke: (token: string) => validAccessTokens.delete(token),
    url: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function issueAccessToken() {
    issued += 1;
    const token = `access-token-${issued}`;
    validAccessTokens.add(token);
    return token;
  }

  function answer(req: RecordedRequest): { status: number; body: unknown } {
    const overridden = fake.override?.(req);
    if (overridden) return overridden;
    if (req.method === 'POST' && req.path === '/token') {
      if (
        req.form.get('client_id') !== CLIENT_ID ||
        req.form.get('client_secret') !== CLIENT_SECRET
      ) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      const grant = req.form.get('grant_type');
      if (grant === 'authorization_code' && req.form.get('code') === GOOD_CODE) {
        return {
          status: 200,
          body: {
            access_token: issueAccessToken(),
            expires_in: TOKEN_LIFETIME_SECONDS,
            refresh_token: FIRST_REFRESH_TOKEN,
            scope: GOOGLE_BUSINESS_SCOPE,
            token_type: 'Bearer',
          },
        };
      }
      if (grant === 'refresh_token' && req.form.get('refresh_token') === FIRST_REFRESH_TOKEN) {
        return {
          status: 200,
          body: {
            access_token: issueAccessToken(),
            expires_in: TOKEN_LIFETIME_SECONDS,
            scope: GOOGLE_BUSINESS_SCOPE,
            token_type: 'Bearer',
          },
        };
      }
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
    }
    const bearer = /^Bearer (.+)$/.exec(req.authorization ?? '')?.[1];
    if (!bearer || !validAccessTokens.has(bearer)) {
      return {
        status: 401,
        body: {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        },
      };
    }
    if (req.method === 'GET' && req.path === '/accounts-api/v1/accounts') {
      return {
        status: 200,
        body: {
          accounts: [
            { name: 'accounts/111', accountName: 'Giulia Rossi', type: 'PERSONAL' },
            { name: 'accounts/222', accountName: 'Demo Ristorazione', type: 'LOCATION_GROUP' },
          ],
        },
      };
    }
    if (req.method === 'GET' && req.path === '/business-api/v1/accounts/111/locations') {
      return { status: 200, body: {} };
    }
    if (req.method === 'GET' && req.path === '/business-api/v1/accounts/222/locations') {
      // Two pages, so the listing must follow nextPageToken to find the restaurant's own.
      if (req.query.get('pageToken') !== 'page-2') {
        return {
          status: 200,
          body: {
            locations: [{ name: 'locations/pizzeria-demo', title: 'Pizzeria Demo' }],
            nextPageToken: 'page-2',
          },
        };
      }
      return {
        status: 200,
        body: { locations: [{ name: 'locations/trattoria-demo', title: 'Trattoria  demo ' }] },
      };
    }
    const patch = /^\/business-api\/v1\/(locations\/[^/]+)$/.exec(req.path);
    if (req.method === 'PATCH' && patch) {
      return { status: 200, body: { name: patch[1], ...(req.json as object) } };
    }
    return {
      status: 404,
      body: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake.google');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      form: new URLSearchParams(
        req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? text : '',
      ),
      json: req.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : null,
    };
    requests.push(recorded);
    const { status, body } = answer(recorded);
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

function googleEnv(fake: FakeGoogle): NodeJS.ProcessEnv {
  return {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_AUTH_URL: `${fake.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${fake.url}/token`,
    GOOGLE_ACCOUNTS_API_URL: `${fake.url}/accounts-api/v1`,
    GOOGLE_BUSINESS_API_URL: `${fake.url}/business-api/v1/`,
  };
}

let fake: FakeGoogle;
let t: TestApp;
let owner: { authorization: string };
let manager: { authorization: string };
let staff: { authorization: string };
let otherOwner: { authorization: string };
let trattoriaId: number;
let pizzeriaId: number;

async function restaurantIdNamed(name: string) {
  const [row] = await t.app.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.name, name));
  return row!.id;
}

async function restaurantRow(id: number) {
  const [row] = await t.app.db.select().from(restaurants).where(eq(restaurants.id, id));
  return row!;
}

function storedTokensOf(sealed: string | null) {
  return JSON.parse(decryptSecret(sealed!, testConfig().encryptionKey)) as {
    access_token: string;
    refresh_token: string;
    expires_at: string;
  };
}

function post(url: string, headers: { authorization: string }, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
}

async function connect(headers: { authorization: string }, restaurantId: number) {
  const res = await post(`/api/restaurant/${restaurantId}/connect-google`, headers);
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url as string);
}

/** Consent, then the code Google would send back: the restaurant ends up connected. */
async function connectFully(headers: { authorization: string }, restaurantId: number) {
  const consent = await connect(headers, restaurantId);
  const res = await post(`/api/restaurant/${restaurantId}/exchange-google-code`, headers, {
    code: GOOD_CODE,
    state: consent.searchParams.get('state'),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { connected: true; location_name: string };
}

async function disconnect(restaurantId: number) {
  await t.app.db
    .update(restaurants)
    .set({
      google_tokens_encrypted: null,
      google_location_name: null,
      google_connected_at: null,
      google_synced_at: null,
    })
    .where(eq(restaurants.id, restaurantId));
}

/** 'YYYY-MM-DD' in Rome, `days` from the test clock's today. */
function romeDate(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t.clock.now());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function googleDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year, month, day };
}

async function setOpeningTimes(restaurantId: number, openingTimes: OpeningTimes) {
  await t.app.db
    .update(restaurants)
    .set({ opening_times: openingTimes })
    .where(eq(restaurants.id, restaurantId));
}

const lunch = { open: '12:00', close: '15:00' };
const dinner = { open: '19:00', close: '23:30' };
const at = (hours: number, minutes = 0) => ({ hours, minutes });

async function logInEveryone() {
  ({ owner, manager, staff, otherOwner } = await loginDemoTeam(t.app));
}

/** Moves the test clock; our own access tokens last an hour too, so everyone logs in again. */
async function advanceClock(ms: number) {
  t.clock.advance(ms);
  await logInEveryone();
}

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await buildTestApp({ env: googleEnv(fake) });
  await logInEveryone();
  trattoriaId = await restaurantIdNamed('Trattoria Demo');
  pizzeriaId = await restaurantIdNamed('Pizzeria Demo');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
});

describe('connect → exchange → sync with Google Business Profile', () => {
  it('sends the browser to Google consent for offline Business Profile access, bound by a state', async () => {
    const consent = await connect(manager, trattoriaId);
    expect(`${consent.origin}${consent.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: CLIENT_ID,
      // The web's connections tab finishes the connection (connections-panel.tsx).
      redirect_uri: `${PUBLIC_URL}/dashboard/restaurant/connections`,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/business.manage',
      access_type: 'offline',
      prompt: 'consent',
      state: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(fake.requests).toEqual([]);
  });

  it('exchanges the code, stores the tokens encrypted and picks the location named like the restaurant', async () => {
    const consent = await connect(manager, trattoriaId);
    const res = await post(`/api/restaurant/${trattoriaId}/exchange-google-code`, manager, {
      code: GOOD_CODE,
      state: consent.searchParams.get('state'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true, location_name: 'locations/trattoria-demo' });

    const [token, accounts, ...locations] = fake.requests;
    expect(token).toMatchObject({ method: 'POST', path: '/token' });
    expect(Object.fromEntries(token!.form)).toEqual({
      grant_type: 'authorization_code',
      code: GOOD_CODE,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: `${PUBLIC_URL}${GOOGLE_BUSINESS_CALLBACK_PATH}`,
    });
    expect(accounts).toMatchObject({
      method: 'GET',
      path: '/accounts-api/v1/accounts',
      authorization: 'Bearer access-token-1',
    });
    expect(locations.map((r) => [r.path, r.query.get('pageToken'), r.authorization])).toEqual([
      ['/business-api/v1/accounts/111/locations', null, 'Bearer access-token-1'],
      ['/business-api/v1/accounts/222/locations', null, 'Bearer access-token-1'],
      ['/business-api/v1/accounts/222/locations', 'page-2', 'Bearer access-token-1'],
    ]);
    for (const request of locations) expect(request.query.get('readMask')).toBe('name,title');

    const row = await restaurantRow(trattoriaId);
    expect(row.google_location_name).toBe('locations/trattoria-demo');
    expect(row.google_connected_at?.toISOString()).toBe(t.clock.now().toISOString());
    // At rest the column holds ciphertext only; the key opens it to the tokens and their expiry.
    expect(row.google_tokens_encrypted).not.toContain('access-token-1');
    expect(row.google_tokens_encrypted).not.toContain(FIRST_REFRESH_TOKEN);
    expect(storedTokensOf(row.google_tokens_encrypted)).toEqual({
      access_token: 'access-token-1',
      refresh_token: FIRST_REFRESH_TOKEN,
      expires_at: new Date(t.clock.now().getTime() + TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/${trattoriaId}`,
      headers: manager,
    });
    expect(read.json()).toMatchObject({
      google_connected: true,
      google_location_name: 'locations/trattoria-demo',
    });
    expect(read.body).not.toContain('access-token-1');
  });

  it('pushes lunch, dinner, midnight, past-midnight and closed days with upcoming exceptions', async () => {
    const holiday = romeDate(10);
    const lateNight = romeDate(12);
    const newYearsEve = romeDate(14);
    await setOpeningTimes(trattoriaId, {
      weekly: {
        mon: [],
        tue: [lunch, dinner],
        wed: [lunch, dinner],
        thu: [],
        fri: [{ open: '19:00', close: '24:00' }],
        sat: [{ open: '19:00', close: '26:00' }],
        sun: [lunch, { open: '18:00', close: '25:30' }],
      },
      exceptions: [
        { date: romeDate(-3), closed: true, services: [], note: 'gone by' },
        { date: holiday, closed: true, services: [], note: 'Ferragosto' },
        {
          date: lateNight,
          closed: false,
          services: [lunch, { open: '20:00', close: '26:30' }],
          note: 'Notte bianca',
        },
        {
          date: newYearsEve,
          closed: false,
          services: [{ open: '18:00', close: '24:00' }],
          note: '',
        },
      ],
    });

    const res = await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Opening hours synced to Google Business Profile',
      synced_at: t.clock.now().toISOString(),
    });

    // The token is still fresh: no refresh, straight to the PATCH.
    expect(fake.requests).toHaveLength(1);
    const [patch] = fake.requests;
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: '/business-api/v1/locations/trattoria-demo',
      authorization: 'Bearer access-token-1',
    });
    expect(patch!.query.get('updateMask')).toBe('regularHours,specialHours');
    expect(patch!.json).toEqual({
      regularHours: {
        periods: [
          { openDay: 'TUESDAY', openTime: at(12), closeDay: 'TUESDAY', closeTime: at(15) },
          { openDay: 'TUESDAY', openTime: at(19), closeDay: 'TUESDAY', closeTime: at(23, 30) },
          { openDay: 'WEDNESDAY', openTime: at(12), closeDay: 'WEDNESDAY', closeTime: at(15) },
          { openDay: 'WEDNESDAY', openTime: at(19), closeDay: 'WEDNESDAY', closeTime: at(23, 30) },
          // Exactly midnight is Google's 24:00 of the same day…
          { openDay: 'FRIDAY', openTime: at(19), closeDay: 'FRIDAY', closeTime: at(24) },
          // …anything later closes the next day, Sunday night into Monday.
          { openDay: 'SATURDAY', openTime: at(19), closeDay: 'SUNDAY', closeTime: at(2) },
          { openDay: 'SUNDAY', openTime: at(12), closeDay: 'SUNDAY', closeTime: at(15) },
          { openDay: 'SUNDAY', openTime: at(18), closeDay: 'MONDAY', closeTime: at(1, 30) },
        ],
      },
      specialHours: {
        specialHourPeriods: [
          { startDate: googleDate(holiday), closed: true },
          {
            startDate: googleDate(lateNight),
            openTime: at(12),
            closeTime: at(15),
            closed: false,
          },
          {
            startDate: googleDate(lateNight),
            endDate: googleDate(romeDate(13)),
            openTime: at(20),
            closeTime: at(2, 30),
            closed: false,
          },
          {
            startDate: googleDate(newYearsEve),
            openTime: at(18),
            closeTime: at(24),
            closed: false,
          },
        ],
      },
    });
  });

  it('refreshes an expired access token first, stores the new one, and uses it', async () => {
    await advanceClock((TOKEN_LIFETIME_SECONDS + 60) * 1000);
    const res = await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(200);

    const [refresh, patch] = fake.requests;
    expect(refresh).toMatchObject({ method: 'POST', path: '/token' });
    expect(Object.fromEntries(refresh!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: FIRST_REFRESH_TOKEN,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    expect(patch).toMatchObject({ method: 'PATCH', authorization: 'Bearer access-token-2' });

    const stored = storedTokensOf((await restaurantRow(trattoriaId)).google_tokens_encrypted);
    expect(stored).toEqual({
      access_token: 'access-token-2',
      // Google sent no new refresh token, so the first one is kept.
      refresh_token: FIRST_REFRESH_TOKEN,
      expires_at: new Date(t.clock.now().getTime() + TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    });

    // Fresh again: the next sync goes straight to the PATCH.
    fake.requests.length = 0;
    expect(
      (await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner)).statusCode,
    ).toBe(200);
    expect(fake.requests.map((r) => r.method)).toEqual(['PATCH']);
  });

  it('refreshes a token a minute before it expires, not only after', async () => {
    await advanceClock((TOKEN_LIFETIME_SECONDS - 30) * 1000);
    expect(
      (await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner)).statusCode,
    ).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /token',
      'PATCH /business-api/v1/locations/trattoria-demo',
    ]);
  });

  it('refreshes and retries once when Google revokes a token before its expiry', async () => {
    const current = storedTokensOf((await restaurantRow(trattoriaId)).google_tokens_encrypted);
    fake.revoke(current.access_token);
    const res = await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.authorization ?? ''}`)).toEqual([
      `PATCH Bearer ${current.access_token}`,
      'POST ',
      expect.stringMatching(/^PATCH Bearer access-token-\d+$/),
    ]);
  });
});

describe('the state binds the connection to one restaurant, one user and ten minutes', () => {
  beforeEach(() => disconnect(pizzeriaId));

  async function exchange(headers: { authorization: string }, restaurantId: number, state: string) {
    return post(`/api/restaurant/${restaurantId}/exchange-google-code`, headers, {
      code: GOOD_CODE,
      state,
    });
  }

  it('refuses a forged or altered state, and asks Google nothing', async () => {
    const state = (await connect(owner, pizzeriaId)).searchParams.get('state')!;
    const [header, payload, signature] = state.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}xx`;
    for (const bad of ['not-a-state', altered]) {
      const res = await exchange(owner, pizzeriaId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', fields: { state: 'Invalid' } });
    }
    expect(fake.requests).toEqual([]);
    expect((await restaurantRow(pizzeriaId)).google_tokens_encrypted).toBeNull();
  });

  it('refuses a state issued for another restaurant or another user', async () => {
    const forTrattoria = (await connect(owner, trattoriaId)).searchParams.get('state')!;
    const otherRestaurant = await exchange(owner, pizzeriaId, forTrattoria);
    expect(otherRestaurant.statusCode).toBe(400);
    expect(otherRestaurant.json().fields).toEqual({
      state: 'Issued for another restaurant or user',
    });

    const ownersState = (await connect(owner, pizzeriaId)).searchParams.get('state')!;
    const otherUser = await exchange(manager, pizzeriaId, ownersState);
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.json().code).toBe('INVALID_TOKEN');
    expect(fake.requests).toEqual([]);
  });

  it('refuses a state older than its lifetime', async () => {
    const state = (await connect(owner, pizzeriaId)).searchParams.get('state')!;
    await advanceClock((GOOGLE_BUSINESS_STATE_TTL_MINUTES + 1) * MINUTE);
    const res = await exchange(owner, pizzeriaId, state);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'This Google connection has expired: please start again',
      code: 'INVALID_TOKEN',
      fields: { state: 'Expired' },
    });
  });

  it('answers 400 when Google refuses the code, storing nothing', async () => {
    const state = (await connect(owner, pizzeriaId)).searchParams.get('state')!;
    const res = await post(`/api/restaurant/${pizzeriaId}/exchange-google-code`, owner, {
      code: 'used-or-expired-code',
      state,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      fields: { code: expect.any(String) },
    });
    expect((await restaurantRow(pizzeriaId)).google_tokens_encrypted).toBeNull();
  });

  it('validates the body: code and state are required', async () => {
    const res = await post(`/api/restaurant/${pizzeriaId}/exchange-google-code`, owner, {
      code: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      code: expect.any(String),
      state: expect.any(String),
    });
  });
});

describe('who may connect and sync', () => {
  const calls = (id: () => number) => [
    { url: () => `/api/restaurant/${id()}/connect-google`, payload: undefined },
    {
      url: () => `/api/restaurant/${id()}/exchange-google-code`,
      payload: { code: GOOD_CODE, state: 'whatever' },
    },
    { url: () => `/api/restaurant/${id()}/sync-opening-hours`, payload: undefined },
  ];

  it('forbids staff (403) on every call', async () => {
    for (const call of calls(() => trattoriaId)) {
      const res = await post(call.url(), staff, call.payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it("answers 404 for another business's restaurant on every call", async () => {
    for (const call of calls(() => trattoriaId)) {
      const res = await post(call.url(), otherOwner, call.payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
    }
    expect(fake.requests).toEqual([]);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/${trattoriaId}/connect-google`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/restaurant/{id}/google-business', () => {
  const statusOf = (id: number | string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/restaurant/${id}/google-business`, headers });

  it('tells a restaurant that is not connected from one that is, asking Google nothing', async () => {
    await disconnect(pizzeriaId);
    const before = await statusOf(pizzeriaId, manager);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      configured: true,
      connected: false,
      location_name: null,
      connected_at: null,
      last_synced_at: null,
    });

    await connectFully(owner, pizzeriaId);
    fake.requests.length = 0;
    const after = await statusOf(pizzeriaId, manager);
    expect(after.json()).toEqual({
      configured: true,
      connected: true,
      location_name: 'locations/pizzeria-demo',
      connected_at: t.clock.now().toISOString(),
      last_synced_at: null,
    });
    expect(fake.requests).toEqual([]);
    // Tokens and state never leave the server.
    expect(after.body).not.toMatch(/token|refresh/i);
  });

  it('forbids staff (403), needs a session (401) and hides other businesses (404)', async () => {
    expect((await statusOf(trattoriaId, staff)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/${trattoriaId}/google-business`,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await statusOf(trattoriaId, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
    expect((await statusOf(999_999, owner)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(40)]) {
      const res = await statusOf(id, owner);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the time of the last sync', () => {
  const statusOf = async (id: number, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/restaurant/${id}/google-business`, headers });
  const sync = (id: number, headers: { authorization: string }) =>
    post(`/api/restaurant/${id}/sync-opening-hours`, headers);
  const someHours: OpeningTimes = {
    weekly: { mon: [], tue: [lunch, dinner], wed: [], thu: [], fri: [dinner], sat: [], sun: [] },
    exceptions: [],
  };

  it('is null until Google accepts the hours, then when it did; a failed sync keeps it', async () => {
    await disconnect(pizzeriaId);
    await connectFully(owner, pizzeriaId);
    await setOpeningTimes(pizzeriaId, someHours);
    expect((await statusOf(pizzeriaId, manager)).json().last_synced_at).toBeNull();

    await advanceClock(MINUTE);
    const synced = await sync(pizzeriaId, manager);
    expect(synced.statusCode).toBe(200);
    const syncedAt = synced.json().synced_at as string;
    expect(syncedAt).toBe(t.clock.now().toISOString());
    const status = await statusOf(pizzeriaId, owner);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      connected: true,
      location_name: 'locations/pizzeria-demo',
      last_synced_at: syncedAt,
    });

    await advanceClock(MINUTE);
    fake.override = (req) =>
      req.method === 'PATCH'
        ? { status: 500, body: { error: { code: 500, message: 'Internal error encountered.' } } }
        : undefined;
    expect((await sync(pizzeriaId, owner)).statusCode).toBe(502);
    fake.override = undefined;
    expect((await statusOf(pizzeriaId, owner)).json().last_synced_at).toBe(syncedAt);

    // Connecting again to the same location keeps it: Google still shows those hours.
    await connectFully(owner, pizzeriaId);
    expect((await statusOf(pizzeriaId, owner)).json().last_synced_at).toBe(syncedAt);
  });

  it('starts again from null when the restaurant is connected to another location', async () => {
    await connectFully(owner, pizzeriaId);
    await setOpeningTimes(pizzeriaId, someHours);
    expect((await sync(pizzeriaId, owner)).statusCode).toBe(200);
    fake.override = (req) =>
      req.path === '/business-api/v1/accounts/222/locations'
        ? {
            status: 200,
            body: { locations: [{ name: 'locations/pizzeria-nuova', title: 'Pizzeria Demo' }] },
          }
        : undefined;
    expect((await connectFully(owner, pizzeriaId)).location_name).toBe('locations/pizzeria-nuova');
    expect((await statusOf(pizzeriaId, owner)).json()).toMatchObject({
      location_name: 'locations/pizzeria-nuova',
      last_synced_at: null,
    });
    fake.override = undefined;
    await connectFully(owner, pizzeriaId);
  });

  it('belongs to its restaurant: another business can neither read nor move it', async () => {
    await connectFully(owner, pizzeriaId);
    await setOpeningTimes(pizzeriaId, someHours);
    const trattoriaBefore = (await restaurantRow(trattoriaId)).google_synced_at;
    await advanceClock(MINUTE);
    expect((await sync(pizzeriaId, owner)).statusCode).toBe(200);
    const pizzeriaSynced = (await restaurantRow(pizzeriaId)).google_synced_at;
    expect(pizzeriaSynced?.toISOString()).toBe(t.clock.now().toISOString());
    // Syncing one restaurant leaves the other's time alone.
    expect((await restaurantRow(trattoriaId)).google_synced_at).toEqual(trattoriaBefore);

    await advanceClock(MINUTE);
    const foreignRead = await statusOf(pizzeriaId, otherOwner);
    expect(foreignRead.statusCode).toBe(404);
    expect(foreignRead.body).not.toContain('synced');
    expect((await sync(pizzeriaId, otherOwner)).statusCode).toBe(404);
    expect((await restaurantRow(pizzeriaId)).google_synced_at).toEqual(pizzeriaSynced);

    const osteriaId = await restaurantIdNamed('Osteria Altro Gusto');
    const own = await statusOf(osteriaId, otherOwner);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ connected: false, last_synced_at: null });
  });
});

describe('syncing needs a connection and opening hours', () => {
  it('answers 422 for a restaurant that is not connected', async () => {
    await disconnect(pizzeriaId);
    const res = await post(`/api/restaurant/${pizzeriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'This restaurant is not connected to Google Business Profile: connect it first',
      code: 'RULE_BROKEN',
    });
    expect(fake.requests).toEqual([]);
  });

  it('refuses to wipe Google’s hours with an empty week (422)', async () => {
    await connectFully(owner, pizzeriaId);
    await setOpeningTimes(pizzeriaId, {
      weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      exceptions: [{ date: romeDate(5), closed: true, services: [], note: '' }],
    });
    fake.requests.length = 0;
    const res = await post(`/api/restaurant/${pizzeriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ opening_times: 'No opening hours set' });
    expect(fake.requests).toEqual([]);
  });

  it('picks the location titled like the restaurant even when it is not the first', async () => {
    const row = await restaurantRow(pizzeriaId);
    expect(row.google_location_name).toBe('locations/pizzeria-demo');
    expect(pickLocation([{ name: 'locations/1', title: 'Anything' }], 'Trattoria Demo')?.name).toBe(
      'locations/1',
    );
    expect(
      pickLocation(
        [
          { name: 'locations/1', title: 'Bar Sport' },
          { name: 'locations/2', title: 'Caffè Roma' },
        ],
        'Trattoria Demo',
      )?.name,
    ).toBe('locations/1');
    expect(pickLocation([], 'Trattoria Demo')).toBeUndefined();
  });

  it('answers 422 when the Google account manages no location, storing nothing', async () => {
    await disconnect(pizzeriaId);
    fake.override = (req) =>
      req.path.endsWith('/locations') ? { status: 200, body: { locations: [] } } : undefined;
    const consent = await connect(owner, pizzeriaId);
    const answer = await post(`/api/restaurant/${pizzeriaId}/exchange-google-code`, owner, {
      code: GOOD_CODE,
      state: consent.searchParams.get('state'),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toMatch(/manages no Business Profile location/);
    expect((await restaurantRow(pizzeriaId)).google_tokens_encrypted).toBeNull();
  });
});

describe('Google failing', () => {
  const googleError = (status: number, message: string) => ({
    status,
    body: { error: { code: status, message, status: 'INTERNAL' } },
  });

  it('turns a 500 from Google on the PATCH into a clear 502, not a 500 of ours', async () => {
    fake.override = (req) =>
      req.method === 'PATCH' ? googleError(500, 'Internal error encountered.') : undefined;
    const res = await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(502);
    const body = res.json();
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.detail).toMatch(/^Google Business Profile is not working right now/);
    expect(body.detail).toContain('Google answered 500');
    expect(body.detail).toContain('Internal error encountered.');
    expect(res.body).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('turns a 500 from the token endpoint during the exchange into a 502', async () => {
    await disconnect(pizzeriaId);
    const consent = await connect(owner, pizzeriaId);
    fake.override = (req) =>
      req.path === '/token' ? { status: 500, body: { error: 'internal_failure' } } : undefined;
    const res = await post(`/api/restaurant/${pizzeriaId}/exchange-google-code`, owner, {
      code: GOOD_CODE,
      state: consent.searchParams.get('state'),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    expect((await restaurantRow(pizzeriaId)).google_tokens_encrypted).toBeNull();
  });

  it('relays why Google refused the hours (4xx) as a 502 with its message', async () => {
    fake.override = (req) =>
      req.method === 'PATCH'
        ? {
            status: 400,
            body: {
              error: {
                code: 400,
                message: 'Request contains an invalid argument.',
                status: 'INVALID_ARGUMENT',
              },
            },
          }
        : undefined;
    const res = await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toContain('Request contains an invalid argument.');
  });

  it('asks to reconnect (422) when Google no longer accepts the refresh token', async () => {
    await advanceClock(2 * TOKEN_LIFETIME_SECONDS * 1000);
    fake.override = (req) =>
      req.path === '/token'
        ? {
            status: 400,
            body: {
              error: 'invalid_grant',
              error_description: 'Token has been expired or revoked.',
            },
          }
        : undefined;
    const res = await post(`/api/restaurant/${trattoriaId}/sync-opening-hours`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/connect the restaurant to Google again$/);
  });

  it('answers 503 from the adapter when Google cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createHttpGoogleBusiness({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      authUrl: `http://127.0.0.1:${port}/auth`,
      tokenUrl: `http://127.0.0.1:${port}/token`,
      accountsApiUrl: `http://127.0.0.1:${port}/v1`,
      businessApiUrl: `http://127.0.0.1:${port}/v1`,
    });
    const failure = await unreachable.listAccounts('token').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GoogleBusinessError);
    expect((failure as GoogleBusinessError).failure).toBe('unreachable');
  });
});

describe('without a Google OAuth client configured', () => {
  let bare: TestApp;
  let headers: { authorization: string };
  let id: number;
  beforeAll(async () => {
    bare = await buildTestApp();
    headers = (await loginAs(bare.app, DEMO.users.owner)).headers;
    const [row] = await bare.app.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.name, 'Trattoria Demo'));
    id = row!.id;
  });
  afterAll(() => bare?.close());

  it('says so in the status, so the dashboard can explain before any click', async () => {
    const res = await bare.app.inject({
      method: 'GET',
      url: `/api/restaurant/${id}/google-business`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: false, connected: false });
  });

  it('answers 422 with the setting to set, on every call', async () => {
    const calls = [
      { url: `/api/restaurant/${id}/connect-google` },
      {
        url: `/api/restaurant/${id}/exchange-google-code`,
        payload: { code: GOOD_CODE, state: 'whatever' },
      },
      { url: `/api/restaurant/${id}/sync-opening-hours` },
    ];
    for (const call of calls) {
      const res = await bare.app.inject({ method: 'POST', headers, ...call });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: GOOGLE_BUSINESS_NOT_CONFIGURED, code: 'RULE_BROKEN' });
    }
    expect(GOOGLE_BUSINESS_NOT_CONFIGURED).toBe(
      'Google Business Profile is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  });
});
