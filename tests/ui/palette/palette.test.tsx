import { screen, waitFor, within } from '@testing-library/react';
import { DocumentIcon, SearchIcon } from '@blueprintjs/icons';
import * as TE from 'fp-ts/TaskEither';
import { ThemeStore, ThemeStoreToken } from '../../../application/app/theme-store';
import type { EntityFinder } from '../../../application/search/entity-finder.port';
import { EntityFinderToken } from '../../../application/search/entity-finder.port';
import { PaletteRecents, PaletteRecentsToken } from '../../../application/search/palette-recents';
import { SearchEngineToken, type SearchEngine } from '../../../application/search/search-engine.port';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../../../application/settings/feature-flags.store';
import type { Entity } from '../../../domain/catalog/entity';
import type { PortalPlugin } from '../../../ui/app/plugin';
import { PaletteLauncher } from '../../../ui/palette/palette-launcher';
import { MemoryStore } from '../../application/settings/memory-store';
import { provide, renderView } from '../../support/render';

const payments: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', namespace: 'default', title: 'Payments Service' },
  spec: { type: 'service' },
};

const plugins: PortalPlugin[] = [
  { id: 'search', routes: [], sidebar: [{ id: 'search', label: 'Search', to: '/search', icon: <SearchIcon /> }] },
  { id: 'techdocs', routes: [], sidebar: [{ id: 'docs', label: 'Docs', to: '/docs', icon: <DocumentIcon /> }] },
];

const ledgerEntity = (name: string, title: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, namespace: 'default', title },
  spec: { type: 'service' },
});

const setup = (store = new MemoryStore()) => {
  const finderTerms: string[] = [];
  const found = (term: string): Entity[] =>
    term.toLowerCase().startsWith('pay')
      ? [payments]
      : term.toLowerCase() === 'ledger'
        ? [ledgerEntity('ledger-service', 'Ledger Service'), ledgerEntity('ledger', 'Ledger')]
        : [];
  const finder: EntityFinder = { find: (term) => (finderTerms.push(term), TE.right(found(term))) };
  const engine: SearchEngine = {
    query: (query) =>
      TE.right({
        results: query.term.startsWith('run')
          ? [{ type: 'techdocs', document: { title: 'Runbook', text: '', location: '/docs/default/component/payments/runbook/', fields: { entityTitle: 'Payments Service' } } }]
          : [],
      }),
  };
  const themes = new ThemeStore({ store, systemPrefersDark: () => false });
  const view = renderView(<PaletteLauncher plugins={() => plugins} />, {
    services: [
      provide(ThemeStoreToken, themes),
      provide(PaletteRecentsToken, new PaletteRecents(store)),
      provide(EntityFinderToken, finder),
      provide(SearchEngineToken, engine),
      provide(FeatureFlagsStoreToken, new FeatureFlagsStore(store)),
    ],
  });
  return { ...view, themes, finderTerms, store };
};

const open = async (user: ReturnType<typeof setup>['user']) => {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Command palette' });
};

const activeOption = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

describe('command palette', () => {
  it('opens on Ctrl+K as a combobox whose listbox offers pages and actions', async () => {
    const view = setup();
    const input = await open(view.user);
    expect(input).toHaveFocus();
    const listbox = screen.getByRole('listbox', { name: 'Command palette' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Home'), expect.stringContaining('Search'), expect.stringContaining('Docs'), expect.stringContaining('Register existing component'), expect.stringContaining('Create from template')]),
    );
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to an entity by keyboard alone, and offers it first next time', async () => {
    const view = setup();
    const input = await open(view.user);
    await view.user.type(input, 'pay');
    const option = await screen.findByRole('option', { name: /Payments Service/ });
    expect(within(screen.getByRole('group', { name: 'Entities' })).getByRole('option', { name: /Payments Service/ })).toBe(option);
    await waitFor(() => expect(activeOption(input)).toBe(option));
    await view.user.keyboard('{Enter}');
    expect(view.location().pathname).toBe('/catalog/default/component/payments');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(view.finderTerms).toEqual(['pay']);

    const again = await open(view.user);
    const recent = screen.getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Payments Service/ })).toBe(activeOption(again));
  });

  it('moves with the arrow keys, wrapping around, and finds documents of the search backend', async () => {
    const view = setup();
    const input = await open(view.user);
    await view.user.type(input, 'run');
    const runbook = await screen.findByRole('option', { name: /Runbook/ });
    const options = () => screen.getAllByRole('option');
    await waitFor(() => expect(activeOption(input)).toBe(options()[0]));
    await view.user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe(options()[options().length - 1]);
    await view.user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(runbook);
    await view.user.keyboard('{Enter}');
    expect(view.location().pathname).toBe('/docs/default/component/payments/runbook/');
  });

  it('runs the toggle theme action', async () => {
    const view = setup();
    const input = await open(view.user);
    await view.user.type(input, 'theme');
    await waitFor(() => expect(activeOption(input)).toHaveTextContent('Toggle light/dark theme'));
    await view.user.keyboard('{Enter}');
    expect(view.themes.getActive().variant).toBe('dark');
    expect(view.location().pathname).toBe('/');
  });

  it('closes with Escape and says when nothing matches', async () => {
    const view = setup();
    const input = await open(view.user);
    await view.user.type(input, 'zzzz');
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('offers an exact match first, above a longer title the catalog answered first', async () => {
    const view = setup();
    const input = await open(view.user);
    await view.user.type(input, 'ledger');
    const entities = await screen.findByRole('group', { name: 'Entities' });
    await waitFor(() => expect(within(entities).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^Ledger(?! Service)/), expect.stringMatching(/^Ledger Service/)]));
    await waitFor(() => expect(activeOption(input)).toHaveTextContent(/^Ledger(?! Service)/));
    await view.user.keyboard('{Enter}');
    expect(view.location().pathname).toBe('/catalog/default/component/ledger');
  });
});
