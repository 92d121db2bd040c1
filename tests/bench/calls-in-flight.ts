// The page's backend calls in flight, so that a measured step starts once the previous step's calls are answered:
// a backend works through calls the browser gave up on, so a step started earlier would time those leftovers.
import type { Page, Request } from 'playwright-core';

export class CallsInFlight {
  private readonly pending = new Set<Request>();

  /** Follows the calls whose URL contains `pathPart` (e.g. '/api/' or '/api/catalog/'), named `what` in errors. */
  constructor(
    page: Page,
    private readonly pathPart: string,
    private readonly what: string,
  ) {
    const done = (request: Request) => this.pending.delete(request);
    page.on('request', (request) => {
      if (request.url().includes(this.pathPart)) this.pending.add(request);
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves once no call has been in flight for `quietMs`. */
  async settle(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (this.pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
    }
    throw new Error(`${this.what} still in flight after ${timeoutMs} ms`);
  }
}
