import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

function serveConfig(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'coperto-config';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="coperto-config"]')) meta.remove();
});

describe('readRuntimeConfig', () => {
  it("reads the server's settings", () => {
    serveConfig('{"mapsBrowserKey":"key-123","googleSignIn":true}');
    expect(readRuntimeConfig()).toEqual({ mapsBrowserKey: 'key-123', googleSignIn: true });
  });

  it('reads a value of the wrong type, broken JSON or no tag at all as not set', () => {
    expect(readRuntimeConfig()).toEqual({});
    serveConfig('{"mapsBrowserKey":42,"googleSignIn":"yes"}');
    expect(readRuntimeConfig()).toEqual({});
    document.querySelector('meta[name="coperto-config"]')?.remove();
    serveConfig('{not json');
    expect(readRuntimeConfig()).toEqual({});
    document.querySelector('meta[name="coperto-config"]')?.remove();
    serveConfig('null');
    expect(readRuntimeConfig()).toEqual({});
  });
});
