// Browser entry, kept tiny: it sends the stored session's refresh at once, worked out from the config index.html
// carries (first-session-refresh.ts), before the page's start (config decoding, the early calls) has downloaded; then
// it preloads the opened page's own code and starts the page (page-start.ts, preloaded by index.html).
import { sendFirstSessionRefresh } from '../../adapters/app/first-session-refresh';
import { showBootChunkFailure } from './boot-failure';
import { pageStorage } from './page-storage';
import { preloadRouteChunks } from './route-chunk-preloads';

const sentRefresh = sendFirstSessionRefresh(document, pageStorage(), (input, init) => fetch(input, init));
preloadRouteChunks(document);

import('./page-start').then(
  ({ startPage }) => startPage(sentRefresh),
  (error: unknown) => showBootChunkFailure(document, error),
);
