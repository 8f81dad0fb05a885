import type { TFunction } from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { issueWordKey } from '../shared/forms/translated-zod-resolver';
import { initTestI18n } from '../test/test-i18n';

/**
 * A key the Italian (source) strings do not have does not compile (i18n-resources.d.ts).
 * `tsc -p apps/web` checks this file: each `@ts-expect-error` fails the type check the day its
 * line compiles.
 */
function unknownKeysDoNotCompile(
  common: TFunction<'common'>,
  menuEditor: TFunction<'menu-editor'>,
  state: 'waiting' | 'done',
) {
  // @ts-expect-error no such key in it/common.json
  void common('no.such.key');
  // @ts-expect-error a defaultValue does not excuse an unknown key (strictKeyChecks)
  void common('no.such.key', { defaultValue: 'x' });
  // @ts-expect-error a key of another namespace, without its prefix
  void menuEditor('photoAlt');
  // @ts-expect-error a key built from a value: every value's key must exist (no menu.done)
  void menuEditor(`menu.${state}`);
  // @ts-expect-error a nested object is not a string to show
  void menuEditor('menu');
  // The keys that exist compile.
  void common('loading');
  void menuEditor('menu.new');
}

describe('typed i18n keys', () => {
  it('are checked by the compiler (this file is part of tsc -p apps/web)', async () => {
    expect(typeof unknownKeysDoNotCompile).toBe('function');
    const i18n = await initTestI18n('it');
    // The keys the compiler accepts above are there at run time too.
    expect(i18n.exists('loading', { ns: 'common' })).toBe(true);
    expect(i18n.exists('menu.new', { ns: 'menu-editor' })).toBe(true);
    expect(i18n.exists('photoAlt', { ns: 'gallery' })).toBe(true);
    expectTypeOf(issueWordKey<{ a: readonly ['too_big'] }>).returns.toEqualTypeOf<
      'a.too_big' | null
    >();
  });
});
