import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// An owner cannot set a server's environment: the interface names what is missing and who can
// add it, never a variable such as GOOGLE_CLIENT_ID (decision 025).
const ENVIRONMENT_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

type Strings = { [key: string]: string | Strings };

function valuesOf(strings: Strings): string[] {
  return Object.values(strings).flatMap((value) =>
    typeof value === 'string' ? [value] : valuesOf(value),
  );
}

const localesDir = import.meta.dirname;
const files = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((language) =>
    readdirSync(join(localesDir, language.name)).map((file) => join(language.name, file)),
  );

describe('interface strings', () => {
  it.each(files)('%s names no server environment variable', (file) => {
    const strings = JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Strings;
    expect(valuesOf(strings).filter((value) => ENVIRONMENT_NAME.test(value))).toEqual([]);
  });
});
