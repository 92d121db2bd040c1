// A plugin's widget on the home page, beside the built-in ones, as app.extensions leaves it.
import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { SessionManagerToken } from '../../../application/app/session-manager';
import { EntityPresentationApiToken } from '../../../application/catalog/entity-presentation.port';
import { listVisits, ListVisitsToken } from '../../../application/catalog/list-visits.use-case';
import { StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import type { VisitsStore } from '../../../application/catalog/visits-store.port';
import { GetRandomJokeToken } from '../../../application/home/get-random-joke.use-case';
import { HomeSettingsSourceToken } from '../../../application/home/home-settings.port';
import { LoadFeaturedDocsToken } from '../../../application/home/load-featured-docs.use-case';
import { configurePlugins } from '../../../config/browser/extensions';
import { entityPresentation } from '../../../domain/catalog/presentation';
import { resolveHomeSettings } from '../../../domain/home/home-settings';
import { createPlugin, useExtensionConfig } from '../../../plugin-api';
import { PluginExtensionPoints } from '../../../ui/app/plugin-extension-points-context';
import type { PortalPlugin } from '../../../ui/app/plugin';
import HomePage from '../../../ui/home/home-page';
import { homePlugin } from '../../../config/browser/plugins/home';
import { signedInSessions, starredOf } from '../../support/home/signed-in';
import { provide, renderView } from '../../support/render';

/** The widget's content: who is on call for the rota its config names. */
const OnCallNow = () => {
  const rota = useExtensionConfig()['rota'] ?? 'payments';
  return <p>Pat Example is on call for {String(rota)}</p>;
};

const onCallPlugin = createPlugin({
  id: 'on-call',
  homeWidgets: [{ id: 'on-call-now', title: 'On call now', load: async () => ({ default: OnCallNow }) }],
});

function Exploding(): never {
  throw new Error('The widget blew up');
}

const services = [
  provide(SessionManagerToken, signedInSessions()),
  provide(StarredEntitiesToken, starredOf()),
  provide(ListVisitsToken, listVisits({ store: { get: () => [], set: () => undefined } as unknown as VisitsStore, currentUserRef: () => 'user:default/ada' })),
  provide(EntityPresentationApiToken, { forEntity: (ref) => ({ snapshot: entityPresentation(ref as string), promise: Promise.resolve(entityPresentation(ref as string)) }) }),
  provide(GetRandomJokeToken, () => TE.right({ joke: { setup: 'A setup', punchline: 'A punchline', type: 'any' }, source: 'online' as const })),
  provide(HomeSettingsSourceToken, { load: () => TE.right(resolveHomeSettings(undefined)) }),
  provide(LoadFeaturedDocsToken, () => TE.right([])),
];

/** The home page with the home plugin's widgets and the given plugins', configured by `extensions` as the shell does. */
const renderHome = async (extensions: unknown[] = [], plugins: readonly PortalPlugin[] = [homePlugin, onCallPlugin]) => {
  const configured = configurePlugins(plugins, { app: { extensions } } as never);
  if (E.isLeft(configured)) throw new Error(configured.left);
  const view = renderView(
    <PluginExtensionPoints plugins={configured.right}>
      <HomePage />
    </PluginExtensionPoints>,
    { services },
  );
  // The built-in widgets' code loads first (the portal loads it with the page's).
  await screen.findByRole('region', { name: 'Quick Start' });
  return view;
};

/** The widgets' titles, in the order the home page shows them. */
const widgetTitles = (): string[] =>
  within(document.querySelector<HTMLElement>('.portico-home__grid')!)
    .getAllByRole('region')
    .map((region) => within(region).getAllByRole('heading')[0]!.textContent ?? '');

describe("a plugin's home page widget", () => {
  it('shows beside the built-in widgets, after them, its content in a card with its title', async () => {
    await renderHome();
    const widget = await screen.findByRole('region', { name: 'On call now' });
    expect(await within(widget).findByText('Pat Example is on call for payments')).toBeInTheDocument();
    expect(widgetTitles()).toEqual([
      'Your Starred Entities',
      'Top Visited',
      'Recently Visited',
      'Featured Docs',
      'Toolkit',
      'Quick Start',
      'Random Joke',
      'Signed in',
      'On call now',
    ]);
  });

  it('is not shown when app.extensions disables it, nor is a built-in widget it disables', async () => {
    await renderHome([{ 'home-page-widget:on-call/on-call-now': false }, { 'home-page-widget:home/random-joke': { disabled: true } }]);
    expect(screen.queryByRole('region', { name: 'On call now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Random Joke' })).not.toBeInTheDocument();
    expect(widgetTitles()).toEqual(['Your Starred Entities', 'Top Visited', 'Recently Visited', 'Featured Docs', 'Toolkit', 'Quick Start', 'Signed in']);
  });

  it('moves, takes another title and reads its config as app.extensions says; a built-in widget is retitled and moved too', async () => {
    await renderHome([
      { 'home-page-widget:on-call/on-call-now': { order: -1, title: 'Who is on call', config: { rota: 'ledger' } } },
      { 'home-page-widget:home/toolkit': { title: 'Tools', order: 5 } },
    ]);
    const widget = await screen.findByRole('region', { name: 'Who is on call' });
    expect(await within(widget).findByText('Pat Example is on call for ledger')).toBeInTheDocument();
    expect(widgetTitles().slice(0, 4)).toEqual(['Who is on call', 'Your Starred Entities', 'Tools', 'Top Visited']);
  });

  it('that throws shows its error in its own place while the other widgets work', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createPlugin({ id: 'broken-widgets', homeWidgets: [{ id: 'exploding', title: 'Exploding', render: () => <Exploding /> }] });
    await renderHome([], [homePlugin, broken, onCallPlugin]);
    expect(await screen.findByText('Error in broken-widgets')).toBeInTheDocument();
    expect(await screen.findByText('Pat Example is on call for payments')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Toolkit' })).toBeInTheDocument();
  });
});
