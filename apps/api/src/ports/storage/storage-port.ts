/** A stored object: its bytes and the content type it was stored with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Where media and generated files (sitemaps …) live: local disk or any S3-compatible store. */
export interface StoragePort {
  /** Stores (or replaces) the object under `key`; throws when the store refuses it. */
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** The object under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object under `key`; a key with no object is already gone, not an error. */
  delete(key: string): Promise<void>;
}

const MAX_KEY_LENGTH = 1024;
/** A segment never starts with a dot, so `.`, `..` and hidden names cannot be formed. */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Keys are relative paths of plain segments (`{media_prefix}/sitemap.xml`). Anything else is a
 * programming error, refused before it can reach a file system or a bucket.
 */
export function assertStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !key.split('/').every((segment) => KEY_SEGMENT.test(segment))
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}
