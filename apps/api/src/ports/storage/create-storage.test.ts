import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { type FakeS3Server, startFakeS3Server } from '../../test/fake-s3-server';
import { createStorage } from './create-storage';

let s3: FakeS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startFakeS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'coperto-create-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createStorage', () => {
  it('stores on disk under DATA_DIR/media by default', async () => {
    const storage = createStorage(testConfig({ DATA_DIR: dataDir }).storage);
    await storage.put('p/robots.txt', 'hi', 'text/plain');
    expect(await readFile(join(dataDir, 'media', 'p', 'robots.txt'), 'utf8')).toBe('hi');
  });

  it('stores on the S3 store that the S3_* variables name, signed for S3_REGION', async () => {
    const config = testConfig({
      S3_ENDPOINT: `${s3.endpoint}/`,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const storage = createStorage(config.storage);
    await storage.put('p/sitemap.xml', '<urlset/>', 'application/xml');
    expect(s3.objects.get('p/sitemap.xml')?.body.toString()).toBe('<urlset/>');
    expect((await storage.get('p/sitemap.xml'))?.contentType).toBe('application/xml');
    expect(s3.refusals).toEqual([]);
  });
});
