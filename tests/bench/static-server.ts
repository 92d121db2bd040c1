// The portal server alone, serving dist/ on a free loopback port, for the static-serving benchmark: started as a
// process of its own so that the load generator does not share its event loop. Prints its URL when it listens.
import { startPortalServer } from '../../config/server/portal-server';

const server = await startPortalServer({
  host: '127.0.0.1',
  port: 0,
  basePath: '',
  frontendConfig: { app: { title: 'Portico' } },
  mode: 'static',
  distDir: 'dist',
  connectOrigins: [],
});
console.log(server.url);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
