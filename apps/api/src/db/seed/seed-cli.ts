import { loadConfig } from '../../config';
import { databaseTargetOf, openDatabase } from '../client';
import { seedDemo } from './demo-seed';

const config = loadConfig();
const handle = await openDatabase(databaseTargetOf(config));
try {
  const seeded = await seedDemo(handle.db, { password: config.demoPassword });
  console.info(seeded ? 'Demo data seeded.' : 'Demo data already present.');
} finally {
  await handle.close();
}
