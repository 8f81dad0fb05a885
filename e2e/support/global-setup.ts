import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDemoTemplate } from '../../apps/api/src/test/build-test-app';
import { makeDatabaseTemplate } from '../../apps/api/src/test/database-template';
import { launchChromiumServer } from './chromium-launch';

/**
 * What every browser test file used to build for itself, made once per run (decision 038): the
 * migrated database, the demo seeded with its pictures, and one Chromium. Each file still gets
 * its own server and a fresh copy of the data, and its own browser contexts.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'coperto-e2e-templates-'));
  const serverUrl = process.env.DATABASE_URL;
  const [migrated, demo, chromium] = await Promise.all([
    makeDatabaseTemplate({ name: 'migrated', folder, serverUrl }),
    makeDemoTemplate(folder, serverUrl),
    launchChromiumServer(),
  ]);
  project.provide('migratedDatabase', migrated.template);
  project.provide('demoWithPictures', demo.template);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await Promise.all([migrated.remove(), demo.remove()]);
    await rm(folder, { recursive: true, force: true });
  };
}
