import { Card, H4, Tag } from '@blueprintjs/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ANNOTATION_SOURCE_LOCATION,
  ANNOTATION_VIEW_URL,
  RELATION_OWNED_BY,
  RELATION_PART_OF,
  relationTargets,
  type Entity,
} from '../../../domain/catalog/entity';
import { entityRefOf } from '../../../domain/catalog/entity-ref';
import { aboutFields, type AboutField } from '../../../domain/catalog/about-fields';
import { hasDocs } from '../../../domain/docs/annotations';
import { ExternalLink } from '../../app/chrome';
import { useDocsRouteParams } from '../../docs/hooks/docs-links';
import { Markdown } from '../../app/markdown/markdown';
import { useExternalRoute } from '../../app/external-routes';
import { EntityRefLinks } from '../entity-ref-link';
import { useTexts } from '../../app/queries';
import { catalogTexts } from '../../../domain/catalog/translations';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="portico-about-field">
    <dt>{label}</dt>
    <dd>{children ?? <span className="portico-muted">—</span>}</dd>
  </div>
);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Source URL of a `url:` source-location annotation, only when it is a web address. */
const sourceUrl = (entity: Entity): string | undefined => {
  const annotations = entity.metadata.annotations ?? {};
  const source = annotations[ANNOTATION_SOURCE_LOCATION]?.replace(/^url:/, '');
  return [annotations[ANNOTATION_VIEW_URL], source].find((candidate) => candidate && /^https?:\/\//i.test(candidate));
};

/** View TechDocs for an entity with docs, Launch Template for a template, each where its external route leads. */
const AboutActions = ({ entity }: { entity: Entity }) => {
  const catalogMessages = useTexts(catalogTexts);
  const viewTechDoc = useExternalRoute('catalog.viewTechDoc');
  const createFromTemplate = useExternalRoute('catalog.createFromTemplate');
  const docsRouteParams = useDocsRouteParams();
  const ref = entityRefOf(entity);
  const docsHref = hasDocs(entity) ? viewTechDoc({ ...docsRouteParams(entity) }) : undefined;
  const templateHref =
    ref.kind.toLowerCase() === 'template' ? createFromTemplate({ namespace: ref.namespace, templateName: ref.name }) : undefined;
  if (!docsHref && !templateHref) return null;
  return (
    <p className="portico-about-actions">
      {docsHref ? <Link to={docsHref}>{catalogMessages.viewTechDocs}</Link> : null}
      {templateHref ? <Link to={templateHref}>{catalogMessages.launchTemplate}</Link> : null}
    </p>
  );
};

/** The About card: description, the fields that apply to the entity's kind (owner, system, type, lifecycle, tags, source), links. */
export const AboutCard = ({ entity }: { entity: Entity }) => {
  const owners = relationTargets(entity, RELATION_OWNED_BY);
  const systems = relationTargets(entity, RELATION_PART_OF);
  const source = sourceUrl(entity);
  const description = text(entity.metadata.description);
  const tags = entity.metadata.tags ?? [];
  const hasValue: Record<AboutField, boolean> = {
    owner: owners.length > 0,
    system: systems.length > 0,
    domain: systems.length > 0,
    type: Boolean(text(entity.spec?.type)),
    lifecycle: Boolean(text(entity.spec?.lifecycle)),
    tags: tags.length > 0,
    source: Boolean(source),
  };
  const fieldViews: Record<AboutField, () => ReactNode> = {
    owner: () => <Field label="Owner">{owners.length ? <EntityRefLinks refs={owners} defaultKind="group" /> : null}</Field>,
    system: () => <Field label="System / Domain">{systems.length ? <EntityRefLinks refs={systems} /> : null}</Field>,
    domain: () => <Field label="Domain">{systems.length ? <EntityRefLinks refs={systems} defaultKind="domain" /> : null}</Field>,
    type: () => <Field label="Type">{text(entity.spec?.type)}</Field>,
    lifecycle: () => <Field label="Lifecycle">{text(entity.spec?.lifecycle)}</Field>,
    tags: () => (
      <Field label="Tags">
        {tags.length ? (
          <span className="portico-tags">
            {tags.map((tag) => (
              <Tag key={tag} minimal round>
                {tag}
              </Tag>
            ))}
          </span>
        ) : null}
      </Field>
    ),
    source: () => <Field label="Source">{source ? <ExternalLink to={source}>{source}</ExternalLink> : null}</Field>,
  };
  const fields = aboutFields(entity.kind, (field) => hasValue[field]);
  return (
    <Card className="portico-card" aria-labelledby="about-title">
      <H4 id="about-title">About</H4>
      <AboutActions entity={entity} />
      {description ? (
        <Markdown className="portico-about-description" text={description} />
      ) : (
        <p className="portico-about-description">No description</p>
      )}
      {fields.length > 0 ? (
        <dl className="portico-about-grid">
          {fields.map((field) => (
            <Fragment key={field}>{fieldViews[field]()}</Fragment>
          ))}
        </dl>
      ) : null}
      {entity.metadata.links?.length ? (
        <>
          <H4>Links</H4>
          <ul className="portico-links">
            {entity.metadata.links.map((link) => (
              <li key={link.url}>
                <ExternalLink to={link.url}>{link.title ?? link.url}</ExternalLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
};
