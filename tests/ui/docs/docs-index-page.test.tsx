import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { DocsEntityListerToken } from '../../../application/docs/docs-entities.port';
import { DocsSettingsSourceToken } from '../../../application/docs/docs-settings.port';
import { TechDocsGatewayToken, type TechDocsGateway } from '../../../application/docs/techdocs-gateway.port';
import type { BackendError } from '../../../application/shared/backend-error';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import type { Entity } from '../../../domain/catalog/entity';
import { DEFAULT_DOCS_SETTINGS } from '../../../domain/docs/docs-settings';
import { DocsIndexPage } from '../../../ui/docs/docs-index-page';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from '../../application/app/auth-fakes';
import { MemoryStore } from '../../application/settings/memory-store';
import { provide, renderView } from '../../support/render';

const entity = (name: string, title: string, owner: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, namespace: 'default', title, annotations: { 'backstage.io/techdocs-ref': 'dir:.' } },
  spec: { type: 'service', owner },
});

/** The docs backend as far as the index asks it: the cookie call, which tells whether it has a docs plugin. */
const docsBackend = (cookie: E.Either<BackendError, string>): Partial<TechDocsGateway> => ({ issueCookie: () => TE.fromEither(cookie) });
const installed = docsBackend(E.right('2030-01-01T00:00:00.000Z'));

const setup = async (answer: E.Either<{ _tag: 'Transport'; message: string }, readonly Entity[]>, gateway = installed) => {
  const store = new MemoryStore({ [STORAGE_KEYS.signInProvider]: 'guest' });
  const sessions = new SessionManager({ connector: new FakeAuthConnector([E.right(authSession('t', { ref: 'user:default/ada' }))]), login: new FakeInteractiveLogin(store), store, now: () => 0 });
  await sessions.restore();
  return renderView(<DocsIndexPage />, {
    services: [
      provide(DocsEntityListerToken, { listEntitiesWithDocs: () => TE.fromEither(answer) }),
      provide(DocsSettingsSourceToken, { load: () => T.of(DEFAULT_DOCS_SETTINGS) }),
      provide(SessionManagerToken, sessions),
      provide(TechDocsGatewayToken, gateway as TechDocsGateway),
    ],
  });
};

describe('DocsIndexPage', () => {
  it('lists the entities with docs, linking to the reader, and narrows to owned ones', async () => {
    const view = await setup(E.right([entity('web-shop', 'Web Shop', 'team-b'), entity('payments', 'Payments Service', 'team-a')]));
    const table = await screen.findByRole('table', { name: 'Documentation' });
    expect(within(table).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/docs')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Payments Service', '/docs/default/component/payments/'],
      ['Web Shop', '/docs/default/component/web-shop/'],
    ]);
    await view.user.click(screen.getByRole('radio', { name: 'Owned' }));
    expect(within(table).queryByRole('link', { name: 'Web Shop' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Payments Service' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'All' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Filter' }), 'shop');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says when the backend has no docs plugin, and still lists the entities from the catalog', async () => {
    const missing = docsBackend(E.left({ _tag: 'PluginMissing', pluginId: 'techdocs', message: 'The TechDocs backend plugin is not installed on this Backstage backend' }));
    await setup(E.right([entity('payments', 'Payments Service', 'team-a')]), missing);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The TechDocs backend plugin is not installed on this Backstage backend');
    expect(alert).toHaveTextContent('The entities with docs are listed from the catalog, but their sites cannot open until it is installed.');
    expect(alert).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-techdocs-backend.');
    expect(within(screen.getByRole('table', { name: 'Documentation' })).getByRole('link', { name: 'Payments Service' })).toBeInTheDocument();
  });

  it('shows no notice when the backend has the docs plugin', async () => {
    await setup(E.right([entity('payments', 'Payments Service', 'team-a')]));
    await screen.findByRole('table', { name: 'Documentation' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    await setup(E.left({ _tag: 'Transport', message: 'connection refused' }));
    expect(await screen.findByText('Could not load the documentation list')).toBeInTheDocument();
    expect(screen.getByText('connection refused')).toBeInTheDocument();
  });
});
