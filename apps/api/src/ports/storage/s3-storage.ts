import { type AwsCredentials, encodeS3Path, sha256Hex, signRequest } from './aws-sigv4';
import { assertStorageKey, type StoragePort } from './storage-port';

export interface S3StorageOptions extends AwsCredentials {
  /** e.g. `https://<account>.r2.cloudflarestorage.com` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  /** Signing time; tests may pin it. */
  now?: () => Date;
  /** A request waits for the store: fail within seconds rather than hang. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** A refusal from the store, with its status and the start of its (XML) answer for the logs. */
export class S3StorageError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly key: string,
    body: string,
  ) {
    super(`S3 ${method} ${key} failed with ${status}: ${body.slice(0, 300)}`);
  }
}

/**
 * Objects in a bucket of an S3-compatible store, addressed path-style
 * (`{endpoint}/{bucket}/{key}`), which every such store understands without DNS per bucket.
 */
export function createS3Storage(options: S3StorageOptions): StoragePort {
  const endpoint = options.endpoint.replace(/\/$/, '');
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function urlOf(key: string) {
    assertStorageKey(key);
    return new URL(`${endpoint}/${encodeS3Path(options.bucket)}/${encodeS3Path(key)}`);
  }

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ) {
    const url = urlOf(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
      },
      { credentials: options, region: options.region, now: now() },
    );
    return fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async put(key, body, contentType) {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) {
        throw new S3StorageError(response.status, 'PUT', key, await response.text());
      }
      // Drain the (empty) answer so the connection returns to the pool.
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) {
        throw new S3StorageError(response.status, 'GET', key, await response.text());
      }
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) {
        throw new S3StorageError(response.status, 'DELETE', key, await response.text());
      }
      await response.arrayBuffer();
    },
  };
}
