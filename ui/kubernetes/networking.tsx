import { Tag } from '@blueprintjs/core';
import { dump, type DumpOptions } from 'js-yaml';
import type { Ingress, Service } from '../../domain/kubernetes/types';
import { Accordion } from './accordion';
import { InspectButton, NamespaceChip } from './workload-accordion';

/** Readable YAML: long values on one line, an object reached twice written out again (no anchors), undefined fields left out. */
const YAML_OPTIONS: DumpOptions = { lineWidth: -1, noRefs: true, skipInvalid: true };

export const ServiceAccordion = ({ service }: { service: Service }) => {
  const name = service.metadata?.name ?? '';
  const spec = service.spec;
  const ingress = service.status?.loadBalancer?.ingress ?? [];
  return (
    <Accordion
      label={`Service ${name}`}
      summary={
        <>
          <span className="portico-k8s-name">{name}</span>
          <span className="portico-k8s-muted">Service</span>
          <NamespaceChip namespace={service.metadata?.namespace} />
          {spec?.type && <Tag minimal>{spec.type}</Tag>}
        </>
      }
      actions={<InspectButton object={service} kind="Service" />}
    >
      <dl className="portico-k8s-facts">
        {spec?.type === 'ExternalName' ? (
          <>
            <dt>External name</dt>
            <dd>{spec.externalName ?? 'unknown'}</dd>
          </>
        ) : (
          <>
            <dt>Cluster IP</dt>
            <dd>{spec?.clusterIP ?? 'unknown'}</dd>
          </>
        )}
        {(spec?.ports ?? []).length > 0 && (
          <>
            <dt>Ports</dt>
            <dd>
              <ul>
                {(spec?.ports ?? []).map((port) => (
                  <li key={`${port.name ?? ''}${port.port}`}>
                    {port.name && `${port.name}: `}
                    {port.port}
                    {port.targetPort !== undefined && ` → ${port.targetPort}`}
                    {port.protocol && `/${port.protocol}`}
                    {port.nodePort !== undefined && ` (node port ${port.nodePort})`}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {ingress.length > 0 && (
          <>
            <dt>Load balancer</dt>
            <dd>{ingress.map((entry) => entry.hostname ?? entry.ip).join(', ')}</dd>
          </>
        )}
      </dl>
    </Accordion>
  );
};

export const IngressAccordion = ({ ingress }: { ingress: Ingress }) => {
  const name = ingress.metadata?.name ?? '';
  return (
    <Accordion
      label={`Ingress ${name}`}
      summary={
        <>
          <span className="portico-k8s-name">{name}</span>
          <span className="portico-k8s-muted">Ingress</span>
          <NamespaceChip namespace={ingress.metadata?.namespace} />
        </>
      }
      actions={<InspectButton object={ingress} kind="Ingress" />}
    >
      <pre className="portico-k8s-yaml">{dump(ingress.spec ?? {}, YAML_OPTIONS)}</pre>
    </Accordion>
  );
};
