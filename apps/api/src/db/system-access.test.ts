import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_READS } from './system-access';

const SOURCE_ROOT = join(import.meta.dirname, '..');
/**
 * A query whose first parameter is the system handle: a read that bypasses the tenant scope.
 * Queries live in repositories; services only pass the handle on to them.
 */
const TAKES_SYSTEM_DB = /export (?:async )?function (\w+)\(\s*\w+: SystemDb\b/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.repository.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('the list of reads that bypass the tenant scope', () => {
  it('names every function that takes the system handle, so a reviewer reads them in one file', async () => {
    const takers: string[] = [];
    for (const file of await sourceFiles(SOURCE_ROOT)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(TAKES_SYSTEM_DB)) takers.push(match[1]!);
    }
    const listed = Object.keys(SYSTEM_READS);
    expect(takers.length).toBeGreaterThan(10);
    expect(takers.sort()).toEqual(listed.sort());
  });
});
