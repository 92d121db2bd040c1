import { Callout, Spinner } from '@blueprintjs/core';
import { InfoCard, type EntityContentProps } from 'portico-app/plugin-api';
import { useComponentsOwnedBy } from './queries';

/** How many components the entity's owner has, this one included. */
const OwnershipCard = ({ entity }: EntityContentProps) => {
  const owner = entity.spec?.owner;
  const owned = useComponentsOwnedBy(owner);
  return (
    <InfoCard title="Ownership">
      {owner === undefined ? <p>This component names no owner.</p> : null}
      {owned.isPending && owner !== undefined ? <Spinner size={20} aria-label="Loading the owner's components" /> : null}
      {owned.isError ? <Callout intent="danger">Could not load the owner's components: {owned.error.message}</Callout> : null}
      {owned.data ? (
        <p>
          {owner} owns {owned.data.length === 1 ? '1 component' : `${owned.data.length} components`}.
        </p>
      ) : null}
    </InfoCard>
  );
};

export default OwnershipCard;
