// Where a task's output links lead (e.g. to the registered entity).
import * as E from 'fp-ts/Either';
import { parseEntityRef } from '../catalog/entity-ref';
import type { TaskOutput, TaskOutputLink, TaskOutputText } from './task';

export type OutputLinkTarget =
  | { readonly _tag: 'Internal'; readonly path: string }
  | { readonly _tag: 'External'; readonly url: string };

/** The catalog path of an entity ref: /catalog/{namespace}/{kind}/{name}, kind and namespace in lower case. */
export const entityPathOf = (entityRef: string): string | undefined => {
  const parsed = parseEntityRef(entityRef);
  if (E.isLeft(parsed)) return undefined;
  const { kind, namespace, name } = parsed.right;
  return `/catalog/${encodeURIComponent(namespace.toLocaleLowerCase('en-US'))}/${encodeURIComponent(kind.toLocaleLowerCase('en-US'))}/${encodeURIComponent(name)}`;
};

export const outputLinkTarget = (link: TaskOutputLink): OutputLinkTarget | undefined => {
  if (link.url) return { _tag: 'External', url: link.url };
  if (link.entityRef) {
    const path = entityPathOf(link.entityRef);
    return path ? { _tag: 'Internal', path } : undefined;
  }
  return undefined;
};

export interface ShownOutputLink {
  readonly title: string;
  readonly icon?: string;
  readonly target: OutputLinkTarget;
}

/** The links worth a button: those with a target; the title falls back to the target. */
export const outputLinks = (output: TaskOutput | undefined): readonly ShownOutputLink[] =>
  (output?.links ?? []).flatMap((link) => {
    const target = outputLinkTarget(link);
    if (!target) return [];
    const title = link.title || (target._tag === 'External' ? target.url : (link.entityRef ?? target.path));
    return [{ title, ...(link.icon ? { icon: link.icon } : {}), target }];
  });

export const outputTexts = (output: TaskOutput | undefined): readonly TaskOutputText[] =>
  (output?.text ?? []).filter((text) => typeof text.content === 'string');
