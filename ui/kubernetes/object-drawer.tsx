import { Switch, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { dump, type DumpOptions } from 'js-yaml';
import type { ClusterRef, KubernetesObject } from '../../domain/kubernetes/types';
import { DashboardLink } from './dashboard-link';
import { kubernetesTexts as t } from './kubernetes-texts';
import { SideDrawer } from './side-drawer';

/** Readable YAML: long values on one line, an object reached twice written out again (no anchors), undefined fields left out. */
const YAML_OPTIONS: DumpOptions = { lineWidth: -1, noRefs: true, skipInvalid: true };

/** The object without metadata.managedFields, which is long and rarely useful. */
const withoutManagedFields = (object: KubernetesObject): KubernetesObject => {
  if (object.metadata?.managedFields === undefined) return object;
  const { managedFields: _omitted, ...metadata } = object.metadata;
  return { ...object, metadata };
};

const SummaryView = ({ object }: { object: KubernetesObject }) => (
  <dl className="portico-k8s-facts portico-k8s-object-summary">
    {Object.entries(object).map(([key, value]) => (
      <div key={key}>
        <dt>{key}</dt>
        <dd>{typeof value === 'object' && value !== null ? <pre>{dump(value, YAML_OPTIONS).trimEnd()}</pre> : String(value)}</dd>
      </div>
    ))}
  </dl>
);

export interface ObjectDrawerProps {
  readonly cluster: ClusterRef;
  readonly object: KubernetesObject;
  readonly kind: string;
  readonly onClose: () => void;
}

/** Any Kubernetes object: its fields, or its YAML; managed fields on demand; a dashboard link (50% wide). */
export const ObjectDrawer = ({ cluster, object, kind, onClose }: ObjectDrawerProps) => {
  const [yaml, setYaml] = useState(false);
  const [managedFields, setManagedFields] = useState(false);
  const shown = useMemo(() => (managedFields ? object : withoutManagedFields(object)), [object, managedFields]);
  const name = object.metadata?.name ?? kind;
  return (
    <SideDrawer title={name} label={`${kind} ${name}`} onClose={onClose}>
      <div className="portico-k8s-drawer__actions">
        <Tag minimal>{kind}</Tag>
        {object.metadata?.namespace && <Tag minimal>namespace: {object.metadata.namespace}</Tag>}
        <Switch label={t.yaml} checked={yaml} onChange={() => setYaml((value) => !value)} />
        <Switch label={t.managedFields} checked={managedFields} onChange={() => setManagedFields((value) => !value)} />
        <DashboardLink cluster={cluster} object={object} kind={kind} />
      </div>
      {yaml ? (
        <pre className="portico-k8s-yaml" aria-label={`${kind} ${name} as YAML`}>
          {dump(shown, YAML_OPTIONS)}
        </pre>
      ) : (
        <SummaryView object={shown} />
      )}
    </SideDrawer>
  );
};
