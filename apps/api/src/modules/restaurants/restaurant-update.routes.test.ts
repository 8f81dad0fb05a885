import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '@coperto/shared/common/constants';
import { parseStoredImage } from '@coperto/shared/media/image-variants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { galleryImages, mediaFiles } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import type { StoragePort } from '../../ports/storage/storage-port';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import { makeImage, postImage } from '../../test/test-images';

/** PUT /api/restaurant/{id} as the settings screen uses it: every field checked, nothing leaked. */

type Headers = Record<string, string>;

let t: TestApp;
let mediaRoot: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
const ids = { trattoria: 0, osteria: 0 };
/** Set to make the store refuse deletes, as an unreachable bucket would. */
let storageDeletesFail = false;

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-restaurant-update-'));
  const disk = createDiskStorage(mediaRoot);
  const storage: StoragePort = {
    ...disk,
    delete: (key) =>
      storageDeletesFail ? Promise.reject(new Error('store unreachable')) : disk.delete(key),
  };
  t = await buildTestApp({ storage });
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

async function uploadedUrl(restaurantId: number, headers: Headers, area = 'images', width = 320) {
  const res = await postImage(t.app, restaurantId, await makeImage(width, 200), { headers, area });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().url as string;
}

/** How many of the image's stored copies (every width and the blur placeholder) are served. */
async function servedCopiesOf(url: string) {
  const stored = parseStoredImage(url)!;
  const urls = [...stored.variants.map((variant) => variant.url), stored.blurUrl];
  const answers = await Promise.all(urls.map((copy) => t.app.inject({ url: copy })));
  return answers.filter((res) => res.statusCode === 200).length;
}

const isUploadKnown = async (url: string) =>
  (await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.url, url))).length > 0;

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

describe('files of replaced images', () => {
  /** The three images set afresh, so each test starts from uploads of its own. */
  async function freshImages() {
    const [logo, hero, second] = await Promise.all([
      uploadedUrl(ids.trattoria, team.owner),
      uploadedUrl(ids.trattoria, team.owner),
      uploadedUrl(ids.trattoria, team.owner),
    ]);
    const res = await put(ids.trattoria, {
      logo_url: logo,
      image_url: hero,
      alt_image_url: second,
    });
    expect(res.statusCode).toBe(200);
    return { logo, hero, second };
  }

  it('deletes every copy of a replaced or cleared image once the update is saved', async () => {
    const { logo, hero, second } = await freshImages();
    const large = await uploadedUrl(ids.trattoria, team.owner, 'images', 1400);
    expect(await servedCopiesOf(hero)).toBe(2); // one width (320 px) and the blur placeholder

    const res = await put(ids.trattoria, { image_url: large, alt_image_url: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ logo_url: logo, image_url: large, alt_image_url: null });
    expect(await servedCopiesOf(hero)).toBe(0);
    expect(await servedCopiesOf(second)).toBe(0);
    expect(await isUploadKnown(hero)).toBe(false);
    // A forgotten upload cannot come back as a broken image.
    expect((await put(ids.trattoria, { image_url: hero })).statusCode).toBe(422);

    // A large photo goes at every width: 640, 853, 1280, 1400 and the blur.
    expect(await servedCopiesOf(large)).toBe(5);
    expect((await put(ids.trattoria, { image_url: null }, team.manager)).statusCode).toBe(200);
    expect(await servedCopiesOf(large)).toBe(0);
    expect(await servedCopiesOf(logo)).toBe(2);
  });

  it('keeps the files of images left as they are or sent back unchanged', async () => {
    const { logo, hero, second } = await freshImages();
    expect((await put(ids.trattoria, { name: 'Trattoria Demo' })).statusCode).toBe(200);
    const same = await put(ids.trattoria, {
      logo_url: logo,
      image_url: hero,
      alt_image_url: second,
    });
    expect(same.statusCode).toBe(200);
    for (const url of [logo, hero, second]) {
      expect(await servedCopiesOf(url)).toBe(2);
      expect(await isUploadKnown(url)).toBe(true);
    }
  });

  it('keeps the files while another field or the gallery still shows the image', async () => {
    const { logo, hero } = await freshImages();
    // The same upload as logo and second photo: replacing the logo leaves the second photo.
    expect((await put(ids.trattoria, { alt_image_url: logo })).statusCode).toBe(200);
    const newLogo = await uploadedUrl(ids.trattoria, team.owner);
    expect((await put(ids.trattoria, { logo_url: newLogo })).statusCode).toBe(200);
    expect(await servedCopiesOf(logo)).toBe(2);
    expect((await put(ids.trattoria, { alt_image_url: logo })).statusCode).toBe(200);

    const [restaurant] = await t.app.db
      .select({ business_id: restaurants.business_id })
      .from(restaurants)
      .where(eq(restaurants.id, ids.trattoria));
    const [row] = await t.app.db
      .insert(galleryImages)
      .values({
        business_id: restaurant!.business_id,
        restaurant_id: ids.trattoria,
        image_url: hero,
      })
      .returning({ id: galleryImages.id });
    try {
      expect((await put(ids.trattoria, { image_url: null })).statusCode).toBe(200);
      expect(await servedCopiesOf(hero)).toBe(2);
      expect(await isUploadKnown(hero)).toBe(true);
    } finally {
      await t.app.db.delete(galleryImages).where(eq(galleryImages.id, row!.id));
    }
  });

  it("keeps the files while a user's photo shows the image", async () => {
    const { logo } = await freshImages();
    const owner = eq(users.email, DEMO.users.owner);
    await t.app.db.update(users).set({ photo_url: logo }).where(owner);
    try {
      expect((await put(ids.trattoria, { logo_url: null })).statusCode).toBe(200);
      expect(await servedCopiesOf(logo)).toBe(2);
    } finally {
      await t.app.db.update(users).set({ photo_url: null }).where(owner);
    }
  });

  it('never deletes files of another business, even when a row names them', async () => {
    await freshImages();
    const osteriaImage = await uploadedUrl(ids.osteria, team.otherOwner);
    // A logo set before uploads were checked, naming another business's file.
    await t.app.db
      .update(restaurants)
      .set({ logo_url: osteriaImage })
      .where(eq(restaurants.id, ids.trattoria));
    expect((await put(ids.trattoria, { logo_url: null })).statusCode).toBe(200);
    expect(await servedCopiesOf(osteriaImage)).toBe(2);
    expect(await isUploadKnown(osteriaImage)).toBe(true);
    // Its business can still use it.
    const used = await put(ids.osteria, { image_url: osteriaImage }, team.otherOwner);
    expect(used.statusCode).toBe(200);

    // And the other way round: the other owner's changes never reach this business's files.
    const { logo } = await freshImages();
    expect((await put(ids.trattoria, { logo_url: null }, team.otherOwner)).statusCode).toBe(404);
    expect(await servedCopiesOf(logo)).toBe(2);
  });

  it('deletes nothing when the update is refused', async () => {
    const { logo, hero } = await freshImages();
    const refused = await put(ids.trattoria, {
      logo_url: null,
      image_url: await uploadedUrl(ids.osteria, team.otherOwner),
    });
    expect(refused.statusCode).toBe(422);
    const invalid = await put(ids.trattoria, { logo_url: null, name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await readTrattoria()).toMatchObject({ logo_url: logo, image_url: hero });
    expect(await servedCopiesOf(logo)).toBe(2);
    expect(await servedCopiesOf(hero)).toBe(2);
  });

  it('saves the update even when the store cannot delete the files', async () => {
    const { hero } = await freshImages();
    storageDeletesFail = true;
    try {
      expect((await put(ids.trattoria, { image_url: null })).statusCode).toBe(200);
    } finally {
      storageDeletesFail = false;
    }
    expect((await readTrattoria()).image_url).toBeNull();
    expect(await isUploadKnown(hero)).toBe(false);
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
