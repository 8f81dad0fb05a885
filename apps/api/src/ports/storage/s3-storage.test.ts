import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Server, startFakeS3Server } from '../../test/fake-s3-server';
import { createS3Storage, S3StorageError } from './s3-storage';

let s3: FakeS3Server;
beforeAll(async () => {
  s3 = await startFakeS3Server();
});
afterAll(() => s3.close());

const storageWith = (overrides: { secretAccessKey?: string; region?: string } = {}) =>
  createS3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: overrides.region ?? s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
  });

describe('S3 storage against a signature-checking fake S3', () => {
  it('puts an object path-style with a valid signature and gets it back', async () => {
    const storage = storageWith();
    await storage.put('prefix-1/sitemap.xml', '<urlset/>', 'application/xml; charset=utf-8');
    expect(s3.objects.get('prefix-1/sitemap.xml')?.body.toString()).toBe('<urlset/>');
    const stored = await storage.get('prefix-1/sitemap.xml');
    expect(stored?.body.toString()).toBe('<urlset/>');
    expect(stored?.contentType).toBe('application/xml; charset=utf-8');
    expect(s3.refusals).toEqual([]);
  });

  it('keeps binary bodies exactly', async () => {
    const storage = storageWith();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 255]);
    await storage.put('_odd-Key/photo.1.webp', bytes, 'image/webp');
    expect((await storage.get('_odd-Key/photo.1.webp'))?.body.equals(bytes)).toBe(true);
    expect(s3.refusals).toEqual([]);
  });

  it('answers undefined for a missing object', async () => {
    expect(await storageWith().get('prefix-1/missing.xml')).toBeUndefined();
  });

  it('deletes an object with a valid signature; deleting a missing one is no error', async () => {
    const storage = storageWith();
    await storage.put('prefix-3/photo.webp', Buffer.from('bytes'), 'image/webp');
    await storage.delete('prefix-3/photo.webp');
    expect(s3.objects.has('prefix-3/photo.webp')).toBe(false);
    await expect(storage.delete('prefix-3/photo.webp')).resolves.toBeUndefined();
    expect(s3.refusals).toEqual([]);
    await expect(
      storageWith({ secretAccessKey: 'not-the-secret' }).delete('prefix-1/sitemap.xml'),
    ).rejects.toMatchObject({ status: 403 });
    expect(s3.objects.has('prefix-1/sitemap.xml')).toBe(true);
  });

  it('is refused by the store when signed with the wrong secret, and stores nothing', async () => {
    const storage = storageWith({ secretAccessKey: 'not-the-secret' });
    const put = storage.put('prefix-2/sitemap.xml', 'x', 'application/xml');
    await expect(put).rejects.toBeInstanceOf(S3StorageError);
    await expect(put).rejects.toMatchObject({ status: 403 });
    expect(s3.objects.has('prefix-2/sitemap.xml')).toBe(false);
    await expect(storage.get('prefix-1/sitemap.xml')).rejects.toMatchObject({ status: 403 });
    expect(s3.refusals.at(-1)).toBe('SignatureDoesNotMatch');
  });

  it('is refused when signed for another region', async () => {
    await expect(
      storageWith({ region: 'us-east-1' }).get('prefix-1/sitemap.xml'),
    ).rejects.toMatchObject({ status: 403 });
    expect(s3.refusals.at(-1)).toBe('wrong region');
  });

  it('refuses a key that would leave its place before sending anything', async () => {
    await expect(storageWith().put('../other-bucket/x', 'x', 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});
