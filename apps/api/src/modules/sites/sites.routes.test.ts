import { PublicRestaurantSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { resolveSite } from './sites.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/restaurant/hostname/{hostname}', () => {
  it('answers the public view of the restaurant, without business internals', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/hostname/${DEMO.hosts.pizzeria}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Pizzeria Demo',
      hostname: [DEMO.hosts.pizzeria],
      language: ['it', 'en', 'de'],
      time_zone: 'Europe/Rome',
      theme: { primary_color: '#c0392b', grey_color: '#9B9B9B' },
    });
    expect(body).toMatchObject({
      description_translations: {
        en: expect.stringContaining('Neapolitan pizza'),
        de: expect.stringContaining('Neapolitanische Pizza'),
      },
      cuisines: ['Pizza', 'Napoletana'],
      geo: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    // The plan's live features: the demo business is on Pro.
    expect(body.features).toEqual(expect.arrayContaining(['website', 'menu', 'bookings']));
    expect(body.public_key).toMatch(/^[\w-]{16}$/);
    expect(body).not.toHaveProperty('business_id');
    expect(Number.isNaN(Date.parse(body.last_updated))).toBe(false);
  });

  it('writes exactly what the schema serializer writes, from memory as on the first read', async () => {
    const url = `/api/restaurant/hostname/${DEMO.hosts.osteria}`;
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url });
    expect(again.body).toBe(first.body);
    expect(first.body).toBe(JSON.stringify(PublicRestaurantSchema.parse(first.json())));
  });

  it('ignores case and port', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/hostname/Trattoria.LOCALHOST:3000',
    });
    expect(res.json().name).toBe('Trattoria Demo');
  });

  it('answers 404 for an unknown host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/hostname/nowhere.localhost',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
  });
});

describe('host resolution', () => {
  const deps = () => ({
    config: { marketingHosts: ['localhost', '127.0.0.1'] },
    restaurantCache: t.app.restaurantCache,
  });
  it('knows the marketing hosts, restaurant hosts and unknown hosts', async () => {
    expect(await resolveSite(deps(), 'localhost:3000')).toEqual({
      kind: 'marketing',
    });
    expect(await resolveSite(deps(), '127.0.0.1')).toEqual({
      kind: 'marketing',
    });
    expect(await resolveSite(deps(), 'OSTERIA.localhost:8080')).toMatchObject({
      kind: 'restaurant',
    });
    expect(await resolveSite(deps(), 'ghost.localhost')).toEqual({
      kind: 'unknown',
      hostname: 'ghost.localhost',
    });
  });
});
