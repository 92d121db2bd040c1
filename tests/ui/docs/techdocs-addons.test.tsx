// Plugins' add-ons in the docs reader: each shows at its place, given the docs' entity and the page's content, with
// the config app.extensions gives it; a disabled one does not show, and one that fails stays in its own boundary.
import { screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { ThemeStore, ThemeStoreToken } from '../../../application/app/theme-store';
import { DocsSettingsSourceToken } from '../../../application/docs/docs-settings.port';
import type { DocsPageLocation, TechDocsGateway } from '../../../application/docs/techdocs-gateway.port';
import { TechDocsGatewayToken } from '../../../application/docs/techdocs-gateway.port';
import { TextSizeStore, TextSizeStoreToken } from '../../../application/docs/text-size.store';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../../../application/settings/feature-flags.store';
import type { BackendError } from '../../../application/shared/backend-error';
import { configurePlugins } from '../../../config/browser/extensions';
import type { Entity } from '../../../domain/catalog/entity';
import { DEFAULT_DOCS_SETTINGS } from '../../../domain/docs/docs-settings';
import { createPlugin } from '../../../plugin-api/create-plugin';
import { useExtensionConfig } from '../../../ui/app/extension-config';
import { TechDocsAddonLocations, TechDocsAddonsProvider, type TechDocsAddonProps } from '../../../ui/app/techdocs-addons';
import { DocsReaderPage } from '../../../ui/docs/docs-reader-page';
import { MemoryStore } from '../../application/settings/memory-store';
import { provide, renderView } from '../../support/render';
import { docsPageHtmlUrl, HOME_HTML, SECTIONS_HTML } from './docs-fixtures';

const STORAGE = 'http://backend.test/api/techdocs/static/docs';
const SITE = `${STORAGE}/default/component/payments/`;

const payments: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments', namespace: 'default' }, spec: { type: 'service', owner: 'team-a' } };

const gateway = (html = HOME_HTML): TechDocsGateway => ({
  getTechDocsMetadata: () => TE.right({ siteName: 'Payments Service', siteDescription: 'How the payments service works' }),
  getEntityMetadata: () => TE.right(payments),
  issueCookie: () => TE.right('2030-01-01T00:00:00Z'),
  sync: () => async () => E.right('cached' as const),
  locatePage: () => TE.right<BackendError, DocsPageLocation>({ siteRoot: SITE, pageDirectory: SITE, htmlUrl: docsPageHtmlUrl(SITE) }),
  getPageHtml: () => TE.right(html),
  getSiteText: () => TE.right(''),
  getSiteFile: () => TE.right({ contentType: 'image/svg+xml', bytes: new Uint8Array() }),
});

/** Says what it was given: the entity, the page, the content's first heading and its config. */
const Feedback = ({ entity, entityRef, page, contentElement }: TechDocsAddonProps) => {
  const config = useExtensionConfig();
  return (
    <p data-testid="feedback">
      {`Feedback on ${entity?.metadata.name ?? '…'} (${entityRef.kind}/${entityRef.name}) page '${page.title}' about '${contentElement?.querySelector('h1')?.textContent ?? ''}' to ${String(config['channel'] ?? 'nobody')}`}
    </p>
  );
};

const docsTools = createPlugin({
  id: 'docs-tools',
  techDocsAddons: [
    { name: 'feedback', location: TechDocsAddonLocations.Content, component: Feedback },
    { name: 'owner', location: TechDocsAddonLocations.SecondarySidebar, component: ({ entity }) => <p>{`Owned by ${String(entity?.spec?.['owner'] ?? '')}`}</p> },
    { name: 'badge', location: TechDocsAddonLocations.Subheader, component: () => <span>Reviewed</span> },
    { name: 'dyslexic-font', location: TechDocsAddonLocations.Settings, component: () => <span>Dyslexia-friendly font</span> },
    { name: 'apis-only', location: TechDocsAddonLocations.Subheader, when: (entity) => entity.kind === 'API', component: () => <span>API docs</span> },
    {
      name: 'broken',
      location: TechDocsAddonLocations.Subheader,
      component: () => {
        throw new Error('add-on failed');
      },
    },
  ],
});

const setup = (extensions: unknown[] = [], html = HOME_HTML) => {
  const configured = configurePlugins([docsTools], { app: { extensions } } as never);
  if (E.isLeft(configured)) throw new Error(configured.left);
  const store = new MemoryStore();
  return renderView(
    <TechDocsAddonsProvider plugins={configured.right}>
      <DocsReaderPage />
    </TechDocsAddonsProvider>,
    {
      route: '/docs/default/component/payments/',
      path: '/docs/:namespace/:kind/:name/*',
      services: [
        provide(TechDocsGatewayToken, gateway(html)),
        provide(DocsSettingsSourceToken, { load: () => T.of({ ...DEFAULT_DOCS_SETTINGS, builder: 'external' }) }),
        provide(TextSizeStoreToken, new TextSizeStore(store)),
        provide(FeatureFlagsStoreToken, new FeatureFlagsStore(store)),
        provide(ThemeStoreToken, new ThemeStore({ store, systemPrefersDark: () => false })),
      ],
    },
  );
};

describe("plugins' add-ons in the docs reader", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("show below the page with the docs' entity, the page and its content element, and the config app.extensions gives", async () => {
    setup([{ 'techdocs-addon:docs-tools/feedback': { config: { channel: '#docs' } } }]);
    await waitFor(() =>
      expect(screen.getByTestId('feedback')).toHaveTextContent("Feedback on payments (component/payments) page 'Overview - Payments Service' about 'Payments Service overview' to #docs"),
    );
    // Below the page's content, inside the page.
    expect(screen.getByTestId('feedback').closest('.portico-docs-page')).toContainElement(screen.getByTestId('docs-content'));
  });

  it('show in the toolbar, the settings menu and beside the page, under "On this page"; one that fails says so in its place alone', async () => {
    const view = setup([], SECTIONS_HTML);
    const toolbar = (await screen.findByText('Reviewed')).closest('.portico-docs-toolbar') as HTMLElement;
    expect(toolbar).not.toBeNull();
    expect(within(toolbar).getByText('Error in docs-tools')).toBeInTheDocument();
    const owner = await screen.findByText('Owned by team-a');
    const aside = owner.closest('.portico-docs-aside') as HTMLElement;
    expect(within(aside).getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    // Only for the entities its condition accepts.
    expect(screen.queryByText('API docs')).not.toBeInTheDocument();
    expect(screen.getByTestId('feedback')).toBeInTheDocument();
    expect(screen.queryByText('Dyslexia-friendly font')).not.toBeInTheDocument();
    await view.user.click(within(toolbar).getAllByRole('button', { name: 'Settings' })[0]!);
    expect(await screen.findByText('Dyslexia-friendly font')).toBeInTheDocument();
  });

  it('leave out one app.extensions disables, and keep "On this page" where it was without side add-ons', async () => {
    setup([{ 'techdocs-addon:docs-tools/feedback': false }, { 'techdocs-addon:docs-tools/owner': false }], SECTIONS_HTML);
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    expect(toc.parentElement).toHaveClass('portico-docs-body');
    expect(screen.queryByTestId('feedback')).not.toBeInTheDocument();
    expect(screen.queryByText(/Owned by/)).not.toBeInTheDocument();
  });
});
