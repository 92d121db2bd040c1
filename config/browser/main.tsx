// Browser entry, kept tiny: it sends the stored session's refresh at once, worked out from the config index.html
// carries (first-session-refresh.ts), before the entry's own imports (config decoding, the early calls) have even
// downloaded; then it starts the page with them (page-start.ts, preloaded by index.html).
import { sendFirstSessionRefresh } from '../../adapters/app/first-session-refresh';
import { showBootChunkFailure } from './boot-failure';
import { pageStorage } from './page-storage';

const sentRefresh = sendFirstSessionRefresh(document, pageStorage(), (input, init) => fetch(input, init));

import('./page-start').then(
  ({ startPage }) => startPage(sentRefresh),
  (error: unknown) => showBootChunkFailure(document, error),
);
