import { describe, expect, it } from 'vitest';
import { WORKER_NODE_FLAGS, workerExecArgv } from './worker-node-flags';

describe("the API workers' Node flags", () => {
  it('come before the primary’s own flags, which the workers keep', () => {
    expect(workerExecArgv(['--enable-source-maps'])).toEqual([
      ...WORKER_NODE_FLAGS,
      '--enable-source-maps',
    ]);
  });

  it('give way to a young generation sized by the operator, on the command line or in NODE_OPTIONS', () => {
    expect(workerExecArgv(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
    expect(workerExecArgv([], '--max-old-space-size=512 --max-semi-space-size=64')).toEqual([]);
    expect(workerExecArgv([], '--max-old-space-size=512')).toEqual([...WORKER_NODE_FLAGS]);
  });
});
