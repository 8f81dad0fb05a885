import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LANGUAGES } from '@coperto/shared/site/page-strings';
import { describe, expect, it } from 'vitest';

// Every UI language is complete (decision 021): the same keys as Italian, the source language, in
// every namespace, with the plural forms its own grammar needs and the same {{placeholders}}.
// i18next would otherwise show a raw key, since a complete language has no fallback.

const SOURCE = 'it';
const localesDir = import.meta.dirname;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Strings = { [key: string]: string | Strings };

function readStrings(language: string, namespace: string): Strings {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
}

/** `{ a: { b: 'x' } }` as `['a.b', 'x']` pairs. */
function flatten(strings: Strings, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** The plural forms i18next looks up in `language` (`_zero` only where Italian has one). */
function pluralKeysOf(base: string, language: string, hasZero: boolean): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...(hasZero ? ['zero'] : []), ...categories].map((category) => `${base}_${category}`);
}

/** The keys `language` must have: Italian's, each plural in `language`'s own forms. */
function expectedKeysOf(sourceKeys: readonly string[], language: string): string[] {
  const plain = sourceKeys.filter((key) => !PLURAL_SUFFIX.test(key));
  const plurals = new Set(sourceKeys.filter((key) => PLURAL_SUFFIX.test(key)));
  const bases = new Set([...plurals].map((key) => key.replace(PLURAL_SUFFIX, '')));
  const pluralKeys = [...bases].flatMap((base) =>
    pluralKeysOf(base, language, plurals.has(`${base}_zero`)),
  );
  return [...plain, ...pluralKeys].sort();
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tagsOf = (text: string) => [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((m) => m[0]).sort();

const namespaces = readdirSync(join(localesDir, SOURCE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const translations = UI_LANGUAGES.filter((language) => language !== SOURCE);

describe('every UI language has every Italian string', () => {
  it('knows the namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(10);
  });

  for (const language of translations) {
    it.each(namespaces)(`${language}/%s.json has the same keys as Italian`, (namespace) => {
      const source = flatten(readStrings(SOURCE, namespace)).map(([key]) => key);
      const keys = flatten(readStrings(language, namespace)).map(([key]) => key);
      expect(keys.sort()).toEqual(expectedKeysOf(source, language));
    });

    it.each(namespaces)(`${language}/%s.json keeps every placeholder and tag`, (namespace) => {
      const source = new Map(flatten(readStrings(SOURCE, namespace)));
      const sourceOf = (key: string) =>
        source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
      const mismatches = flatten(readStrings(language, namespace)).filter(([key, text]) => {
        const original = sourceOf(key);
        const samePlaceholders =
          placeholdersOf(text).join() === placeholdersOf(original).join() ||
          // A singular may spell out "one" where Italian writes {{count}}, or the other way round.
          (PLURAL_SUFFIX.test(key) &&
            placeholdersOf(text)
              .filter((name) => name !== 'count')
              .join() ===
              placeholdersOf(original)
                .filter((name) => name !== 'count')
                .join());
        return !samePlaceholders || tagsOf(text).join() !== tagsOf(original).join();
      });
      expect(mismatches).toEqual([]);
    });

    it.each(namespaces)(`${language}/%s.json has no empty string`, (namespace) => {
      const empty = flatten(readStrings(language, namespace)).filter(([, text]) => !text.trim());
      expect(empty).toEqual([]);
    });
  }
});
