// GET calls the page's first script sends before the app's code has run, handed to the app's own identical call:
// the app's fetch takes the pending response of the same URL and token once, so decoding, errors and retries stay
// the app's.
import type { HttpFetch } from '../../application/shared/service-declaration';

const methodOf = (init: RequestInit | undefined): string => (init?.method ?? 'GET').toUpperCase();
const authorizationOf = (init: RequestInit | undefined): string | null => new Headers(init?.headers).get('authorization');

interface EarlyGet {
  readonly authorization: string | null;
  readonly response: Promise<Response>;
}

export class EarlyGets {
  private readonly pending = new Map<string, EarlyGet>();
  private sending: Promise<void> = Promise.resolve();

  /**
   * The early calls are being worked out (once the session's token is known): authorized calls wait for that,
   * which is a few microtasks, so that the app's first call cannot slip ahead of its early twin.
   */
  whileSending(work: Promise<unknown>): void {
    this.sending = work.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Sends a GET now and keeps its answer for the app's first call to the same URL; returns that answer. */
  send(fetchFn: HttpFetch, url: string, init: RequestInit = {}): Promise<Response> | undefined {
    if (methodOf(init) !== 'GET') return undefined;
    const sent = this.pending.get(url);
    if (sent) return sent.response;
    const response = fetchFn(url, init);
    // A failed early call is the app's call's to repeat, not an unhandled rejection.
    response.catch(() => undefined);
    this.pending.set(url, { authorization: authorizationOf(init), response });
    return response;
  }

  /** The pending answer of an early GET of exactly this URL and token, once; undefined for any other call. */
  take(url: string, init?: RequestInit): Promise<Response> | undefined {
    const early = this.pending.get(url);
    if (!early || methodOf(init) !== 'GET' || early.authorization !== authorizationOf(init)) return undefined;
    this.pending.delete(url);
    return early.response;
  }

  /** Early answers nobody took: their bodies are released. */
  dropUnused(): void {
    for (const { response } of this.pending.values()) {
      response.then((unused) => unused.body?.cancel()).catch(() => undefined);
    }
    this.pending.clear();
  }

  /** `fetchFn` that answers a call from its early GET when there is one, and sends it again when that failed. */
  fetchTakingEarly(fetchFn: HttpFetch): HttpFetch {
    return async (input, init) => {
      if (methodOf(init) !== 'GET' || authorizationOf(init) === null) return fetchFn(input, init);
      await this.sending;
      const early = this.take(input, init);
      return early ? early.catch(() => fetchFn(input, init)) : fetchFn(input, init);
    };
  }
}
