// What the proxy needs to know about the backend it passes calls to, and the bookkeeping both its HTTP
// and its upgrade paths share.
import type { IncomingMessage } from 'node:http';
import type { ProxiedCall, ProxyRefusal } from './proxy-errors';

/** What the proxy tells the server's log and metrics. */
export interface ProxyObserver {
  /** The backend began its answer to `request`, `ms` after the call was sent. */
  backendAnswered(request: IncomingMessage, ms: number): void;
  /** The backend gave no answer; `detail` names the backend and the cause, for the log only. */
  upstreamFailed(refusal: ProxyRefusal, call: ProxiedCall, detail: string): void;
  /** A call waits for the backend's answer; the returned function ends it. */
  callStarted(): () => void;
  /** An event stream or websocket is open; the returned function closes it. */
  streamOpened(kind: 'event_stream' | 'websocket'): () => void;
}


export interface BackendTarget {
  readonly hostname: string;
  /** host[:port], as the backend expects it in the Host header. */
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  /** The backend's own path prefix ('' at the root). */
  readonly prefix: string;
  /** The backend's URL as the proxy names it in its own error answers. */
  readonly label: string;
}

export const backendTarget = (backendBaseUrl: string): BackendTarget => {
  const url = new URL(backendBaseUrl);
  const secure = url.protocol === 'https:';
  const prefix = url.pathname.replace(/\/+$/, '');
  return { hostname: url.hostname, host: url.host, port: Number(url.port || (secure ? 443 : 80)), secure, prefix, label: `${url.origin}${prefix}` };
};

/** Counts calls sent to the backend whose answer has not begun; `take` refuses one over the limit. */
export class PendingCalls {
  #count = 0;

  constructor(private readonly limit: number) {}

  get count(): number {
    return this.#count;
  }

  /** A release function for the taken place (safe to call more than once), or undefined when full. */
  take(): (() => void) | undefined {
    if (this.#count >= this.limit) return undefined;
    this.#count += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#count -= 1;
    };
  }
}

/** The longest delay setTimeout honours; a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** One timer at a time: arming it again replaces what was armed. */
export class Deadline {
  #timer: NodeJS.Timeout | undefined;

  arm(ms: number, onExpired: () => void): void {
    this.disarm();
    this.#timer = setTimeout(onExpired, Math.min(ms, LONGEST_TIMER_MS));
  }

  disarm(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
