import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStoredImage } from '@coperto/shared/media/image-variants';
import { MAX_GALLERY_IMAGES } from '@coperto/shared/site/gallery.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import type { StoragePort } from '../../ports/storage/storage-port';
import {
  buildTestApp,
  demoRestaurantIds,
  loginAs,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { makeImage, postImage } from '../../test/test-images';

type Headers = Record<string, string>;

let t: TestApp;
let mediaRoot: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };
/** Set to make the store refuse deletes, as an unreachable bucket would. */
let storageDeletesFail = false;

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-gallery-'));
  const disk = createDiskStorage(mediaRoot);
  const storage: StoragePort = {
    ...disk,
    delete: (key) =>
      storageDeletesFail ? Promise.reject(new Error('store unreachable')) : disk.delete(key),
  };
  t = await buildTestApp({ storage });
  team = await loginDemoTeam(t.app);
  Object.assign(ids, await demoRestaurantIds(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

async function uploadedUrl(restaurantId: number, headers: Headers, area = 'images') {
  const res = await postImage(t.app, restaurantId, await makeImage(120, 80), { headers, area });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().url as string;
}

const readGallery = (restaurantId: number, headers: Headers = {}) =>
  t.app.inject({ url: `/api/restaurant/${restaurantId}/gallery`, headers });

function addImage(restaurantId: number, payload: object, headers: Headers = team.owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurant/${restaurantId}/gallery`,
    headers,
    payload,
  });
}

/** How many of the image's stored copies (every width and the blur placeholder) are served. */
async function servedCopiesOf(url: string) {
  const stored = parseStoredImage(url)!;
  const urls = [...stored.variants.map((variant) => variant.url), stored.blurUrl];
  const answers = await Promise.all(urls.map((copy) => t.app.inject({ url: copy })));
  return answers.filter((res) => res.statusCode === 200).length;
}

const lastUpdatedOf = async (host: string) =>
  (await t.app.inject({ url: `/api/restaurant/hostname/${host}` })).json().last_updated as string;

/** Runs a change and checks visitors' version poll sees it (last_updated moved). */
async function expectVisibleChange<T>(change: () => Promise<T>): Promise<T> {
  const before = await lastUpdatedOf(DEMO.hosts.trattoria);
  t.clock.advance(1000);
  const result = await change();
  expect(await lastUpdatedOf(DEMO.hosts.trattoria)).not.toBe(before);
  return result;
}

async function clearGallery(restaurantId: number) {
  await t.app.db.delete(galleryImages).where(eq(galleryImages.restaurant_id, restaurantId));
}

describe('GET /api/restaurant/{id}/gallery (public)', () => {
  it('answers an empty gallery, cacheable with an ETag, and 304 when the client holds it', async () => {
    const res = await readGallery(ids.pizzeria);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ images: [] });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await readGallery(ids.pizzeria, { 'if-none-match': ifNoneMatch });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await readGallery(ids.pizzeria, { 'if-none-match': '"old"' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or deleted restaurant, 400 for a malformed id', async () => {
    expect((await readGallery(999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/restaurant/abc/gallery' })).statusCode).toBe(400);
  });

  it('reads the same for a signed-in caller', async () => {
    const res = await readGallery(ids.pizzeria, team.otherOwner);
    expect(res.statusCode).toBe(200);
  });
});

describe('adding images', () => {
  it('adds an uploaded image at the end with its captions, and visitors see it', async () => {
    await clearGallery(ids.trattoria);
    const first = await uploadedUrl(ids.trattoria, team.owner);
    const second = await uploadedUrl(ids.trattoria, team.manager);
    const emptyEtag = (await readGallery(ids.trattoria)).headers.etag;

    const added = await expectVisibleChange(() =>
      addImage(ids.trattoria, {
        image_url: first,
        caption: { it: ' La sala ', en: 'The dining room' },
      }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      image_url: first,
      caption: { it: 'La sala', en: 'The dining room' },
    });
    const withoutCaption = await addImage(ids.trattoria, { image_url: second }, team.manager);
    expect(withoutCaption.statusCode).toBe(201);
    expect(withoutCaption.json().caption).toEqual({});

    const read = await readGallery(ids.trattoria);
    expect(read.json().images.map((i: { image_url: string }) => i.image_url)).toEqual([
      first,
      second,
    ]);
    expect(read.headers.etag).not.toBe(emptyEtag);
  });

  it('drops empty captions', async () => {
    const res = await addImage(ids.trattoria, {
      image_url: await uploadedUrl(ids.trattoria, team.owner),
      caption: { it: 'Il forno', en: '   ' },
    });
    expect(res.json().caption).toEqual({ it: 'Il forno' });
  });

  it("refuses an image that is not one of this restaurant's uploads to its images area", async () => {
    const before = (await readGallery(ids.trattoria)).json();
    const candidates = [
      await uploadedUrl(ids.osteria, team.otherOwner), // another business's
      await uploadedUrl(ids.pizzeria, team.owner), // another restaurant of the same business
      await uploadedUrl(ids.trattoria, team.owner, 'menu-images'), // a dish photo
      '/media/someone/images/abc_100x100.webp',
      'https://example.com/photo.jpg',
    ];
    for (const image_url of candidates) {
      const res = await addImage(ids.trattoria, { image_url });
      expect(res.statusCode, image_url).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'RULE_BROKEN',
        fields: { image_url: 'Not an image of this restaurant' },
      });
    }
    expect((await readGallery(ids.trattoria)).json()).toEqual(before);
  });

  it('refuses captions in a language the restaurant does not publish (Trattoria: it, en)', async () => {
    const image_url = await uploadedUrl(ids.trattoria, team.owner);
    const res = await addImage(ids.trattoria, {
      image_url,
      caption: { it: 'Sala', de: 'Saal', fr: 'Salle' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      'caption.de': 'Not a language of this restaurant',
      'caption.fr': 'Not a language of this restaurant',
    });
    // Pizzeria publishes German.
    const pizzeria = await addImage(ids.pizzeria, {
      image_url: await uploadedUrl(ids.pizzeria, team.owner),
      caption: { de: 'Der Ofen' },
    });
    expect(pizzeria.statusCode).toBe(201);
  });

  it('refuses malformed bodies with 400', async () => {
    const image_url = await uploadedUrl(ids.trattoria, team.owner);
    for (const payload of [
      {},
      { image_url: '' },
      { image_url, caption: { xx: 'Unknown language' } },
      { image_url, caption: { it: 'x'.repeat(241) } },
      { image_url, extra: true },
    ]) {
      expect((await addImage(ids.trattoria, payload)).statusCode).toBe(400);
    }
  });

  it(`holds at most ${MAX_GALLERY_IMAGES} images`, async () => {
    const image_url = await uploadedUrl(ids.pizzeria, team.owner);
    const [pizzeria] = await t.app.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, ids.pizzeria));
    await clearGallery(ids.pizzeria);
    await t.app.db.insert(galleryImages).values(
      Array.from({ length: MAX_GALLERY_IMAGES }, (_, position) => ({
        business_id: pizzeria!.business_id,
        restaurant_id: ids.pizzeria,
        image_url,
        position,
      })),
    );
    const res = await addImage(ids.pizzeria, { image_url });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(`A gallery holds at most ${MAX_GALLERY_IMAGES} images`);
    await clearGallery(ids.pizzeria);
  });
});

describe('editing, removing and ordering', () => {
  let images: number[];
  beforeAll(async () => {
    await clearGallery(ids.trattoria);
    images = [];
    for (const caption of ['Uno', 'Due', 'Tre']) {
      const url = await uploadedUrl(ids.trattoria, team.owner);
      images.push(
        (await addImage(ids.trattoria, { image_url: url, caption: { it: caption } })).json().id,
      );
    }
  });

  const putCaption = (id: number, caption: object, headers: Headers = team.owner) =>
    t.app.inject({ method: 'PUT', url: `/api/gallery/${id}`, headers, payload: { caption } });
  const putOrder = (imageIds: unknown, headers: Headers = team.owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${ids.trattoria}/gallery/order`,
      headers,
      payload: { ids: imageIds },
    });
  const order = async () =>
    (await readGallery(ids.trattoria)).json().images.map((i: { id: number }) => i.id);

  it('replaces a caption', async () => {
    const res = await expectVisibleChange(() =>
      putCaption(images[0]!, { it: 'Uno nuovo', en: 'New one' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: images[0],
      caption: { it: 'Uno nuovo', en: 'New one' },
    });
    expect((await readGallery(ids.trattoria)).json().images[0].caption).toEqual({
      it: 'Uno nuovo',
      en: 'New one',
    });
    const foreign = await putCaption(images[0]!, { es: 'Uno' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields).toEqual({ 'caption.es': 'Not a language of this restaurant' });
    expect((await putCaption(images[0]!, {})).json().caption).toEqual({});
    expect((await putCaption(images[0]!, { it: 'Uno' })).statusCode).toBe(200);
  });

  it('puts the gallery in a new order', async () => {
    const reversed = [...images].reverse();
    const res = await expectVisibleChange(() => putOrder(reversed));
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect(await order()).toEqual(reversed);
    await putOrder(images);
    expect(await order()).toEqual(images);
  });

  it('refuses an order that is not every image exactly once', async () => {
    const [a, b, c] = images as [number, number, number];
    const osteriaUrl = await uploadedUrl(ids.osteria, team.otherOwner);
    const foreign = (await addImage(ids.osteria, { image_url: osteriaUrl }, team.otherOwner)).json()
      .id;
    for (const wrong of [
      [a, b],
      [a, b, c, c],
      [a, b, b],
      [a, b, c, foreign],
      [a, b, 999_999],
    ]) {
      const res = await putOrder(wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(422);
      expect(res.json().fields).toEqual({ ids: 'Not the gallery’s images' });
    }
    expect((await putOrder([])).statusCode).toBe(400);
    expect((await putOrder('1,2,3')).statusCode).toBe(400);
    expect(await order()).toEqual(images);
  });

  it('refuses malformed, oversized and hostile bodies and ids with 400, changing nothing', async () => {
    const id = images[1]!;
    for (const caption of [
      'Due',
      null,
      ['Due'],
      { it: 42 },
      { it: 'x'.repeat(241) },
      { 'it; DROP TABLE gallery_images': 'x' },
    ]) {
      const res = await putCaption(id, caption as object);
      expect(res.statusCode, JSON.stringify(caption)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.any(Object) });
    }
    const extra = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${id}`,
      headers: team.owner,
      payload: { caption: { it: 'Due' }, image_url: '/media/elsewhere.webp' },
    });
    expect(extra.statusCode).toBe(400);
    for (const wrong of [[-1], [0], ['1'], [1.5], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      expect((await putOrder(wrong)).statusCode, JSON.stringify(wrong).slice(0, 40)).toBe(400);
    }
    for (const badId of ['abc', '0', '-1', '1%20OR%201=1']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/gallery/${badId}`,
        headers: team.owner,
      });
      expect(res.statusCode, badId).toBe(400);
    }
    // Markup in a caption is only text: stored as given, escaped wherever it is shown.
    const markup = await putCaption(id, { it: '<img src=x onerror=alert(1)>' });
    expect(markup.json().caption).toEqual({ it: '<img src=x onerror=alert(1)>' });
    await putCaption(id, { it: 'Due' });
    expect(await order()).toEqual(images);
    expect((await readGallery(ids.trattoria)).json().images[1].caption).toEqual({ it: 'Due' });
  });

  const deleteImage = (id: number, headers: Headers = team.owner) =>
    t.app.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers });

  it('removes an image and deletes its stored copies, then answers 404 for it', async () => {
    const url = await uploadedUrl(ids.trattoria, team.owner);
    const id = (await addImage(ids.trattoria, { image_url: url })).json().id;
    expect(await servedCopiesOf(url)).toBe(2); // one width (120 px) and the blur placeholder
    const res = await expectVisibleChange(() => deleteImage(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Image removed from the gallery' });
    expect(await order()).toEqual(images);
    expect(await servedCopiesOf(url)).toBe(0);
    // The upload is forgotten too: it cannot come back as a broken image.
    expect((await addImage(ids.trattoria, { image_url: url })).statusCode).toBe(422);
    expect((await deleteImage(id)).statusCode).toBe(404);
    expect((await putCaption(id, { it: 'x' })).statusCode).toBe(404);
  });

  it('deletes the copies of a large photo at every width', async () => {
    const res = await postImage(t.app, ids.trattoria, await makeImage(1400, 900), {
      headers: team.owner,
    });
    const url = res.json().url as string;
    const id = (await addImage(ids.trattoria, { image_url: url })).json().id;
    expect(await servedCopiesOf(url)).toBe(5); // 640, 853, 1280, 1400 and the blur
    expect((await deleteImage(id)).statusCode).toBe(200);
    expect(await servedCopiesOf(url)).toBe(0);
  });

  it("keeps the files while another gallery row or the restaurant's pictures show them", async () => {
    const url = await uploadedUrl(ids.trattoria, team.owner);
    const first = (await addImage(ids.trattoria, { image_url: url })).json().id;
    const second = (await addImage(ids.trattoria, { image_url: url })).json().id;
    expect((await deleteImage(first)).statusCode).toBe(200);
    expect(await servedCopiesOf(url)).toBe(2);

    const [trattoria] = await t.app.db
      .select({ image_url: restaurants.image_url })
      .from(restaurants)
      .where(eq(restaurants.id, ids.trattoria));
    await t.app.db
      .update(restaurants)
      .set({ image_url: url })
      .where(eq(restaurants.id, ids.trattoria));
    expect((await deleteImage(second)).statusCode).toBe(200);
    expect(await servedCopiesOf(url)).toBe(2);
    await t.app.db
      .update(restaurants)
      .set({ image_url: trattoria!.image_url })
      .where(eq(restaurants.id, ids.trattoria));
    expect(await order()).toEqual(images);
  });

  it('removes the image even when the store cannot delete its files', async () => {
    const url = await uploadedUrl(ids.trattoria, team.owner);
    const id = (await addImage(ids.trattoria, { image_url: url })).json().id;
    storageDeletesFail = true;
    try {
      expect((await deleteImage(id)).statusCode).toBe(200);
    } finally {
      storageDeletesFail = false;
    }
    expect(await order()).toEqual(images);
  });

  it('is a feature of the plan: once the subscription ended only removing is allowed', async () => {
    const osteriaUrl = await uploadedUrl(ids.osteria, team.otherOwner);
    const kept = (await addImage(ids.osteria, { image_url: osteriaUrl }, team.otherOwner)).json();
    const spare = (await addImage(ids.osteria, { image_url: osteriaUrl }, team.otherOwner)).json();
    const year = 400 * 24 * 60 * 60_000;
    t.clock.advance(year); // past the seeded period's end
    try {
      const otherOwner = (await loginAs(t.app, DEMO.users.otherOwner)).headers;
      const refused = [
        await addImage(ids.osteria, { image_url: osteriaUrl }, otherOwner),
        await putCaption(kept.id, { it: 'Sala' }, otherOwner),
        await t.app.inject({
          method: 'PUT',
          url: `/api/restaurant/${ids.osteria}/gallery/order`,
          headers: otherOwner,
          payload: { ids: [spare.id, kept.id] },
        }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(422);
        expect(res.json().detail).toBe(
          "The restaurant's plan does not include the gallery: see Subscription",
        );
      }
      expect((await deleteImage(spare.id, otherOwner)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-year);
    }
    const left = (await readGallery(ids.osteria)).json().images;
    expect(left.map((image: { id: number }) => image.id)).toContain(kept.id);
    expect(left.find((image: { id: number }) => image.id === kept.id).caption).toEqual({});
  });

  it('refuses staff, hides the images from another business, and asks for a session', async () => {
    const id = images[1]!;
    const calls = (headers: Headers) => [
      addImage(ids.trattoria, { image_url: 'x' }, headers),
      putCaption(id, { it: 'Rubato' }, headers),
      putOrder(images, headers),
      deleteImage(id, headers),
    ];
    for (const res of await Promise.all(calls(team.staff))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(team.otherOwner))) {
      expect(res.statusCode).toBe(404);
    }
    for (const res of await Promise.all(calls({}))) expect(res.statusCode).toBe(401);
    // Another tenant's bad body still gets 404, not 400: tenant before validation.
    const badBody = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${id}`,
      headers: team.otherOwner,
      payload: { nonsense: true },
    });
    expect(badBody.statusCode).toBe(404);
    expect(await order()).toEqual(images);
    expect((await readGallery(ids.trattoria)).json().images[1].caption).toEqual({ it: 'Due' });
  });
});
