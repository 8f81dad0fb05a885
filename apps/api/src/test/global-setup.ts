import type { TestProject } from 'vitest/node';
import { endTemplateRun, makeDatabaseTemplate, startTemplateRun } from './database-template';

/**
 * Vitest's global setup for the database tests: the migrated database, made once per run for
 * every test file to copy (decision 038), on PostgreSQL when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const run = await startTemplateRun();
  project.provide(
    'migratedDatabase',
    await makeDatabaseTemplate({ name: 'migrated', run, serverUrl }),
  );
  return () => endTemplateRun(run, serverUrl);
}
