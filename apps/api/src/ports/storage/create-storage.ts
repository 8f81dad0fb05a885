import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { StoragePort } from './storage-port';

/** The one place that picks the storage adapter from configuration. */
export function createStorage(storage: Config['storage']): StoragePort {
  return storage.kind === 's3' ? createS3Storage(storage) : createDiskStorage(storage.root);
}
