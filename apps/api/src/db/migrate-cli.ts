import { loadConfig } from '../config';
import { databaseTargetOf, openDatabase } from './client';

const config = loadConfig();
const handle = await openDatabase(databaseTargetOf(config));
await handle.close();
console.info('Migrations applied.');
