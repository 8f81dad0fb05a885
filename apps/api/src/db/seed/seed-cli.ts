import { loadConfig } from '../../config';
import { createStorage } from '../../ports/storage/create-storage';
import { databaseTargetOf, openDatabase } from '../client';
import { seedDemoMedia } from './demo-media';
import { seedDemo } from './demo-seed';

const config = loadConfig();
const handle = await openDatabase(databaseTargetOf(config));
try {
  const seeded = await seedDemo(handle.db, { password: config.demoPassword });
  console.info(seeded ? 'Demo data seeded.' : 'Demo data already present.');
  const illustrated = await seedDemoMedia(handle.db, createStorage(config.storage));
  console.info(
    illustrated.length > 0
      ? `Demo pictures drawn for ${illustrated.join(', ')}.`
      : 'Demo pictures already present.',
  );
} finally {
  await handle.close();
}
