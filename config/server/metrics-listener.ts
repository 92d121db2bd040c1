// /metrics on a listener of its own (portico.metrics.port), so that the portal's public address never serves it:
// Prometheus scrapes the port the network lets it reach, people never see it.
import { createServer, type Server } from 'node:http';
import type { PortalMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

export interface MetricsListener {
  readonly url: string;
  close(): Promise<void>;
}

export const startMetricsListener = async (metrics: PortalMetrics, listen: { readonly host: string; readonly port: number }): Promise<MetricsListener> => {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('Not found');
      return;
    }
    metrics.render().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected'),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return {
    url: `http://${host}:${port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
