import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../app';
import { testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemoMedia } from '../db/seed/demo-media';
import { DEMO, seedDemo } from '../db/seed/demo-seed';
import { findOutboxMessagesTo } from '../ports/mail/outbox.repository';
import { createDiskStorage } from '../ports/storage/disk-storage';
import { FakeClock } from '../shared/clock';
import { type DatabaseTemplate, makeDatabaseTemplate } from './database-template';
import { openTestDatabase } from './test-database';

export const DEMO_PASSWORD = 'demo-password';

/** The demo seeded with its pictures: a database template and the media folder it names. */
interface DemoTemplate {
  database: DatabaseTemplate;
  mediaDir: string;
}

let demoTemplate: Promise<DemoTemplate> | undefined;

/**
 * The demo seeded with its pictures, drawn once (about 13 s of CPU, most of a browser test file's
 * start) by the first caller in this process and copied by the others (decision 038). Only where
 * the global setup gave a run to keep it in: the browser tests, whose files share this module.
 */
function sharedDemoTemplate(): Promise<DemoTemplate> | undefined {
  const run = inject('templateRun');
  if (!run) return undefined;
  demoTemplate ??= (async () => {
    // A name of its own: with isolated modules, each file would make one.
    const name = `demo_${randomBytes(3).toString('hex')}`;
    const mediaDir = join(run.folder, `${name}-media`);
    const database = await makeDatabaseTemplate({
      name,
      run,
      serverUrl: process.env.DATABASE_URL,
      from: inject('migratedDatabase'),
      fill: async (db) => {
        await seedDemo(db, { password: DEMO_PASSWORD });
        await seedDemoMedia(db, createDiskStorage(mediaDir));
      },
    });
    return { database, mediaDir };
  })();
  return demoTemplate;
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: FakeClock;
  close(): Promise<void>;
}

/**
 * The real app on a database of this test file's own, with a fake clock and the demo seeded.
 * `seedMedia` draws the demo's pictures too (seconds of work, so only when a test needs them),
 * into the given storage or a temporary folder removed on close; into that folder the browser
 * tests copy the run's one drawing instead.
 */
export async function buildTestApp(
  options: {
    seed?: boolean;
    seedMedia?: boolean;
    /** The demo's fortnight of orders (about a second of seeding): only for tests that read it. */
    orderHistory?: boolean;
    env?: NodeJS.ProcessEnv;
  } & Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  const { seedMedia, orderHistory: _history, ...appOptions } = options;
  const seed = options.seed !== false;
  const mediaRoot =
    seedMedia && !options.storage ? await mkdtemp(join(tmpdir(), 'coperto-test-media-')) : null;
  // A copy of the run's demo with pictures, where there is one, instead of drawing them again.
  const demo = seed && mediaRoot ? await sharedDemoTemplate() : undefined;
  const database = await openTestDatabase(demo?.database);
  const clock = new FakeClock(new Date());
  if (seed && !demo) {
    await seedDemo(database.db, {
      password: DEMO_PASSWORD,
      now: clock.now(),
      orderHistory: options.orderHistory ?? false,
    });
  }
  const storage = options.storage ?? (mediaRoot ? createDiskStorage(mediaRoot) : undefined);
  if (demo && mediaRoot) await cp(demo.mediaDir, mediaRoot, { recursive: true });
  else if (seedMedia && storage) await seedDemoMedia(database.db, storage, { now: clock.now() });
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    clock,
    logger: false,
    // No polling: a test runs due jobs when it means to (`app.jobs.runDueJobs()`).
    jobs: { workers: false },
    ...appOptions,
    storage,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

/** Logs in through the real endpoint; answers the bearer header and the login answer. */
export async function loginAs(app: App, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) {
    throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  }
  const body = res.json();
  return { headers: { authorization: `Bearer ${body.accessToken}` }, body };
}

/** The demo restaurants' ids by name, as the public host lookup answers them. */
export async function demoRestaurantIds(app: App) {
  const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const res = await app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts[name]}` });
    ids[name] = res.json().id;
  }
  return ids;
}

/** Bearer headers of every demo user, by role: the usual cast of a permissions test. */
export async function loginDemoTeam(app: App) {
  const { owner, manager, staff, admin, otherOwner } = DEMO.users;
  const [o, m, s, a, other] = await Promise.all(
    [owner, manager, staff, admin, otherOwner].map((email) => loginAs(app, email)),
  );
  return {
    owner: o!.headers,
    manager: m!.headers,
    staff: s!.headers,
    admin: a!.headers,
    otherOwner: other!.headers,
  };
}

/** The newest message the outbox holds for this address. */
export async function lastMailTo(app: App, to: string) {
  const [message] = await findOutboxMessagesTo(app.db, to);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** What `callApi` takes after the app: method, path after `/api`, headers, and a body. */
export type ApiCallArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
];

/**
 * One call to the API: `/api` before `url`, and a body sent as JSON (a string as it is, so a
 * test can send malformed JSON).
 */
export function callApi(app: App, ...[method, url, headers, body]: ApiCallArgs) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
}
