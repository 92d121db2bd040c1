import { screen } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { UnregisterEntityToken, type UnregisterDialogState, type UnregisterEntity } from '../../../application/catalog/unregister-entity.use-case';
import type { AlertMessage } from '../../../domain/app/alerts';
import { UnregisterDialog } from '../../../ui/catalog/entity-page/unregister-dialog';
import { component } from '../../support/catalog/fake-catalog';
import { provide, renderView } from '../../support/render';

const entity = component('payments', { metadata: { uid: 'uid-1', title: 'Payments Service' } });

const setup = (state: UnregisterDialogState, actions: Partial<Pick<UnregisterEntity, 'unregisterLocation' | 'deleteEntity'>> = {}) => {
  const posted: AlertMessage[] = [];
  const done = jest.fn();
  const unregister: UnregisterEntity = {
    initialState: () => (state.type === 'bootstrap' ? state : { type: 'loading' }),
    loadState: () => T.of(state),
    unregisterLocation: actions.unregisterLocation ?? (() => TE.right(undefined)),
    deleteEntity: actions.deleteEntity ?? (() => TE.right(undefined)),
  };
  const view = renderView(<UnregisterDialog entity={entity} open appTitle="Portico" onClose={jest.fn()} onDone={done} />, {
    services: [provide(UnregisterEntityToken, unregister), provide(AlertPosterToken, { post: (alert) => posted.push(alert) })],
  });
  return { ...view, posted, done };
};

describe('UnregisterDialog states', () => {
  it('unregister: lists the colocated entities and the location; success posts the transient message', async () => {
    const unregisterLocation = jest.fn(() => TE.right(undefined));
    const { user, posted, done } = setup(
      { type: 'unregister', location: 'url:https://example.com/catalog-info.yaml', locationId: 'loc-1', colocatedEntities: [{ kind: 'component', namespace: 'default', name: 'payments' }] },
      { unregisterLocation },
    );
    expect(await screen.findByText('This action will unregister the following entities:')).toBeInTheDocument();
    expect(screen.getByText('component:default/payments')).toBeInTheDocument();
    expect(screen.getByText('url:https://example.com/catalog-info.yaml')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unregister Location' }));
    expect(unregisterLocation).toHaveBeenCalledWith('loc-1');
    expect(posted).toEqual([{ message: 'Removed entity Payments Service', severity: 'success', display: 'transient' }]);
    expect(done).toHaveBeenCalled();
  });

  it('unregister: the advanced options reveal Delete Entity', async () => {
    const deleteEntity = jest.fn(() => TE.right(undefined));
    const { user } = setup({ type: 'unregister', location: 'url:x', locationId: 'l', colocatedEntities: [] }, { deleteEntity });
    await user.click(await screen.findByRole('button', { name: 'Advanced Options' }));
    await user.click(screen.getByRole('button', { name: 'Delete Entity' }));
    expect(deleteEntity).toHaveBeenCalledWith(entity);
  });

  it('bootstrap: only the advanced delete is offered', async () => {
    const { user } = setup({ type: 'bootstrap', location: 'bootstrap:bootstrap' });
    expect(await screen.findByText(/You cannot unregister this entity, since it originates from a protected configuration/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Entity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unregister Location' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Advanced Options' }));
    expect(screen.getByRole('button', { name: 'Delete Entity' })).toBeInTheDocument();
  });

  it('only-delete: offers deleting the entity; a failure is posted as an error and nothing navigates', async () => {
    const { user, posted, done } = setup(
      { type: 'only-delete' },
      { deleteEntity: () => TE.left({ _tag: 'HttpStatus', status: 403, statusText: 'Forbidden', message: 'Request failed with 403 Forbidden' }) },
    );
    expect(await screen.findByText(/does not seem to originate from a registered location/)).toBeInTheDocument();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Delete Entity' }));
    expect(posted).toEqual([{ message: 'Request failed with 403 Forbidden', severity: 'error' }]);
    expect(done).not.toHaveBeenCalled();
  });

  it('error: shows the lookup failure', async () => {
    setup({ type: 'error', error: { _tag: 'Transport', message: 'connection refused' } });
    expect(await screen.findByText('connection refused')).toBeInTheDocument();
  });
});
