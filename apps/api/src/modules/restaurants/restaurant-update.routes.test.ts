import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '@coperto/shared/common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import { makeImage, postImage } from '../../test/test-images';

/** PUT /api/restaurant/{id} as the settings screen uses it: every field checked, nothing leaked. */

type Headers = Record<string, string>;

let t: TestApp;
let mediaRoot: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
const ids = { trattoria: 0, osteria: 0 };

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-restaurant-update-'));
  t = await buildTestApp({ storage: createDiskStorage(mediaRoot) });
  team = await loginDemoTeam(t.app);
  for (const name of ['trattoria', 'osteria'] as const) {
    ids[name] = (await publicView(DEMO.hosts[name])).id;
  }
});
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

async function publicView(host: string) {
  return (await t.app.inject({ url: `/api/restaurant/hostname/${host}` })).json();
}
const readTrattoria = async () =>
  (await t.app.inject({ url: `/api/restaurant/${ids.trattoria}`, headers: team.owner })).json();
const put = (id: number, payload: unknown, headers: Headers = team.owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/restaurant/${id}`,
    payload: payload as object,
    headers,
  });

async function uploadedUrl(restaurantId: number, headers: Headers, area = 'images') {
  const res = await postImage(t.app, restaurantId, await makeImage(320, 200), { headers, area });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().url as string;
}

describe('links', () => {
  it('refuses hostile and malformed social links per field, and changes nothing', async () => {
    const before = await readTrattoria();
    const res = await put(ids.trattoria, {
      name: 'Cambiato',
      instagram_url: 'javascript:alert(document.cookie)',
      facebook_url: 'data:text/html,<script>alert(1)</script>',
      twitter_url: 'https://twitter.com@evil.example/x',
      tripadvisor_url: 'https://localhost/admin',
      google_my_business_url: '//maps.google.com',
      linkedin_url: 'ftp://linkedin.com/x',
      youtube_url: `https://youtube.com/${'a'.repeat(500)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields).sort()).toEqual(
      [
        'facebook_url',
        'google_my_business_url',
        'instagram_url',
        'linkedin_url',
        'tripadvisor_url',
        'twitter_url',
        'youtube_url',
      ].sort(),
    );
    expect(await readTrattoria()).toEqual(before);
  });

  it('keeps web addresses trimmed as typed, and removes one set to empty', async () => {
    const res = await put(ids.trattoria, {
      instagram_url: '  https://www.instagram.com/trattoria.demo  ',
      youtube_url: 'https://www.youtube.com/@trattoria',
      facebook_url: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().social).toMatchObject({
      instagram_url: 'https://www.instagram.com/trattoria.demo',
      youtube_url: 'https://www.youtube.com/@trattoria',
    });
    expect(res.json().social).not.toHaveProperty('facebook_url');
  });
});

describe('texts, colours and font', () => {
  it('refuses oversized texts, colours not #rrggbb and an unknown font, per field', async () => {
    const before = await readTrattoria();
    const res = await put(ids.trattoria, {
      name: 'N'.repeat(MAX_NAME_LENGTH + 1),
      description: 'D'.repeat(MAX_TEXT_LENGTH + 1),
      description_translations: { en: 'E'.repeat(MAX_TEXT_LENGTH + 1) },
      email: 'not-an-email',
      phone_number: '<script>',
      cuisines: Array.from({ length: 11 }, (_, i) => `Cucina ${i}`),
      address: { ...before.address, cap: '1'.repeat(11) },
      theme: {
        ...before.theme,
        primary_color: '#fff',
        secondary_color: 'red',
        background_color: 'rgb(0,0,0)',
        grey_color: '#12345g',
      },
      font: 'Comic Sans MS',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining([
        'name',
        'description',
        'description_translations.en',
        'email',
        'phone_number',
        'cuisines',
        'address.cap',
        'theme.primary_color',
        'theme.secondary_color',
        'theme.background_color',
        'theme.grey_color',
        'font',
      ]),
    );
    expect(await readTrattoria()).toEqual(before);
  });

  it('refuses a missing name, unknown fields and a body that is not an object', async () => {
    const empty = await put(ids.trattoria, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('name');
    const unknown = await put(ids.trattoria, { business_id: ids.osteria, public_key: 'mine' });
    expect(unknown.statusCode).toBe(400);
    expect((await put(ids.trattoria, ['name'])).statusCode).toBe(400);
    expect((await readTrattoria()).name).toBe('Trattoria Demo');
  });

  it('a new look reaches the public site at its next version poll', async () => {
    const held = (await publicView(DEMO.hosts.trattoria)).last_updated as string;
    const poll = (since: string) =>
      t.app.inject({
        url: `/api/restaurant/current_version/${DEMO.hosts.trattoria}/${encodeURIComponent(since)}`,
      });
    expect((await poll(held)).json()).toMatchObject({ changed: false });

    t.clock.advance(1000);
    const theme = {
      primary_color: '#7A1F2B',
      secondary_color: '#D9A441',
      grey_color: '#6B6B6B',
      background_color: '#FBF7F0',
      red_color: '#B3261E',
      green_color: '#2E7D32',
    };
    const res = await put(ids.trattoria, { theme, font: 'Playfair Display' }, team.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ theme, font: 'Playfair Display' });

    const seen = (await poll(held)).json();
    expect(seen).toMatchObject({ changed: true, restaurant: { theme, font: 'Playfair Display' } });
    expect(Date.parse(seen.restaurant.last_updated)).toBeGreaterThan(Date.parse(held));
    expect((await poll(seen.restaurant.last_updated)).json()).toMatchObject({ changed: false });
  });
});

describe('images', () => {
  it("takes the restaurant's own uploads for logo and photos, and removes them with null", async () => {
    const [logo, hero, second] = await Promise.all([
      uploadedUrl(ids.trattoria, team.owner),
      uploadedUrl(ids.trattoria, team.manager),
      uploadedUrl(ids.trattoria, team.owner),
    ]);
    const res = await put(ids.trattoria, {
      logo_url: logo,
      image_url: hero,
      alt_image_url: second,
    });
    expect(res.statusCode).toBe(200);
    expect(await publicView(DEMO.hosts.trattoria)).toMatchObject({
      logo_url: logo,
      image_url: hero,
      alt_image_url: second,
    });
    // The image already shown may be sent back as it is (a form saving every field).
    expect((await put(ids.trattoria, { logo_url: logo, name: 'Trattoria Demo' })).statusCode).toBe(
      200,
    );

    const removed = await put(ids.trattoria, { logo_url: null });
    expect(removed.json()).toMatchObject({ logo_url: null, image_url: hero });
  });

  it("refuses another restaurant's image, a dish photo, a made-up path and an outside URL", async () => {
    const before = await readTrattoria();
    const osteriaImage = await uploadedUrl(ids.osteria, team.otherOwner);
    const dishPhoto = await uploadedUrl(ids.trattoria, team.owner, 'menu-images');
    const ruled = await put(ids.trattoria, {
      logo_url: osteriaImage,
      image_url: dishPhoto,
      alt_image_url: `/media/${before.public_key}/images/made-up_640x480.webp`,
    });
    expect(ruled.statusCode).toBe(422);
    expect(Object.keys(ruled.json().fields).sort()).toEqual([
      'alt_image_url',
      'image_url',
      'logo_url',
    ]);

    const malformed = await put(ids.trattoria, {
      logo_url: 'javascript:alert(1)',
      image_url: 'https://evil.example/tracker.webp',
      alt_image_url: '/media/x/images/photo.svg',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields).sort()).toEqual([
      'alt_image_url',
      'image_url',
      'logo_url',
    ]);
    expect(await readTrattoria()).toEqual(before);
  });

  it("refuses another restaurant's image on a new restaurant too", async () => {
    const osteriaImage = await uploadedUrl(ids.osteria, team.otherOwner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/',
      headers: team.owner,
      payload: { name: 'Con il logo altrui', logo_url: osteriaImage },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('logo_url');
  });
});

describe('who may change a restaurant', () => {
  it('checks the session, then role and tenant, before the body', async () => {
    const bad = { name: '', theme: { primary_color: 'red' } };
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${ids.trattoria}`,
      payload: bad,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await put(ids.trattoria, bad, team.staff)).statusCode).toBe(403);
    expect((await put(ids.trattoria, { name: 'Mio' }, team.staff)).statusCode).toBe(403);
    expect((await put(ids.trattoria, bad, team.otherOwner)).statusCode).toBe(404);
    expect((await put(ids.trattoria, { name: 'Rubato' }, team.otherOwner)).statusCode).toBe(404);
    expect((await put(ids.osteria, { name: 'Rubato' }, team.manager)).statusCode).toBe(404);
    expect((await put(999_999, { name: 'Nessuno' })).statusCode).toBe(404);
    expect((await put(ids.trattoria, bad)).statusCode).toBe(400);
    expect((await readTrattoria()).name).toBe('Trattoria Demo');
    expect((await publicView(DEMO.hosts.osteria)).name).toBe('Osteria Altro Gusto');
  });
});
