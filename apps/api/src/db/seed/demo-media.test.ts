import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStoredImage } from '@coperto/shared/media/image-variants';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import { buildTestApp, demoRestaurantIds, type TestApp } from '../../test/build-test-app';
import { galleryImages, mediaFiles } from '../schema/site';
import { restaurants } from '../schema/tenancy';
import { seedDemoMedia } from './demo-media';
import { DEMO } from './demo-seed';

let t: TestApp;
let mediaRoot: string;
const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-demo-media-'));
  t = await buildTestApp({ seedMedia: true, storage: createDiskStorage(mediaRoot) });
  Object.assign(ids, await demoRestaurantIds(t.app));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

const publicView = async (host: string) =>
  (await t.app.inject({ url: `/api/restaurant/hostname/${host}` })).json();

async function galleryOf(restaurantId: number) {
  return (await t.app.inject({ url: `/api/restaurant/${restaurantId}/gallery` })).json().images as {
    image_url: string;
    caption: Record<string, string>;
  }[];
}

describe('demo pictures', () => {
  it('gives every demo restaurant a hero and an alternate image, and a logo except the Pizzeria', async () => {
    for (const host of Object.values(DEMO.hosts)) {
      const restaurant = await publicView(host);
      for (const url of [restaurant.image_url, restaurant.alt_image_url]) {
        const image = parseStoredImage(url);
        expect(image, `${host} ${url}`).toBeDefined();
        // Wide enough for several copies, served as webp.
        expect(image!.variants.length).toBeGreaterThanOrEqual(3);
        const served = await t.app.inject({ url: image!.variants[0]!.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    }
    expect(parseStoredImage((await publicView(DEMO.hosts.trattoria)).logo_url)).toBeDefined();
    expect(parseStoredImage((await publicView(DEMO.hosts.osteria)).logo_url)).toBeDefined();
    expect((await publicView(DEMO.hosts.pizzeria)).logo_url).toBeNull();
  });

  it('hangs a gallery captioned in each restaurant language for the Trattoria and the Osteria', async () => {
    for (const [id, languages] of [
      [ids.trattoria, ['en', 'it']],
      [ids.osteria, ['en', 'fr', 'it']],
    ] as const) {
      const images = await galleryOf(id);
      expect(images.length).toBeGreaterThanOrEqual(6);
      for (const image of images) {
        expect(Object.keys(image.caption).sort()).toEqual(languages);
        expect(parseStoredImage(image.image_url)).toBeDefined();
      }
    }
    expect(await galleryOf(ids.pizzeria)).toEqual([]);
  });

  it('records every picture as a media file of its restaurant, so it can be reused', async () => {
    const trattoria = await publicView(DEMO.hosts.trattoria);
    const [row] = await t.app.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.url, trattoria.image_url));
    expect(row).toMatchObject({ restaurant_id: ids.trattoria, area: 'images' });
    const hero = await t.app.storage.get(trattoria.image_url.replace('/media/', ''));
    const metadata = await sharp(hero!.body).metadata();
    expect(metadata.width).toBeGreaterThanOrEqual(1600);
  });

  it('does nothing the second time, and redraws only a restaurant whose pictures are gone', async () => {
    const counts = async () => {
      const [media] = await t.app.db.select({ n: count() }).from(mediaFiles);
      const [gallery] = await t.app.db.select({ n: count() }).from(galleryImages);
      return { media: media!.n, gallery: gallery!.n };
    };
    const before = await counts();
    expect(await seedDemoMedia(t.app.db, t.app.storage)).toEqual([]);
    expect(await counts()).toEqual(before);

    // The Trattoria's media folder is lost: it is drawn again, its gallery not doubled.
    const [trattoria] = await t.app.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, ids.trattoria));
    await rm(join(mediaRoot, trattoria!.media_prefix), { recursive: true, force: true });
    t.clock.advance(1000);
    expect(await seedDemoMedia(t.app.db, t.app.storage, { now: t.clock.now() })).toEqual([
      'Trattoria Demo',
    ]);
    // Visitors' version poll sees the change (other processes hear of it by NOTIFY).
    const [redrawn] = await t.app.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, ids.trattoria));
    expect(redrawn!.last_updated).toEqual(t.clock.now());
    expect(redrawn!.image_url).not.toBe(trattoria!.image_url);
    const gallery = await t.app.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.restaurant_id, ids.trattoria))
      .orderBy(asc(galleryImages.position));
    expect(gallery).toHaveLength(6);
    expect(gallery.map((g) => g.position)).toEqual(gallery.map((_, i) => i));
    for (const image of await galleryOf(ids.trattoria)) {
      expect((await t.app.inject({ url: image.image_url })).statusCode).toBe(200);
    }
  }, 60_000);
});
