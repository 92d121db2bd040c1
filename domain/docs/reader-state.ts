// The docs reader's state (the sync ends as updated or cached)
// following Backstage's reader: the page content and the sync run side by side, and together decide what
// the reader shows.

export type SyncState =
  | { readonly _tag: 'Checking' }
  | { readonly _tag: 'Building'; readonly log: readonly string[] }
  /** Updated while a page was shown: the shown page is stale until a refresh. */
  | { readonly _tag: 'BuildReady'; readonly log: readonly string[] }
  /** Updated while there was no page: load it again. */
  | { readonly _tag: 'BuildReadyReload'; readonly log: readonly string[] }
  | { readonly _tag: 'UpToDate'; readonly log: readonly string[] }
  | { readonly _tag: 'Error'; readonly message: string; readonly log: readonly string[] };

export type SyncEvent =
  | { readonly _tag: 'Log'; readonly line: string }
  | { readonly _tag: 'Finish'; readonly updated: boolean; readonly hadContent: boolean }
  | { readonly _tag: 'Failed'; readonly message: string }
  /** The page was loaded again after a build that had no page to update. */
  | { readonly _tag: 'Reloaded' }
  | { readonly _tag: 'Restart' };

export const initialSyncState: SyncState = { _tag: 'Checking' };

const logOf = (state: SyncState): readonly string[] => ('log' in state ? state.log : []);

export const syncReducer = (state: SyncState, event: SyncEvent): SyncState => {
  switch (event._tag) {
    case 'Log':
      return { _tag: 'Building', log: [...logOf(state), event.line] };
    case 'Finish':
      if (!event.updated) return { _tag: 'UpToDate', log: logOf(state) };
      return { _tag: event.hadContent ? 'BuildReady' : 'BuildReadyReload', log: logOf(state) };
    case 'Failed':
      return { _tag: 'Error', message: event.message, log: logOf(state) };
    case 'Reloaded':
      return state._tag === 'BuildReadyReload' ? { _tag: 'UpToDate', log: state.log } : state;
    case 'Restart':
      return initialSyncState;
  }
};

export type ReaderDisplay =
  | 'checking'
  | 'initial-build'
  | 'not-found'
  | 'stale-refreshing'
  | 'stale-ready'
  | 'stale-error'
  | 'fresh';

/** What the reader shows for the page load and the sync state (Backstage's display states). */
export const readerDisplay = (contentLoading: boolean, hasContent: boolean, sync: SyncState): ReaderDisplay => {
  if (contentLoading || sync._tag === 'BuildReadyReload') return 'checking';
  if (!hasContent && sync._tag === 'Checking') return 'checking';
  if (!hasContent && sync._tag === 'Building') return 'initial-build';
  if (!hasContent) return 'not-found';
  if (sync._tag === 'Building') return 'stale-refreshing';
  if (sync._tag === 'BuildReady') return 'stale-ready';
  if (sync._tag === 'Error') return 'stale-error';
  return 'fresh';
};
