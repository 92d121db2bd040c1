import { act, screen, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { SessionManagerToken } from '../../../application/app/session-manager';
import { EntityPresentationApiToken, type EntityPresentationApi } from '../../../application/catalog/entity-presentation.port';
import { listVisits, ListVisitsToken } from '../../../application/catalog/list-visits.use-case';
import { StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import { GetRandomJokeToken, type GetRandomJoke } from '../../../application/home/get-random-joke.use-case';
import { HomeSettingsSourceToken, type HomeSettingsSource } from '../../../application/home/home-settings.port';
import { LoadFeaturedDocsToken } from '../../../application/home/load-featured-docs.use-case';
import type { VisitsStore } from '../../../application/catalog/visits-store.port';
import type { JokeCategory } from '../../../domain/home/constants';
import { entityPresentation } from '../../../domain/catalog/presentation';
import { resolveHomeSettings, type HomeSettingsInput } from '../../../domain/home/home-settings';
import type { Visit } from '../../../domain/catalog/visits';
import HomePage from '../../../ui/home/home-page';
import { homePlugin } from '../../../config/browser/plugins/home';
import { PluginExtensionPoints } from '../../../ui/app/plugin-extension-points-context';
import { component } from '../../support/catalog/fake-catalog';
import { signedInSessions, starredOf } from '../../support/home/signed-in';
import { provide, renderView } from '../../support/render';

const USER = 'user:default/ada';
const NOW = Date.now();
const visits: Visit[] = [
  { id: '1', name: 'Payments Service', pathname: '/catalog/default/component/payments', entityRef: 'component:default/payments', hits: 7, timestamp: NOW - 3 * 3600_000 },
  { id: '2', name: 'Web Shop', pathname: '/catalog/default/component/web-shop', entityRef: 'component:default/web-shop', hits: 2, timestamp: NOW - 5 * 60_000 },
  { id: '3', name: 'Ledger', pathname: '/catalog/default/component/ledger', hits: 1, timestamp: NOW - 2 * 24 * 3600_000 },
];
const visitsStore: VisitsStore = { get: () => visits, set: () => undefined } as unknown as VisitsStore;

const presentations: EntityPresentationApi = {
  forEntity: (ref) => {
    const known: Record<string, ReturnType<typeof component>> = { 'component:default/payments': component('payments', { metadata: { title: 'Payments Service' }, spec: { type: 'service' } }) };
    const snapshot = entityPresentation(ref as string);
    const entity = known[ref as string];
    // The same object when nothing new is known: no update after the test has looked.
    return { snapshot, promise: Promise.resolve(entity ? entityPresentation(entity) : snapshot) };
  },
};

const render = ({ config, jokes = [] }: { config?: HomeSettingsInput; jokes?: JokeCategory[] } = {}) => {
  const getJoke: GetRandomJoke = (category) => {
    jokes.push(category);
    return TE.right({
      joke: { setup: `A ${category} setup #${jokes.length}`, punchline: 'The punchline', type: category },
      source: category === 'dad' ? 'offline' : 'online',
    });
  };
  const settings: HomeSettingsSource = { load: () => TE.right(resolveHomeSettings(config)) };
  // The widgets are the home plugin's, as the shell gives them.
  return renderView(<PluginExtensionPoints plugins={[homePlugin]}><HomePage /></PluginExtensionPoints>, {
    services: [
      provide(SessionManagerToken, signedInSessions(USER)),
      provide(StarredEntitiesToken, starredOf(USER, ['component:default/payments', 'api:default/payments-api'])),
      provide(ListVisitsToken, listVisits({ store: visitsStore, currentUserRef: () => USER })),
      provide(EntityPresentationApiToken, presentations),
      provide(GetRandomJokeToken, getJoke),
      provide(HomeSettingsSourceToken, settings),
      provide(LoadFeaturedDocsToken, () =>
        TE.right([component('payments', { metadata: { title: 'Payments Service', description: 'Authorises payments.' } }), component('web-shop')]),
      ),
    ],
  });
};

const setup = async (options: Parameters<typeof render>[0] = {}) => {
  const view = render(options);
  // Settle what loads on its own: the starred entity's title, the featured docs and the joke.
  // The widgets' code loads first (the portal loads it with the page's).
  await within(await screen.findByRole('region', { name: 'Your Starred Entities' })).findByRole('link', { name: 'Payments Service' });
  await within(screen.getByRole('region', { name: 'Featured Docs' })).findAllByRole('link', { name: 'Payments Service' });
  await screen.findByRole('region', { name: 'Random Joke' });
  return view;
};

describe('the home plugin', () => {
  it('mounts the home page at /', () => {
    expect(homePlugin.routes.map((route) => route.path)).toEqual(['/']);
  });
});

describe('HomePage', () => {
  it('greets the user by time of day and shows the company logo and the world clock', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: /^(Good morning|Good afternoon|Good evening|Get some rest), ada$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Company logo' })).toBeInTheDocument();
    const clocks = screen.getByRole('list', { name: 'World Clock' });
    expect(within(clocks).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['UTC', 'New York', 'London', 'Tokyo']);
    expect(within(clocks).getAllByRole('listitem')[0]).toHaveTextContent(/UTC\d{2}:\d{2}/);
  });

  it('lists the starred entities with their titles; unstarring removes one', async () => {
    const { user } = await setup();
    const card = screen.getByRole('region', { name: 'Your Starred Entities' });
    expect(await within(card).findByRole('link', { name: 'Payments Service' })).toHaveAttribute('href', '/catalog/default/component/payments');
    expect(within(card).getByRole('link', { name: 'payments-api' })).toBeInTheDocument();
    // Names and details are read; the reference is in the tooltip only.
    expect(within(card).getByRole('link', { name: 'Payments Service' })).toHaveAttribute('title', 'component:default/payments');
    expect(within(card).getByText('service')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('component:default/payments');
    await user.click(within(card).getByRole('button', { name: 'Remove Payments Service from starred entities' }));
    expect(within(card).queryByRole('link', { name: 'Payments Service' })).toBeNull();
  });

  it('shows top visited by hits and recently visited by time', async () => {
    await setup();
    const top = screen.getByRole('region', { name: 'Top Visited' });
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Payments Service7 visits', 'Web Shop2 visits', 'Ledger1 visit']);
    const recent = screen.getByRole('region', { name: 'Recently Visited' });
    expect(within(recent).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Web Shop5 minutes ago', 'Payments Service3 hours ago', 'Ledger2 days ago']);
    expect(within(recent).getByRole('link', { name: 'Web Shop' })).toHaveAttribute('href', '/catalog/default/component/web-shop');
  });

  it('lists featured docs linking to their documentation', async () => {
    await setup();
    const docs = screen.getByRole('region', { name: 'Featured Docs' });
    expect(await within(docs).findByRole('link', { name: 'Payments Service' })).toHaveAttribute('href', '/docs/default/component/payments/');
    expect(within(docs).getByText('Authorises payments.')).toBeInTheDocument();
    expect(within(docs).getByRole('link', { name: 'View all docs' })).toHaveAttribute('href', '/docs');
  });

  it('shows the toolkit and quick start links', async () => {
    await setup();
    const toolkit = screen.getByRole('region', { name: 'Toolkit' });
    expect(within(toolkit).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Catalog', '/catalog'],
      ['Create', '/create'],
      ['Docs', '/docs'],
      ['APIs', '/api-docs'],
      ['Search', '/search'],
      ['Settings', '/settings'],
    ]);
    const quickStart = screen.getByRole('region', { name: 'Quick Start' });
    expect(within(quickStart).getByRole('link', { name: 'Register a component' })).toHaveAttribute('href', '/catalog-import');
  });

  it('tells a joke of the configured category, the punchline on demand, another on request', async () => {
    const jokes: JokeCategory[] = [];
    const { user } = await setup({ config: { randomJoke: { defaultCategory: 'programming' } }, jokes });
    const card = await screen.findByRole('region', { name: 'Random Joke' });
    expect(await within(card).findByText('A programming setup #1')).toBeInTheDocument();
    expect(within(card).queryByText('The punchline')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Show the punchline' }));
    expect(within(card).getByText('The punchline')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Another one' }));
    expect(await within(card).findByText('A programming setup #2')).toBeInTheDocument();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Category' }), 'dad');
    expect(await within(card).findByText('A dad setup #3')).toBeInTheDocument();
    expect(within(card).getByText('From the bundled joke list: the joke service could not be reached.')).toBeInTheDocument();
    expect(jokes).toEqual(['programming', 'programming', 'dad']);
  });

  it('uses the configured toolkit, clocks and logo', async () => {
    await setup({
      config: {
        toolkit: [{ label: 'Grafana', url: 'https://grafana.example.com', icon: 'chart' }],
        worldClock: [{ label: 'Paris', timeZone: 'Europe/Paris' }],
        companyLogo: { url: 'https://example.com/logo.svg', alt: 'Example Corp' },
      },
    });
    expect(await screen.findByRole('img', { name: 'Example Corp' })).toHaveAttribute('src', 'https://example.com/logo.svg');
    const toolkit = screen.getByRole('region', { name: 'Toolkit' });
    expect(within(toolkit).getByRole('link', { name: 'Grafana' })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('list', { name: 'World Clock' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names the signed-in user and what they own through, references in tooltips', async () => {
    await setup();
    const user = screen.getByTestId('identity-user-ref');
    expect(user).toHaveTextContent(/^ada$/);
    expect(user).toHaveAttribute('title', USER);
    const card = screen.getByRole('region', { name: 'Your identity' });
    expect(within(card).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/catalog/default/user/ada');
    expect(card).not.toHaveTextContent('user:default/ada');
  });

  it('ticks the world clock every second', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1, 10, 59, 59) });
    try {
      render({ config: { worldClock: [{ label: 'UTC', timeZone: 'UTC' }] } });
      // Let the loaded titles and settings arrive (promises are not faked).
      await act(async () => undefined);
      const clock = () => within(screen.getByRole('list', { name: 'World Clock' })).getAllByRole('listitem')[0];
      expect(clock()).toHaveTextContent('10:59');
      act(() => jest.advanceTimersByTime(1000));
      expect(clock()).toHaveTextContent('11:00');
    } finally {
      jest.useRealTimers();
    }
  });
});
