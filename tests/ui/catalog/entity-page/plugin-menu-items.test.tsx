// A plugin's item in the entity page's context menu, beside the page's own, as app.extensions leaves it.
import { screen, waitFor } from '@testing-library/react';
import { PhoneIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { AlertPosterToken } from '../../../../application/app/alerts.port';
import { SessionManagerToken } from '../../../../application/app/session-manager';
import { LoadEntityPageToken } from '../../../../application/catalog/load-entity-page.use-case';
import { LoadProcessingErrorsToken } from '../../../../application/catalog/processing-errors.use-case';
import { RecordVisitToken } from '../../../../application/catalog/record-visit.use-case';
import { RefreshEntityToken } from '../../../../application/catalog/refresh-entity.use-case';
import { RelationWarningToken } from '../../../../application/catalog/relation-warning.use-case';
import { StarredEntitiesToken } from '../../../../application/catalog/starred-entities.use-case';
import { UnregisterEntityToken } from '../../../../application/catalog/unregister-entity.use-case';
import { CheckPermissionToken } from '../../../../application/permission/check-permission.use-case';
import { configurePlugins } from '../../../../config/browser/extensions';
import type { Entity } from '../../../../domain/catalog/entity';
import { ALLOW } from '../../../../domain/permission/decision';
import { createPlugin, whenAnnotated } from '../../../../plugin-api';
import { PluginExtensionPoints } from '../../../../ui/app/plugin-extension-points-context';
import { catalogPlugin } from '../../../../config/browser/plugins/catalog';
import { EntityPage } from '../../../../ui/catalog/entity-page/entity-page';
import { component } from '../../../support/catalog/fake-catalog';
import { signedInSessions, starredOf } from '../../../support/home/signed-in';
import { provide, renderView } from '../../../support/render';

const onRota = component('payments', { metadata: { annotations: { 'acme.com/on-call-rota': 'payments-primary' } } });
const offRota = component('payments');

const pageOnCall = jest.fn<void, [Entity]>();
const onCallPlugin = createPlugin({
  id: 'on-call',
  entityContextMenuItems: [
    { id: 'page-on-call', title: 'Page the on-call engineer', icon: <PhoneIcon />, when: whenAnnotated('acme.com/on-call-rota'), onSelect: pageOnCall },
    { id: 'rota', title: 'Open the rota', href: (entity) => `/on-call/${entity.metadata.name}` },
  ],
});

const alerts: string[] = [];

const services = (entity: Entity) => [
  provide(LoadEntityPageToken, () => TE.right({ _tag: 'Found' as const, entity })),
  provide(RecordVisitToken, () => undefined),
  provide(RefreshEntityToken, () => TE.right(undefined)),
  provide(UnregisterEntityToken, { initialState: () => ({ type: 'loading' }), loadState: () => T.of({ type: 'only-delete' }), unregisterLocation: () => TE.right(undefined), deleteEntity: () => TE.right(undefined) }),
  provide(LoadProcessingErrorsToken, () => TE.right([])),
  provide(RelationWarningToken, () => TE.right([])),
  provide(AlertPosterToken, { post: (alert) => void alerts.push(alert.message) }),
  provide(CheckPermissionToken, () => TE.right(ALLOW)),
  provide(SessionManagerToken, signedInSessions()),
  provide(StarredEntitiesToken, starredOf()),
];

/** The entity page with the catalog's and the on-call plugin's menu items, configured by `extensions` as the shell does. */
const renderEntityPage = async (entity: Entity, extensions: unknown[] = []) => {
  const configured = configurePlugins([catalogPlugin, onCallPlugin], { app: { extensions } } as never);
  if (E.isLeft(configured)) throw new Error(configured.left);
  const view = renderView(
    <PluginExtensionPoints plugins={configured.right}>
      <EntityPage />
    </PluginExtensionPoints>,
    { route: '/catalog/default/component/payments', path: '/catalog/:namespace/:kind/:name/*', services: services(entity) },
  );
  const trigger = await screen.findByRole('button', { name: 'More actions' });
  return { ...view, trigger };
};

/** Opens the menu from the keyboard, as someone without a mouse does; resolves once its first item has focus. */
const openByKeyboard = async (view: Awaited<ReturnType<typeof renderEntityPage>>) => {
  view.trigger.focus();
  await view.user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
};

const itemTitles = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  pageOnCall.mockClear();
  alerts.length = 0;
});

describe("a plugin's entity context-menu item", () => {
  it('shows after the page\'s own items where its condition holds, and not where it does not', async () => {
    const view = await renderEntityPage(onRota);
    await openByKeyboard(view);
    expect(itemTitles()).toEqual(['Unregister entity', 'Inspect entity', 'Copy entity URL', 'Schedule entity refresh', 'Page the on-call engineer', 'Open the rota']);
    view.unmount();

    const other = await renderEntityPage(offRota);
    await openByKeyboard(other);
    expect(itemTitles()).toEqual(['Unregister entity', 'Inspect entity', 'Copy entity URL', 'Schedule entity refresh', 'Open the rota']);
  });

  it('is chosen with the arrow keys and Enter: its action runs with the entity once the menu has closed', async () => {
    const view = await renderEntityPage(onRota);
    await openByKeyboard(view);
    await view.user.keyboard('{End}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Page the on-call engineer' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(pageOnCall).toHaveBeenCalledTimes(1));
    expect(pageOnCall.mock.calls[0]![0].metadata.name).toBe('payments');
    expect(view.trigger).toHaveFocus();
  });

  it('leads to the path its href gives for the entity', async () => {
    // The test mounts the entity page alone: the router has no page at the path it leads to.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await renderEntityPage(offRota);
    await openByKeyboard(view);
    await view.user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Open the rota' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.location().pathname).toBe('/on-call/payments'));
  });

  it('is retitled, moved and re-conditioned by app.extensions, and a built-in item disabled', async () => {
    const view = await renderEntityPage(offRota, [
      { 'entity-context-menu-item:on-call/page-on-call': { title: 'Page on call', order: -1, when: { isKind: 'component' } } },
      { 'entity-context-menu-item:catalog/copy-entity-url': false },
    ]);
    await openByKeyboard(view);
    expect(itemTitles()).toEqual(['Page on call', 'Unregister entity', 'Inspect entity', 'Schedule entity refresh', 'Open the rota']);
    expect(screen.getByRole('menuitem', { name: 'Page on call' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(pageOnCall).toHaveBeenCalledTimes(1));
  });
});

describe("the entity page's own menu items, as the catalog plugin's extensions", () => {
  it('copy the URL, schedule a refresh and open the inspect dialog from the keyboard', async () => {
    const view = await renderEntityPage(offRota);
    await openByKeyboard(view);
    await view.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(alerts).toEqual(['Copied!']));
    await openByKeyboard(view);
    await view.user.keyboard('{End}{ArrowUp}{Enter}');
    await waitFor(() => expect(alerts).toEqual(['Copied!', 'Refresh scheduled']));
    await openByKeyboard(view);
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(view.location().search).toBe('?inspect=overview');
  });
});
