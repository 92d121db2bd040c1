// What the entry starts once the stored session's refresh is on its way: reads the runtime config (embedded in
// index.html, else requested) and takes that refresh over as the session's early refresh, so that the auth backend
// answers while the app's code (boot.tsx, preloaded by index.html) downloads. Once the refresh answers, it also sends
// the opened page's first call, whose answer the app's own call takes over, and only then lets the app's code
// evaluate (early-start.ts).
import * as E from 'fp-ts/Either';
import { EarlyGets } from '../../adapters/app/early-gets';
import { startEarlySessionRefresh } from '../../adapters/app/early-session-refresh';
import { fetchTakingFirstRefresh, type SentRefresh } from '../../adapters/app/first-session-refresh';
import { loadFrontendConfig } from '../../adapters/app/frontend-config.http-adapter';
import type { EarlyRefresh } from '../../application/app/session-manager';
import type { HttpFetch } from '../../application/shared/service-declaration';
import { readAppSettings } from '../../domain/app/read-app-settings';
import { appLocationOf } from '../../ui/app/app-location';
import { showBootChunkFailure } from './boot-failure';
import { EARLY_CALLS_WAIT_MS, settledWithin, startEarlyCalls } from './early-start';
import { pageStorage } from './page-storage';

/** The portal server names the base path in a meta tag; the dev server passes it as Vite's base. */
const basePath = (): string => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portico-base-path"]');
  return (meta?.content ?? import.meta.env.BASE_URL ?? '/').replace(/\/+$/, '');
};

/** Early answers the app has not taken by its first frame are not going to be taken. */
const dropUnusedAfterFirstRender = (earlyGets: EarlyGets, sending: Promise<void>) =>
  void sending.finally(() => requestAnimationFrame(() => setTimeout(() => earlyGets.dropUnused(), 0)));

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A chunk of the app's own code, or undefined once the page says it failed to download. */
const loadAppChunk = <T,>(load: () => Promise<T>): Promise<T | undefined> =>
  load().catch((error: unknown) => {
    showBootChunkFailure(document, error);
    return undefined;
  });

/** Starts the page, given the stored session's refresh the entry has sent, if it sent one. */
export const startPage = async (sentRefresh: SentRefresh | undefined): Promise<void> => {
  const fetchFn: HttpFetch = (input, init) => fetch(input, init);
  const config = await loadFrontendConfig(fetchFn, basePath(), document)();
  const settings = E.isRight(config) ? readAppSettings(config.right) : undefined;
  const storage = pageStorage();
  const earlySessionRefresh: EarlyRefresh | undefined =
    settings && E.isRight(settings) && storage
      ? startEarlySessionRefresh(settings.right, storage, fetchTakingFirstRefresh(sentRefresh, fetchFn))
      : undefined;
  const earlyGets = new EarlyGets();
  const sending =
    settings && E.isRight(settings)
      ? startEarlyCalls(
          {
            settings: settings.right,
            location: appLocationOf(window.location, settings.right.basePath),
            fetchFn,
            earlyGets,
            refresh: earlySessionRefresh,
          },
          () => import('./early-catalog-calls'),
        )
      : undefined;
  earlyGets.whileSending(sending ?? Promise.resolve());
  if (sending) await settledWithin(sending, EARLY_CALLS_WAIT_MS);
  // The frameworks the app's start runs on are a chunk of their own (vite.config.ts), React DOM's client among them:
  // importing it evaluates that chunk in one task, and the app's code evaluates in the next.
  if (!(await loadAppChunk(() => import('react-dom/client')))) return;
  await nextTask();
  const app = await loadAppChunk(() => import('./boot'));
  // Evaluating the app's code is one long task; starting it (container, first calls, render) is left to the next.
  await nextTask();
  app?.boot({ config, settings, fetchFn: earlyGets.fetchTakingEarly(fetchFn), earlySessionRefresh });
  dropUnusedAfterFirstRender(earlyGets, sending ?? Promise.resolve());
};
