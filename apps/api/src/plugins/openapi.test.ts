import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

interface DocOperation {
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, DocOperation>>;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
}, 120_000);
afterAll(() => t.close());

const statusesOf = (op: DocOperation | undefined) => Object.keys(op?.responses ?? {});

describe('the OpenAPI document', () => {
  it('does not ask a token of a public route, and does of a private one', () => {
    expect(paths['/api/health']?.get?.security).toEqual([]);
    expect(paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(paths['/api/menu/{hashedId}']?.get?.security).toEqual([]);
    expect(paths['/api/users']?.get?.security).toBeUndefined();
  });

  it('lists the error answers an operation gives, in the error shape', () => {
    const update = paths['/api/menus/{id}']?.put;
    expect(statusesOf(update)).toEqual(['200', '400', '401', '403', '404', '413', '415', '422']);
    const shape = update?.responses['404']?.content?.['application/json']?.schema;
    expect(shape).toMatchObject({
      type: 'object',
      required: ['detail', 'code'],
      properties: {
        detail: { type: 'string' },
        code: { enum: expect.arrayContaining(['NOT_FOUND']) },
      },
    });
    expect(update?.responses['422']?.description).toMatch(/business rule/);
  });

  it('a public read without ids can only be refused for bad input', () => {
    expect(statusesOf(paths['/api/health']?.get)).toEqual(['200', '400']);
  });

  it('names the rate limit and the login’s own refusals, and no 401 for a public route that has none', () => {
    expect(statusesOf(paths['/api/auth/login']?.post)).toEqual(
      expect.arrayContaining(['401', '403', '404', '429']),
    );
    expect(statusesOf(paths['/api/restaurant/{id}/contact']?.post)).toContain('429');
    expect(statusesOf(paths['/api/menu/{hashedId}']?.get)).not.toContain('401');
  });
});
