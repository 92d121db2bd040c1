import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import type { UnregisterDialogState } from '../../../application/catalog/unregister-entity.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { entityTitle } from '../../../domain/catalog/presentation';
import { ErrorPanel } from '../../app/chrome';
import { usePostAlert } from '../../app/queries';
import { useUnregisterEntity } from '../hooks/entity-queries';
import { useTexts } from '../../app/queries';
import { catalogTexts } from '../../../domain/catalog/translations';

export interface UnregisterDialogProps {
  readonly entity: Entity;
  readonly open: boolean;
  readonly appTitle: string;
  readonly onClose: () => void;
  /** After a successful unregister or delete: back to the catalog (or the configured redirect). */
  readonly onDone: () => void;
}

/** The unregister dialog and its states: loading, error, bootstrap, unregister, only-delete. */
export const UnregisterDialog = ({ entity, open, appTitle, onClose, onDone }: UnregisterDialogProps) => {
  const catalogMessages = useTexts(catalogTexts);
  const unregister = useUnregisterEntity();
  const postAlert = usePostAlert();
  const [state, setState] = useState<UnregisterDialogState>(() => unregister.initialState(entity));
  const [advanced, setAdvanced] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setAdvanced(false);
    const initial = unregister.initialState(entity);
    setState(initial);
    if (initial.type === 'loading') void unregister.loadState(entity)().then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, [open, entity, unregister]);

  const act = async (action: () => Promise<E.Either<BackendError, void>>) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (E.isLeft(result)) {
      console.error('Unregister failed', result.left);
      postAlert({ message: result.left.message, severity: 'error' });
      return;
    }
    postAlert({ message: catalogMessages.removedEntity(entityTitle(entity)), severity: 'success', display: 'transient' });
    onDone();
  };
  const deleteEntity = () => act(() => unregister.deleteEntity(entity)());

  const deleteButton = (
    <Button intent={Intent.DANGER} disabled={busy} loading={busy} onClick={() => void deleteEntity()}>
      Delete Entity
    </Button>
  );
  const advancedToggle = !advanced ? (
    <Button variant="minimal" disabled={busy} onClick={() => setAdvanced(true)}>
      Advanced Options
    </Button>
  ) : null;

  const body = (() => {
    switch (state.type) {
      case 'loading':
        return <Spinner size={24} aria-label="Loading" />;
      case 'error':
        return <ErrorPanel title="Could not look up the entity's location" error={state.error} />;
      case 'bootstrap':
        return (
          <>
            <p>
              You cannot unregister this entity, since it originates from a protected configuration (location{' '}
              <code>{state.location}</code>). If you believe this is in error, please contact the {appTitle} integrator.
            </p>
            {advanced ? (
              <>
                <p>You have the option to delete the entity itself from the catalog. Note that this should only be done if you know that the catalog file has been deleted at, or moved from, its origin location.</p>
                {deleteButton}
              </>
            ) : null}
          </>
        );
      case 'unregister':
        return (
          <>
            <p>This action will unregister the following entities:</p>
            <ul>
              {state.colocatedEntities.map((ref) => (
                <li key={stringifyEntityRef(ref)}>
                  <code>{stringifyEntityRef(ref)}</code>
                </li>
              ))}
            </ul>
            <p>
              Located at the following location: <code>{state.location}</code>
            </p>
            <p>To undo, just re-register the entity in {appTitle}.</p>
            {advanced ? (
              <>
                <p className={Classes.TEXT_MUTED}>
                  You also have the option to delete the entity itself from the catalog. Note that this should only be done if you know
                  that the catalog file has been deleted at, or moved from, its origin location. If that is not the case, the entity
                  will reappear shortly as the next refresh round is performed by the catalog.
                </p>
                {deleteButton}
              </>
            ) : null}
          </>
        );
      case 'only-delete':
        return (
          <p>
            This entity does not seem to originate from a registered location. You therefore only have the option to delete it
            outright from the catalog.
          </p>
        );
      default:
        return <p>{catalogMessages.unknownUnregisterState}</p>;
    }
  })();

  const actions = (() => {
    switch (state.type) {
      case 'unregister':
        return (
          <>
            {advancedToggle}
            <Button
              intent={Intent.DANGER}
              disabled={busy}
              loading={busy}
              onClick={() => void act(() => unregister.unregisterLocation(state.locationId)())}
            >
              Unregister Location
            </Button>
          </>
        );
      case 'bootstrap':
        return advancedToggle;
      case 'only-delete':
        return deleteButton;
      default:
        return null;
    }
  })();

  return (
    <Dialog isOpen={open} onClose={onClose} title="Are you sure you want to unregister this entity?" canOutsideClickClose={!busy}>
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            {actions}
          </>
        }
      />
    </Dialog>
  );
};
