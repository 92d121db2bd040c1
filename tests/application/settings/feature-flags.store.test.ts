import { FeatureFlagsStore } from '../../../application/settings/feature-flags.store';
import { MemoryStore } from './memory-store';

describe('FeatureFlagsStore (persisted in local storage, only active ones stored)', () => {
  it('stores only the active flags, under featureFlags, and tells subscribers', () => {
    const store = new MemoryStore();
    const flags = new FeatureFlagsStore(store);
    const seen: boolean[] = [];
    flags.subscribe(() => seen.push(flags.isActive('techdocs-wide-content')));
    flags.set('techdocs-wide-content', true);
    flags.set('command-palette-show-refs', true);
    expect(store.get('featureFlags')).toBe('["command-palette-show-refs","techdocs-wide-content"]');
    flags.set('command-palette-show-refs', false);
    expect(store.get('featureFlags')).toBe('["techdocs-wide-content"]');
    flags.set('techdocs-wide-content', true);
    flags.set('techdocs-wide-content', false);
    expect(store.get('featureFlags')).toBeNull();
    expect(seen).toEqual([true, true, true, false]);
  });

  it('reads what a previous visit stored, also in Backstage’s own format', () => {
    expect(new FeatureFlagsStore(new MemoryStore({ featureFlags: '["techdocs-wide-content"]' })).isActive('techdocs-wide-content')).toBe(true);
    expect(new FeatureFlagsStore(new MemoryStore({ featureFlags: '{"techdocs-wide-content":1,"other-flag":0}' })).getActive()).toEqual(new Set(['techdocs-wide-content']));
  });

  it('reports an unreadable stored value and starts with no active flag', () => {
    const reported: string[] = [];
    const flags = new FeatureFlagsStore(new MemoryStore({ featureFlags: '{broken' }), (message) => reported.push(message));
    expect(flags.getActive().size).toBe(0);
    expect(reported).toEqual(['Error when parsing JSON config from storage for: featureFlags']);
  });
});
