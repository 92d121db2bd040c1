// Runs a portal server in dev mode (Vite in middleware mode) in its own process: Jest's CommonJS runtime
// cannot load Vite's ES modules. Prints "READY <url>" once it listens; stops on SIGTERM.
import { startPortalServer } from '../../config/server/portal-server';

const server = await startPortalServer({
  host: '127.0.0.1',
  port: 0,
  basePath: '',
  frontendConfig: { app: { title: 'Portico' } },
  mode: 'dev',
  connectOrigins: [],
});
console.log(`READY ${server.url}`);
process.once('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
