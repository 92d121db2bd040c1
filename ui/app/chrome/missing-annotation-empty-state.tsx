import { Classes } from '@blueprintjs/core';
import { Fragment } from 'react';
import { EmptyState } from './empty-state';
import { ExternalLink } from './external-link';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

export const WELL_KNOWN_ANNOTATIONS_URL = 'https://backstage.io/docs/features/software-catalog/well-known-annotations';

/** The parts of a catalog entity the example uses. */
export interface ExampleEntity {
  readonly kind: string;
  readonly metadata: { readonly name: string };
  readonly spec?: { readonly type?: unknown; readonly owner?: unknown };
}

export interface MissingAnnotationEmptyStateProps {
  readonly annotation: string | readonly string[];
  readonly entity?: ExampleEntity;
  readonly readMoreUrl?: string;
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** An entity YAML with the missing annotations filled in; returns the lines to highlight (0-based). */
export const exampleYaml = (annotations: readonly string[], entity?: ExampleEntity) => {
  const head = [
    'apiVersion: backstage.io/v1alpha1',
    `kind: ${text(entity?.kind, 'Component')}`,
    'metadata:',
    `  name: ${text(entity?.metadata.name, 'example')}`,
    '  annotations:',
  ];
  const lines = [
    ...head,
    ...annotations.map(annotation => `    ${annotation}: value`),
    'spec:',
    `  type: ${text(entity?.spec?.type, 'website')}`,
    `  owner: ${text(entity?.spec?.owner, 'user:default/guest')}`,
  ];
  return { lines, highlighted: new Set(annotations.map((_, i) => head.length + i)) };
};

/** Description wording from Backstage: 'The annotation(s) … is/are missing. …'. */
function Description({ annotations, kind }: { readonly annotations: readonly string[]; readonly kind: string }) {
  const singular = annotations.length <= 1;
  const noun = singular ? 'annotation' : 'annotations';
  return (
    <p>
      The {noun}{' '}
      {annotations.map((annotation, i) => (
        <Fragment key={annotation}>
          {i > 0 && ', '}
          <code className={Classes.CODE}>{annotation}</code>
        </Fragment>
      ))}{' '}
      {singular ? 'is' : 'are'} missing. You need to add the {noun} to your {kind} if you want to enable this tool.
    </p>
  );
}

/** 'Missing Annotation' empty state with an example YAML and a 'Read more' link. */
export function MissingAnnotationEmptyState({ annotation, entity, readMoreUrl }: MissingAnnotationEmptyStateProps) {
  const messages = useTexts(appTexts);
  const annotations = typeof annotation === 'string' ? [annotation] : annotation;
  const kind = text(entity?.kind, 'Component');
  const { lines, highlighted } = exampleYaml(annotations, entity);
  return (
    <EmptyState
      image="missingAnnotation"
      title={messages.missingAnnotation}
      description={<Description annotations={annotations} kind={kind} />}
      action={
        <>
          <p>Add the annotation to your {kind} YAML as shown in the highlighted example below:</p>
          <pre className={`${Classes.CODE_BLOCK} portico-missing-annotation__yaml`} aria-label="Example YAML">
            <code>
              {lines.map((line, i) => (
                <Fragment key={i}>
                  {highlighted.has(i) ? <mark>{line}</mark> : line}
                  {'\n'}
                </Fragment>
              ))}
            </code>
          </pre>
          <ExternalLink className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={readMoreUrl ?? WELL_KNOWN_ANNOTATIONS_URL}>
            Read more
          </ExternalLink>
        </>
      }
    />
  );
}
