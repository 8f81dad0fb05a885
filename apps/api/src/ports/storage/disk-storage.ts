import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { assertStorageKey, type StoragePort } from './storage-port';

/** Content types live beside the objects in a dot-directory no key can name (keys have no dot segments). */
const CONTENT_TYPES_DIR = '.content-types';

/** For files put there by hand, which have no recorded content type. */
const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Writes to a temporary name first, so a reader never sees half a file. */
async function writeAtomically(path: string, body: Buffer | string) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}

/** Objects as files under `root` (DATA_DIR/media by default); created on the first write. */
export function createDiskStorage(root: string): StoragePort {
  const base = resolve(root);
  function pathOf(key: string, under = '') {
    assertStorageKey(key);
    const path = resolve(base, under, key);
    // Belt and braces: the key check already rules out leaving the root.
    if (!path.startsWith(base + sep)) throw new Error('Storage key leaves the storage root');
    return path;
  }
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await writeAtomically(path, body);
      await writeAtomically(pathOf(key, CONTENT_TYPES_DIR), contentType);
    },
    async get(key) {
      const path = pathOf(key);
      let body: Buffer;
      try {
        body = await readFile(path);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const recorded = await readFile(pathOf(key, CONTENT_TYPES_DIR), 'utf8').catch((error) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      const contentType =
        recorded ??
        CONTENT_TYPE_BY_EXTENSION[extname(path).toLowerCase()] ??
        'application/octet-stream';
      return { body, contentType };
    },
    async delete(key) {
      // `force`: a missing file is already deleted.
      await rm(pathOf(key), { force: true });
      await rm(pathOf(key, CONTENT_TYPES_DIR), { force: true });
    },
  };
}
