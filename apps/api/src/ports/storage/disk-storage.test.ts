import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'coperto-disk-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('disk storage', () => {
  it('stores an object under its key and reads it back with its content type', async () => {
    const storage = createDiskStorage(root);
    await storage.put('abc123/sitemap.xml', '<urlset/>', 'application/xml; charset=utf-8');
    expect(await readFile(join(root, 'abc123', 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
    const stored = await storage.get('abc123/sitemap.xml');
    expect(stored?.body.toString('utf8')).toBe('<urlset/>');
    expect(stored?.contentType).toBe('application/xml; charset=utf-8');
  });

  it('replaces an object and keeps bytes exactly', async () => {
    const storage = createDiskStorage(root);
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13]);
    await storage.put('-key_with-dashes/img.webp', Buffer.from('old'), 'image/webp');
    await storage.put('-key_with-dashes/img.webp', bytes, 'image/webp');
    const stored = await storage.get('-key_with-dashes/img.webp');
    expect(stored?.body.equals(bytes)).toBe(true);
  });

  it('answers undefined for a missing key', async () => {
    expect(await createDiskStorage(root).get('nothing/here.xml')).toBeUndefined();
  });

  it('deletes an object with its recorded content type, and a missing key quietly', async () => {
    const storage = createDiskStorage(root);
    await storage.put('gone/photo.webp', Buffer.from('bytes'), 'image/webp');
    await storage.delete('gone/photo.webp');
    expect(await storage.get('gone/photo.webp')).toBeUndefined();
    await expect(readFile(join(root, '.content-types', 'gone', 'photo.webp'))).rejects.toThrow();
    await expect(storage.delete('gone/photo.webp')).resolves.toBeUndefined();
  });

  it('infers the content type of a file put there by hand', async () => {
    await writeFile(join(root, 'by-hand.txt'), 'hello');
    expect((await createDiskStorage(root).get('by-hand.txt'))?.contentType).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a//b',
    './a',
    'a/.hidden',
    '.content-types/a',
    'a\\..\\b',
    'a\0b',
    '',
    'x'.repeat(1100),
  ])('refuses the key %j', async (key) => {
    const storage = createDiskStorage(root);
    await expect(storage.put(key, 'x', 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
  });
});
