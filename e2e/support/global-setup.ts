import type { TestProject } from 'vitest/node';
import {
  endTemplateRun,
  makeDatabaseTemplate,
  startTemplateRun,
} from '../../apps/api/src/test/database-template';
import { launchChromiumServer } from './chromium-launch';

/**
 * What every browser test file used to build for itself, made once per run (decision 038): the
 * migrated database and one Chromium; the demo seeded with its pictures is made by the first file
 * that needs it, in the run's template folder (buildTestApp). Each file still gets its own server,
 * a fresh copy of the data, and its own browser contexts.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const run = await startTemplateRun();
  const [migrated, chromium] = await Promise.all([
    makeDatabaseTemplate({ name: 'migrated', run, serverUrl }),
    launchChromiumServer(),
  ]);
  project.provide('migratedDatabase', migrated);
  project.provide('templateRun', run);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await endTemplateRun(run, serverUrl);
  };
}
