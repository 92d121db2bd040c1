// Entity presentation: what a ref or entity is called on screen. Data
// loads asynchronously, starting with a fallback title built from the ref alone.
import * as E from 'fp-ts/Either';
import { DEFAULT_NAMESPACE } from './constants';
import type { Entity } from './entity';
import { parseEntityRef, stringifyEntityRef, type CompoundEntityRef } from './entity-ref';

export {
  PRESENTATION_BATCH_DELAY_MS,
  PRESENTATION_CACHE_TTL_MS,
  PRESENTATION_MAX_BATCH,
} from './constants';

/** Parts of a ref the viewer does not need to see, e.g. the kind in a list of components. */
export interface PresentationContext {
  readonly defaultKind?: string;
  readonly defaultNamespace?: string;
}

export interface EntityPresentation {
  /** Canonical ref. */
  readonly entityRef: string;
  readonly primaryTitle: string;
  /** Canonical ref (when it is not the title), type and description, joined by ' | '. */
  readonly secondaryTitle?: string;
  /** What a person reads under the title: type and description, joined by ' | ' (no ref: that is for tooltips). */
  readonly details?: string;
}

const UNKNOWN = 'unknown';
// toLowerCase, not toLocaleLowerCase: refs are ASCII by validation, and the locale-aware form is ~10× slower
// where thousands of refs are named at once (the catalog's owner filter).
const lower = (value: string): string => value.toLowerCase();

/** `name`; `namespace/name` outside the (context's) default namespace; `kind:` first when not the context's kind. */
const shortRef = (ref: CompoundEntityRef, context?: PresentationContext): string => {
  const kind = lower(ref.kind);
  const namespace = lower(ref.namespace);
  const defaultNamespace = context?.defaultNamespace ? lower(context.defaultNamespace) : DEFAULT_NAMESPACE;
  let result = lower(ref.name);
  if (namespace !== defaultNamespace) result = `${namespace}/${result}`;
  if (context?.defaultKind && kind !== lower(context.defaultKind)) result = `${kind}:${result}`;
  return result;
};

/** Title to show for a ref before (or instead of) the entity's data. Unparseable refs show as they are. */
export const fallbackTitle = (ref: string | CompoundEntityRef, context?: PresentationContext): string => {
  if (typeof ref !== 'string') return shortRef(ref, context);
  const parsed = parseEntityRef(ref, { defaultKind: context?.defaultKind || UNKNOWN });
  return E.isRight(parsed) ? shortRef(parsed.right, context) : ref;
};

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** Title of an entity: its profile display name, else its title, else its short ref (Backstage order). */
export const entityTitle = (entity: Entity, context?: PresentationContext): string =>
  nonEmpty(entity.spec?.profile?.displayName) ??
  nonEmpty(entity.metadata.title) ??
  shortRef({ kind: entity.kind, namespace: entity.metadata.namespace || DEFAULT_NAMESPACE, name: entity.metadata.name }, context);

/** Full presentation of an entity, or of a bare ref when the entity is not loaded (yet). */
export const entityPresentation = (
  entityOrRef: Entity | string | CompoundEntityRef,
  context?: PresentationContext,
): EntityPresentation => {
  if (typeof entityOrRef === 'object' && 'metadata' in entityOrRef) {
    const entityRef = stringifyEntityRef(entityOrRef);
    const primaryTitle = entityTitle(entityOrRef, context);
    const details = [nonEmpty(entityOrRef.spec?.type), nonEmpty(entityOrRef.metadata.description)].filter(
      (part): part is string => part !== undefined,
    );
    const secondary = [...(primaryTitle !== entityRef ? [entityRef] : []), ...details];
    return {
      entityRef,
      primaryTitle,
      ...(secondary.length > 0 ? { secondaryTitle: secondary.join(' | ') } : {}),
      ...(details.length > 0 ? { details: details.join(' | ') } : {}),
    };
  }
  const parsed =
    typeof entityOrRef === 'string'
      ? parseEntityRef(entityOrRef, { defaultKind: context?.defaultKind || UNKNOWN })
      : E.right(entityOrRef);
  const entityRef = E.isRight(parsed) ? stringifyEntityRef(parsed.right) : String(entityOrRef);
  const primaryTitle = fallbackTitle(entityOrRef, context);
  return { entityRef, primaryTitle, ...(primaryTitle !== entityRef ? { secondaryTitle: entityRef } : {}) };
};
