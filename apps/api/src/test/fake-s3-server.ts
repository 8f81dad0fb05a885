import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible server on loopback for tests: path-style PUT, GET and DELETE of objects
 * kept in memory, and every request's AWS Signature V4 checked with its own credentials. The check
 * is written independently of the adapter's signer, so a mistake shared by both cannot hide.
 */
export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Why each refused request was refused, for assertions. */
  refusals: string[];
  close(): Promise<void>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Recomputes the signature from the raw request; answers why it does not match, or null. */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const match = AUTHORIZATION.exec(header(req, 'authorization') ?? '');
  if (!match) return 'missing or malformed authorization';
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region) return 'wrong region';
  const amzDate = header(req, 'x-amz-date') ?? '';
  if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential scope';
  const payloadHash = header(req, 'x-amz-content-sha256');
  if (payloadHash !== sha256(body)) return 'x-amz-content-sha256 does not match the body';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  const rawUrl = req.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  const canonicalQuery = query.split('&').filter(Boolean).sort().join('&');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    names.map((n) => `${n}:${(header(req, n) ?? '').trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonicalRequest)}`;
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
}

function answerXml(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

export async function startFakeS3Server(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<FakeS3Server> {
  const bucket = options.bucket ?? 'coperto-media';
  const credentials = {
    region: options.region ?? 'eu-south-1',
    accessKeyId: options.accessKeyId ?? 'AKIAFAKEFAKEFAKE',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret/with+symbols=',
  };
  const objects: FakeS3Server['objects'] = new Map();
  const refusals: string[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(req, body, credentials);
      if (problem) {
        refusals.push(problem);
        return answerXml(res, 403, problem === 'SignatureDoesNotMatch' ? problem : 'AccessDenied');
      }
      const path = (req.url ?? '/').split('?')[0]!;
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return answerXml(res, 404, 'NoSuchBucket');
      const key = path.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: header(req, 'content-type') ?? 'application/octet-stream',
        });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return answerXml(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return answerXml(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...credentials,
    objects,
    refusals,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
