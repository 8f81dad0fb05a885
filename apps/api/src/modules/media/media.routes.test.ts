import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStoredImage } from '@coperto/shared/media/image-variants';
import { MAX_IMAGE_UPLOAD_BYTES } from '@coperto/shared/media/media.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import { makeImage, pngClaimingSize, postImage } from '../../test/test-images';

type Headers = Record<string, string>;

let t: TestApp;
let mediaRoot: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
const ids = { trattoria: 0, osteria: 0 };
let trattoriaPrefix: string;

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-media-'));
  t = await buildTestApp({ storage: createDiskStorage(mediaRoot) });
  team = await loginDemoTeam(t.app);
  for (const name of ['trattoria', 'osteria'] as const) {
    const res = await t.app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts[name]}` });
    ids[name] = res.json().id;
  }
  const [row] = await t.app.db.select().from(restaurants).where(eq(restaurants.id, ids.trattoria));
  trattoriaPrefix = row!.media_prefix;
});
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

const upload = (bytes: Buffer | string, options: Parameters<typeof postImage>[3] = {}) =>
  postImage(t.app, ids.trattoria, bytes, { headers: team.owner, ...options });

/** The stored object behind a `/media/…` URL, decoded enough to check it. */
async function storedImage(url: string) {
  const object = await t.app.storage.get(url.replace(/^\/media\//, ''));
  if (!object) throw new Error(`nothing stored for ${url}`);
  return { contentType: object.contentType, metadata: await sharp(object.body).metadata() };
}

async function filesOfArea(area: string) {
  return readdir(join(mediaRoot, trattoriaPrefix, area)).catch(() => [] as string[]);
}

describe('POST /api/restaurant/{id}/images', () => {
  it('stores a large photo as webp copies at every width, never wider than 2560, plus a blur', async () => {
    const res = await upload(await makeImage(3000, 2000));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(
      new RegExp(`^/media/${trattoriaPrefix}/images/[A-Za-z0-9_-]{22}_2560x1707\\.webp$`),
    );
    expect(body).toMatchObject({ width: 2560, height: 1707 });
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([640, 853, 1280, 2560]);
    // The answer is exactly what the web derives from the URL alone.
    const parsed = parseStoredImage(body.url)!;
    expect(body.variants).toEqual(parsed.variants);
    expect(body.blur_url).toBe(parsed.blurUrl);

    for (const variant of body.variants) {
      const { contentType, metadata } = await storedImage(variant.url);
      expect(contentType).toBe('image/webp');
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width });
    }
    const blur = await storedImage(body.blur_url);
    expect(blur.metadata.format).toBe('webp');
    expect(blur.metadata.width).toBeLessThanOrEqual(24);

    const [row] = await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, body.id));
    expect(row).toMatchObject({
      restaurant_id: ids.trattoria,
      area: 'images',
      url: body.url,
      width: 2560,
      height: 1707,
      original_format: 'jpeg',
    });
    expect(row!.original_bytes).toBeGreaterThan(0);
  });

  it('never upscales: a 700 px image gets a 640 copy and its own width, a small one only itself', async () => {
    const medium = (
      await upload(await makeImage(700, 500, 'png'), { contentType: 'image/png' })
    ).json();
    expect(medium.variants.map((v: { width: number }) => v.width)).toEqual([640, 700]);
    expect(medium.url).toMatch(/_700x500\.webp$/);
    const small = (await upload(await makeImage(300, 200))).json();
    expect(small.variants).toEqual([{ url: small.url, width: 300 }]);
    expect((await storedImage(small.url)).metadata.width).toBe(300);
  });

  it('turns the photo upright by its EXIF orientation, then strips every metadata', async () => {
    const sideways = await sharp(await makeImage(1200, 800))
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'Secret Camera Co', Artist: 'Someone' } },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const res = await upload(sideways, { contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 800, height: 1200 });
    for (const variant of res.json().variants) {
      const { metadata } = await storedImage(variant.url);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width!);
    }
  });

  it('accepts AVIF and WebP, and stores menu photos in their own area', async () => {
    const avif = await upload(await makeImage(900, 600, 'avif'), { contentType: 'image/avif' });
    expect(avif.statusCode).toBe(201);
    const webp = await upload(await makeImage(900, 600, 'webp'), {
      contentType: 'image/webp',
      area: 'menu-images',
    });
    expect(webp.statusCode).toBe(201);
    expect(webp.json().url).toContain(`/media/${trattoriaPrefix}/menu-images/`);
    const [row] = await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, webp.json().id));
    expect(row).toMatchObject({ area: 'menu-images', original_format: 'webp' });
    const avifRow = await t.app.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, avif.json().id));
    expect(avifRow[0]!.original_format).toBe('heif');
  });
});

describe('refused uploads', () => {
  it(`refuses a body over ${MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024} MB with 413 and stores nothing`, async () => {
    const before = await filesOfArea('images');
    const res = await upload(Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail: 'The image is larger than 15 MB: choose a smaller file',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await filesOfArea('images')).toEqual(before);
  });

  it('keeps the 1 MB limit for every other call', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${ids.trattoria}`,
      headers: team.owner,
      payload: { description: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['a text file named .jpg', () => Buffer.from('Questo non è un JPEG, solo testo.\n'.repeat(20))],
    [
      'an SVG (it can carry scripts)',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
        ),
    ],
    ['a GIF', () => makeImage(40, 30, 'gif')],
    ['a TIFF', () => makeImage(40, 30, 'tiff')],
  ])('refuses %s with 415 and a clear detail', async (_, bytes) => {
    const res = await upload(await bytes());
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().detail).toMatch(/JPEG, PNG, WebP, AVIF or HEIF/);
  });

  it('refuses a body that is not a file (JSON, form, multipart) with 415', async () => {
    for (const contentType of [
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await upload(contentType === 'application/json' ? '{"a":1}' : 'a=1', {
        contentType,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toMatch(/image file itself/);
    }
  });

  it('refuses an empty body with 400', async () => {
    const res = await upload(Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'The file is empty', fields: { file: 'Empty' } });
  });

  it('refuses a truncated JPEG with 422', async () => {
    const jpeg = await makeImage(1200, 800);
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'RULE_BROKEN',
      detail: expect.stringMatching(/damaged/),
    });
  });

  it.each([
    [20_000, 20_000],
    [8000, 7000],
  ])(
    'refuses a decompression bomb (a tiny PNG claiming %i×%i) with 422 before decoding it',
    async (width, height) => {
      const bomb = pngClaimingSize(width, height);
      expect(bomb.length).toBeLessThan(100_000);
      const res = await upload(bomb, { contentType: 'image/png' });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('The image has too many pixels: the limit is 50 megapixels');
    },
  );

  it('refuses an unknown area with 400', async () => {
    const res = await upload(await makeImage(100, 100), { area: 'sitemaps' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('area');
  });
});

describe('who may upload', () => {
  it('asks for a session, refuses staff, and hides another business’s restaurant', async () => {
    const image = await makeImage(100, 100);
    expect((await postImage(t.app, ids.trattoria, image)).statusCode).toBe(401);
    const staff = await postImage(t.app, ids.trattoria, image, { headers: team.staff });
    expect(staff.statusCode).toBe(403);
    const other = await postImage(t.app, ids.trattoria, image, { headers: team.otherOwner });
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Restaurant not found');
    // The other owner does upload to their own restaurant, under its own prefix.
    const own = await postImage(t.app, ids.osteria, image, { headers: team.otherOwner });
    expect(own.statusCode).toBe(201);
    expect(own.json().url).not.toContain(trattoriaPrefix);
  });

  it('lets a manager and a platform admin upload', async () => {
    const image = await makeImage(100, 100);
    for (const headers of [team.manager, team.admin] as Headers[]) {
      expect((await postImage(t.app, ids.trattoria, image, { headers })).statusCode).toBe(201);
    }
  });
});

describe('GET /media/*', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(await makeImage(900, 600))).json().url;
  });

  it('serves a stored copy with immutable caching, an ETag and nosniff, without a session', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');

    const again = await t.app.inject({ url, headers: { 'if-none-match': res.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const blur = parseStoredImage(url)!.blurUrl;
    expect((await t.app.inject({ url: blur })).statusCode).toBe(200);
  });

  it('answers 404, not the web app, for a missing file', async () => {
    const res = await t.app.inject({ url: `/media/${trattoriaPrefix}/images/nothing_10x10.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves nothing outside the media areas, such as the sitemap beside them', async () => {
    await t.app.storage.put(`${trattoriaPrefix}/sitemap.xml`, '<urlset/>', 'application/xml');
    for (const path of [
      `/media/${trattoriaPrefix}/sitemap.xml`,
      `/media/${trattoriaPrefix}/other/file.webp`,
      `/media/${trattoriaPrefix}/images`,
      `/media/${trattoriaPrefix}/images/a/b.webp`,
      '/media/',
      '/media',
    ]) {
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(404);
    }
  });

  /**
   * Over a real socket, so the path arrives as sent: an injected request, like a browser, would
   * resolve the dot segments before routing.
   */
  async function getRaw(path: string) {
    const address = t.app.server.address() as AddressInfo;
    return new Promise<{ status: number; contentType: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port: address.port, path }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, contentType: String(res.headers['content-type']) }),
        );
      })
        .on('error', reject)
        .end();
    });
  }

  it('answers 404 for any path that tries to leave the media areas', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stored = url.replace('/media/', '');
    for (const path of [
      '/media/../x',
      '/media/../../etc/passwd',
      `/media/${trattoriaPrefix}/images/../../${trattoriaPrefix}/sitemap.xml`,
      `/media/${trattoriaPrefix}/sitemap.xml/../images/x.webp`,
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2F..%2Fetc%2Fpasswd',
      `/media/${trattoriaPrefix}%2Fimages%2F..%2F..%2Fx`,
      `/media/${trattoriaPrefix}/images/%2e%2e`,
      `/media/${trattoriaPrefix}/images/.hidden`,
      `/media/${trattoriaPrefix}/images/..%5C..%5Cx.webp`,
      `/media/.content-types/${stored}`,
      '/media',
      '/media/',
    ]) {
      const res = await getRaw(path);
      expect(res.status, path).toBe(404);
      expect(res.contentType, path).toMatch(/application\/json/);
    }
    // A NUL is refused before any route looks at the path (the input guard), as everywhere.
    const nul = await getRaw(`/media/${trattoriaPrefix}/images/a%00b.webp`);
    expect(nul.status).toBe(400);
    expect(nul.contentType).toMatch(/application\/json/);
    // The same socket does serve the real file.
    expect((await getRaw(url)).status).toBe(200);
  });
});
