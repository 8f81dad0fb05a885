import { NO_CHANGE_MESSAGE } from '@coperto/shared/common/update.schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';
import { demoRestaurantIds, menusFingerprint, storedMenusOf } from '../../test/menus';

/** An update that names nothing to change is a clear 400 (it was a 500: nothing to set). */
let t: TestApp;
let owner: Record<string, string>;
let urls: string[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await loginAs(t.app, DEMO.users.owner)).headers;
  const { trattoria } = await demoRestaurantIds(t.app);
  const [menu] = await storedMenusOf(t.app, trattoria);
  const full = (await t.app.inject({ url: `/api/menus/${menu!.id}`, headers: owner })).json();
  const section = full.sections[0];
  urls = [
    `/api/restaurant/${trattoria}`,
    `/api/menus/${menu!.id}`,
    `/api/menu-sections/${section.id}`,
    `/api/menu-items/${section.items[0].id}`,
  ];
});
afterAll(() => t.close());

it('PUT {} of a restaurant, menu, section or item is a 400 and changes nothing', async () => {
  for (const url of urls) {
    const before = await menusFingerprint(t.app);
    const res = await t.app.inject({ method: 'PUT', url, headers: owner, payload: {} });
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toEqual({
      detail: `Invalid body: _: ${NO_CHANGE_MESSAGE}`,
      code: 'VALIDATION_FAILED',
      fields: { _: NO_CHANGE_MESSAGE },
    });
    expect(await menusFingerprint(t.app), url).toBe(before);
  }
});

it('one field is enough', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: urls[1]!,
    headers: owner,
    payload: { active: true },
  });
  expect(res.statusCode).toBe(200);
});
