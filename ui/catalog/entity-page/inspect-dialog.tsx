import { Callout, Classes, Dialog, DialogBody, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useMemo } from 'react';
import { dump, type DumpOptions } from 'js-yaml';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { ErrorPanel } from '../../app/chrome';
import { EntityRefLink } from '../entity-ref-link';
import { useAncestry, useColocated } from '../hooks/entity-queries';
import type { InspectTab } from './inspect-tabs';
import { entityPath } from '../../../domain/catalog/entity-path';
import { ancestryGraph } from '../../../domain/graph/ancestry-graph';
import type { GraphNodeData } from '../../../domain/graph/entity-graph';
import { DependencyGraph } from '../../graph/dependency-graph';
import { useTexts } from '../../app/queries';
import { graphTexts } from '../../../domain/graph/translations';

/** Readable YAML: long values on one line, an object reached twice written out again (no anchors), undefined fields left out. */
const YAML_OPTIONS: DumpOptions = { lineWidth: -1, noRefs: true, skipInvalid: true };


const Overview = ({ entity }: { entity: Entity }) => (
  <dl className="portico-inspect-overview">
    <dt>Entity ref</dt>
    <dd>
      <code>{stringifyEntityRef(entity)}</code>
    </dd>
    <dt>UID</dt>
    <dd>
      <code>{entity.metadata.uid ?? '—'}</code>
    </dd>
    <dt>Etag</dt>
    <dd>
      <code>{entity.metadata.etag ?? '—'}</code>
    </dd>
    <dt>Annotations</dt>
    <dd>
      <ul>
        {Object.entries(entity.metadata.annotations ?? {}).map(([key, value]) => (
          <li key={key}>
            <code>{key}</code>: {value}
          </li>
        ))}
      </ul>
    </dd>
    <dt>Labels</dt>
    <dd>{Object.keys(entity.metadata.labels ?? {}).length ? JSON.stringify(entity.metadata.labels) : '—'}</dd>
    <dt>Relations</dt>
    <dd>
      <ul>
        {(entity.relations ?? []).map((relation) => (
          <li key={`${relation.type}-${relation.targetRef}`}>
            {relation.type}: <EntityRefLink entityRef={relation.targetRef} />
          </li>
        ))}
      </ul>
    </dd>
  </dl>
);

// --- ancestry graph: the ancestry drawn as a graph, zoom enabled on click ---
const ancestryNodePath = (node: GraphNodeData): string => entityPath({ kind: node.kind, namespace: node.namespace, name: node.name });

const Ancestry = ({ entity }: { entity: Entity }) => {
  const graphMessages = useTexts(graphTexts);
  const ref = stringifyEntityRef(entity);
  const ancestry = useAncestry(entity);
  const graph = useMemo(() => (ancestry.data ? ancestryGraph(ancestry.data) : undefined), [ancestry.data]);
  if (ancestry.error) return <ErrorPanel title={graphMessages.couldNotLoadAncestry} error={ancestry.error} />;
  if (!graph) return <Spinner size={24} aria-label={graphMessages.loadingAncestry} />;
  return (
    <>
      <p>{graphMessages.ancestryIntro}</p>
      <DependencyGraph
        nodes={graph.nodes}
        edges={graph.edges}
        roots={graph.origins}
        ariaLabel={graphMessages.ancestryOf(ref)}
        nodePath={ancestryNodePath}
        zoom="enable-on-click"
        showLabels={false}
      />
    </>
  );
};
// --- end ancestry graph ---

const Colocated = ({ entity }: { entity: Entity }) => {
  const colocated = useColocated(entity);
  if (colocated.error) return <ErrorPanel title="Could not load colocated entities" error={colocated.error} />;
  if (!colocated.data) return <Spinner size={24} aria-label="Loading colocated entities" />;
  const { location, originLocation, entities } = colocated.data;
  return (
    <>
      <p>These are the entities that are colocated with this entity — they came from the same location or origin location.</p>
      <p>
        Location: <code>{location ?? '—'}</code>
        <br />
        Origin location: <code>{originLocation ?? '—'}</code>
      </p>
      {entities.length === 0 ? (
        <Callout>There were no other entities on this location.</Callout>
      ) : (
        <ul>
          {entities.map((other) => (
            <li key={stringifyEntityRef(other)}>
              <EntityRefLink entityRef={other} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

const Raw = ({ text, label }: { text: string; label: string }) => (
  <pre className={`${Classes.CODE_BLOCK} portico-raw`} aria-label={label} tabIndex={0}>
    {text}
  </pre>
);

export interface InspectDialogProps {
  readonly entity: Entity;
  readonly tab: InspectTab;
  readonly onTabChange: (tab: InspectTab) => void;
  readonly onClose: () => void;
}

/** Inspect entity: Overview, Ancestry, Colocated, Raw JSON, Raw YAML. */
const InspectDialog = ({ entity, tab, onTabChange, onClose }: InspectDialogProps) => (
  <Dialog isOpen onClose={onClose} title="Entity Inspector" className="portico-inspect-dialog">
    <DialogBody>
      {/* disabled={false} on each Tab: Blueprint's arrow keys only move between tabs with aria-disabled="false". */}
      <Tabs id="inspect-tabs" selectedTabId={tab} onChange={(next) => onTabChange(next as InspectTab)} renderActiveTabPanelOnly>
        <Tab disabled={false} id="overview" title="Overview" panel={<Overview entity={entity} />} />
        <Tab disabled={false} id="ancestry" title="Ancestry" panel={<Ancestry entity={entity} />} />
        <Tab disabled={false} id="colocated" title="Colocated" panel={<Colocated entity={entity} />} />
        <Tab disabled={false} id="json" title="Raw JSON" panel={<Raw label="Raw JSON" text={JSON.stringify(entity, null, 2)} />} />
        <Tab disabled={false} id="yaml" title="Raw YAML" panel={<Raw label="Raw YAML" text={dump(entity, YAML_OPTIONS)} />} />
      </Tabs>
    </DialogBody>
  </Dialog>
);

export default InspectDialog;
