/** A benchmark's server process (servers.ts starts it): `serve.ts app` or `serve.ts node-http`. */
import { serve } from './servers';

await serve(process.argv[2] === 'app' ? 'app' : 'node-http');
