import { act, screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { ReactElement } from 'react';
import { SearchEngineToken, type SearchEngine } from '../../../application/search/search-engine.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import { configurePlugins } from '../../../config/browser/extensions';
import type { SearchResult } from '../../../domain/search/query';
import { createPlugin } from '../../../plugin-api/create-plugin';
import type { SearchResultItemProps } from '../../../plugin-api/extension-points';
import { useExtensionConfig } from '../../../ui/app/extension-config';
import { ExtensionPointsProvider, extensionPointsOf } from '../../../ui/app/extension-points';
import type { PortalPlugin } from '../../../ui/app/plugin';
import { SearchModal } from '../../../ui/search/search-modal';
import { SearchPage } from '../../../ui/search/search-page';
import { searchPlugin } from '../../../config/browser/plugins/search';
import { provide, renderView } from '../../support/render';

const incident: SearchResult = {
  type: 'acme-incidents',
  document: { title: 'Payments outage', text: 'Card payments failed for 12 minutes', location: '/incidents/42', fields: { severity: 'SEV2' } },
};
const component: SearchResult = {
  type: 'software-catalog',
  document: { title: 'Payments Service', text: 'Takes card payments', location: '/catalog/default/component/payments', fields: { kind: 'Component' } },
};

/** A company's rendering of its incidents: the severity first, a link only on the search page. */
const IncidentResult = ({ result, inDialog }: SearchResultItemProps) => {
  const config = useExtensionConfig();
  const title = `${result.document.fields['severity']} ${config['prefix'] ?? ''}${result.document.title}`;
  return inDialog ? (
    <span>{title}</span>
  ) : (
    <article aria-label="incident">
      <a href={result.document.location}>{title}</a>
    </article>
  );
};

const acme = createPlugin({ id: 'acme', searchResultItems: [{ type: 'acme-incidents', load: async () => ({ default: IncidentResult }) }] });

const engine: SearchEngine = {
  query: (query) => TE.right(query.pageLimit === 0 ? { results: [], numberOfResults: 2 } : { results: [incident, component], numberOfResults: 2 }),
};

const render = (view: ReactElement, extensions: unknown[] = []) => {
  const configured = configurePlugins([searchPlugin, acme], { app: { extensions } } as never);
  if (E.isLeft(configured)) throw new Error(configured.left);
  const plugins: readonly PortalPlugin[] = configured.right;
  return renderView(<ExtensionPointsProvider value={extensionPointsOf(plugins)}>{view}</ExtensionPointsProvider>, {
    route: '/search?query=payments',
    userOptions: { advanceTimers: jest.advanceTimersByTime },
    services: [provide(SearchEngineToken, engine), provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter: 'accordion' as const }) })],
  });
};

describe("a plugin's search result renderer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('draws the results of its type on the search page, with its config; the others render as before', async () => {
    render(<SearchPage />, [{ 'search-result-list-item:acme/acme-incidents': { config: { prefix: 'Incident: ' } } }]);
    const drawn = await screen.findByRole('article', { name: 'incident' });
    expect(within(drawn).getByRole('link', { name: 'SEV2 Incident: Payments outage' })).toHaveAttribute('href', '/incidents/42');
    expect(await screen.findByRole('link', { name: /Payments Service/ })).toHaveAttribute('href', '/catalog/default/component/payments');
  });

  it('draws them as options in the search dialog', async () => {
    const view = render(<SearchModal isOpen onClose={() => undefined} />);
    await view.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'payments');
    act(() => jest.advanceTimersByTime(200));
    const option = await screen.findByRole('option', { name: /SEV2 Payments outage/ });
    expect(within(option).queryByRole('link')).toBeNull();
    expect(await screen.findByRole('option', { name: /Payments Service/ })).toBeInTheDocument();
  });

  it('gives way to the default rendering when app.extensions disables it', async () => {
    render(<SearchPage />, [{ 'search-result-list-item:acme/acme-incidents': false }]);
    expect(await screen.findByRole('link', { name: /Payments outage/ })).toHaveAttribute('href', '/incidents/42');
    expect(screen.queryByRole('article', { name: 'incident' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Payments outage' })).toBeInTheDocument();
  });
});
