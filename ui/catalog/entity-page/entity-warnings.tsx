import { Alert, Callout, Intent } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOrphan, type Entity } from '../../../domain/catalog/entity';
import { entityTitle } from '../../../domain/catalog/presentation';
import { usePostAlert } from '../../app/queries';
import { EntityRefLink } from '../entity-ref-link';
import { useProcessingErrors, useRelationWarning, useUnregisterEntity } from '../hooks/entity-queries';
import { useTexts } from '../../app/queries';
import { catalogTexts } from '../../../domain/catalog/translations';

/** An orphan (no location refers to it any more) offers deletion. */
const OrphanBanner = ({ entity }: { entity: Entity }) => {
  const catalogMessages = useTexts(catalogTexts);
  const unregister = useUnregisterEntity();
  const postAlert = usePostAlert();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const result = await unregister.deleteEntity(entity)();
    setBusy(false);
    setConfirming(false);
    if (E.isLeft(result)) {
      console.error(result.left);
      postAlert({ message: result.left.message, severity: 'error' });
      return;
    }
    postAlert({ message: catalogMessages.removedEntity(entityTitle(entity)), severity: 'success', display: 'transient' });
    navigate('/catalog');
  };
  return (
    <Callout intent={Intent.WARNING} title="Orphaned entity" className="portico-entity-warning">
      This entity is not referenced by any location and is therefore not receiving updates.{' '}
      <button type="button" className="portico-link-button" onClick={() => setConfirming(true)}>
        Delete this entity
      </button>
      <Alert
        isOpen={confirming}
        intent={Intent.DANGER}
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>Are you sure you want to delete this entity?</p>
      </Alert>
    </Callout>
  );
};

const RelationWarning = ({ entity }: { entity: Entity }) => {
  const catalogMessages = useTexts(catalogTexts);
  const missing = useRelationWarning(entity);
  if (!missing.data?.length) return null;
  return (
    <Callout intent={Intent.WARNING} className="portico-entity-warning" role="status">
      <p>{catalogMessages.relationWarning}</p>
      <ul>
        {missing.data.map((ref) => (
          <li key={ref}>
            <code>{ref}</code>
          </li>
        ))}
      </ul>
    </Callout>
  );
};

const ProcessingErrors = ({ entity }: { entity: Entity }) => {
  const catalogMessages = useTexts(catalogTexts);
  const errors = useProcessingErrors(entity);
  if (!errors.data?.length) return null;
  return (
    <>
      {errors.data.map(({ item, originRef }, index) => (
        <Callout key={index} intent={Intent.DANGER} className="portico-entity-warning" title={item.error?.name ?? 'Processing error'}>
          {originRef ? (
            <p>
              {catalogMessages.errorOriginatesFrom} <EntityRefLink entityRef={originRef} />
            </p>
          ) : null}
          <p>{item.error?.message ?? item.message}</p>
        </Callout>
      ))}
    </>
  );
};

export const EntityWarnings = ({ entity }: { entity: Entity }) => (
  <div className="portico-entity-warnings">
    {isOrphan(entity) ? <OrphanBanner entity={entity} /> : null}
    <RelationWarning entity={entity} />
    <ProcessingErrors entity={entity} />
  </div>
);
