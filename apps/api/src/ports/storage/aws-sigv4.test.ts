import { describe, expect, it } from 'vitest';
import { encodeS3Path, sha256Hex, signRequest } from './aws-sigv4';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (S3 docs).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const now = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1];

describe('AWS Signature V4', () => {
  it("matches AWS's GET Object example", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      { credentials, region: 'us-east-1', now },
    );
    expect(headers.authorization).toContain(
      'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,',
    );
    expect(signatureOf(headers)).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers).not.toHaveProperty('host');
  });

  it("matches AWS's PUT Object example, with a key that needs encoding", () => {
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL(`https://examplebucket.s3.amazonaws.com/${encodeS3Path('test$file.text')}`),
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash: sha256Hex('Welcome to Amazon S3.'),
      },
      { credentials, region: 'us-east-1', now },
    );
    expect(signatureOf(headers)).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('encodes each path segment once and keeps the slashes', () => {
    expect(encodeS3Path("a b/c$d/e(f)'!*~")).toBe('a%20b/c%24d/e%28f%29%27%21%2A~');
  });
});
