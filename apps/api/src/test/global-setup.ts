import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from './database-template';

/**
 * Vitest's global setup for the database tests: the migrated database, made once per run for
 * every test file to copy (decision 038), on PostgreSQL when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'coperto-test-templates-'));
  const migrated = await makeDatabaseTemplate({
    name: 'migrated',
    folder,
    serverUrl: process.env.DATABASE_URL,
  });
  project.provide('migratedDatabase', migrated.template);
  return async () => {
    await migrated.remove();
    await rm(folder, { recursive: true, force: true });
  };
}
