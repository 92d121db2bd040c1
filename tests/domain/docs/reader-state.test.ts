import { initialSyncState, readerDisplay, syncReducer, type SyncEvent, type SyncState } from '../../../domain/docs/reader-state';

const run = (events: SyncEvent[]): SyncState => events.reduce(syncReducer, initialSyncState);

describe('docs reader state (the sync ends as updated or cached)', () => {
  it('collects log lines while building', () => {
    expect(run([{ _tag: 'Log', line: 'a' }, { _tag: 'Log', line: 'b' }])).toEqual({ _tag: 'Building', log: ['a', 'b'] });
  });

  it.each<[string, SyncEvent[], SyncState['_tag']]>([
    ['cached', [{ _tag: 'Finish', updated: false, hadContent: true }], 'UpToDate'],
    ['updated with a page shown', [{ _tag: 'Log', line: 'x' }, { _tag: 'Finish', updated: true, hadContent: true }], 'BuildReady'],
    ['updated without a page', [{ _tag: 'Finish', updated: true, hadContent: false }], 'BuildReadyReload'],
    ['an error event', [{ _tag: 'Failed', message: 'boom' }], 'Error'],
    ['a reload after building', [{ _tag: 'Finish', updated: true, hadContent: false }, { _tag: 'Reloaded' }], 'UpToDate'],
  ])('%s ends as %p', (_, events, tag) => {
    expect(run(events)._tag).toBe(tag);
  });

  it.each<[boolean, boolean, SyncState, string]>([
    [true, false, initialSyncState, 'checking'],
    [false, false, initialSyncState, 'checking'],
    [false, false, { _tag: 'Building', log: [] }, 'initial-build'],
    [false, false, { _tag: 'UpToDate', log: [] }, 'not-found'],
    [false, false, { _tag: 'Error', message: 'x', log: [] }, 'not-found'],
    [false, true, { _tag: 'BuildReadyReload', log: [] }, 'checking'],
    [false, true, initialSyncState, 'fresh'],
    [false, true, { _tag: 'Building', log: [] }, 'stale-refreshing'],
    [false, true, { _tag: 'BuildReady', log: [] }, 'stale-ready'],
    [false, true, { _tag: 'Error', message: 'x', log: [] }, 'stale-error'],
    [false, true, { _tag: 'UpToDate', log: [] }, 'fresh'],
  ])('loading %p, content %p, sync %j shows %p', (loading, content, sync, display) => {
    expect(readerDisplay(loading, content, sync)).toBe(display);
  });
});
