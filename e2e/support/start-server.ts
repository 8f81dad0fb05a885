import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../apps/api/src/test/build-test-app';

export interface RunningServer {
  testApp: TestApp;
  port: number;
  /** `http://{host}:{port}{path}`: every demo host (`trattoria.localhost` …) is this server. */
  urlFor(host: string, path?: string): string;
}

/**
 * The real app with the demo seeded, pictures included (a few seconds: `seedMedia: false` skips
 * them), listening on a free loopback port; `env` overrides config.
 */
export async function startServer(
  options: { env?: NodeJS.ProcessEnv; seedMedia?: boolean } = {},
): Promise<RunningServer> {
  const testApp = await buildTestApp({ env: options.env, seedMedia: options.seedMedia ?? true });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return {
    testApp,
    port,
    urlFor: (host, path = '/') => `http://${host}:${port}${path}`,
  };
}
