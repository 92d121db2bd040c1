// Entity references: string form [kind:][namespace/]name,
// canonical form lowercase kind:namespace/name.
import * as E from 'fp-ts/Either';
import { describeValue } from '../shared/input';
import { DEFAULT_NAMESPACE } from './constants';
import type { Entity } from './entity';
import { entityRefMessages } from './messages';

export interface CompoundEntityRef {
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
}

/** Fills in what a ref string leaves out. Without defaultKind a ref must name its kind. */
export interface EntityRefContext {
  readonly defaultKind?: string;
  readonly defaultNamespace?: string;
}

export type EntityRefErrorReason = 'not-a-string' | 'empty' | 'malformed' | 'missing-kind' | 'missing-namespace' | 'missing-name';

export interface EntityRefError {
  readonly _tag: 'EntityRefError';
  readonly reason: EntityRefErrorReason;
  readonly message: string;
}

const refError = (reason: EntityRefErrorReason, message: string): E.Either<EntityRefError, never> =>
  E.left({ _tag: 'EntityRefError', reason, message });

/** Parses `[kind:][namespace/]name`. A '/' before the first ':' means there is no kind part. */
export const parseEntityRef = (
  ref: string,
  context?: EntityRefContext,
): E.Either<EntityRefError, CompoundEntityRef> => {
  if (typeof ref !== 'string') return refError('not-a-string', `Entity reference must be a string, but found ${describeValue(ref)}`);
  if (ref.length === 0) return refError('empty', entityRefMessages.empty);
  let colon = ref.indexOf(':');
  const slash = ref.indexOf('/');
  if (slash !== -1 && slash < colon) colon = -1;
  const kindPart = colon === -1 ? undefined : ref.slice(0, colon);
  const namespacePart = slash === -1 ? undefined : ref.slice(colon + 1, slash);
  const name = ref.slice(Math.max(colon + 1, slash + 1));
  if (kindPart === '' || namespacePart === '' || name === '') {
    return refError('malformed', entityRefMessages.malformed(ref));
  }
  const kind = kindPart ?? context?.defaultKind;
  if (!kind) return refError('missing-kind', entityRefMessages.missingKind(ref));
  const namespace = namespacePart ?? (context?.defaultNamespace || DEFAULT_NAMESPACE);
  return E.right({ kind, namespace, name });
};

/** The reference of an entity, with the default namespace filled in. */
export const entityRefOf = (entity: Entity): CompoundEntityRef => ({
  kind: entity.kind,
  namespace: entity.metadata.namespace || DEFAULT_NAMESPACE,
  name: entity.metadata.name,
});

type RefLike = { readonly kind: string; readonly namespace?: string; readonly name: string } | Entity;

/** Canonical form: lowercase `kind:namespace/name`. Accepts a compound ref or an entity. */
export const stringifyEntityRef = (ref: RefLike): string => {
  if ('metadata' in ref) {
    const namespace = ref.metadata.namespace || DEFAULT_NAMESPACE;
    return `${ref.kind}:${namespace}/${ref.metadata.name}`.toLowerCase();
  }
  return `${ref.kind}:${ref.namespace || DEFAULT_NAMESPACE}/${ref.name}`.toLowerCase();
};

/** Parses and returns the canonical form in one step. */
export const canonicalEntityRef = (ref: string, context?: EntityRefContext): E.Either<EntityRefError, string> =>
  E.map(stringifyEntityRef)(parseEntityRef(ref, context));

const compareText = (a: string, b: string): number => {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Orders by kind, then namespace, then name, ignoring case. */
export const compareEntityRefs = (a: CompoundEntityRef, b: CompoundEntityRef): number =>
  compareText(a.kind, b.kind) || compareText(a.namespace, b.namespace) || compareText(a.name, b.name);

export const entityRefsEqual = (a: CompoundEntityRef, b: CompoundEntityRef): boolean =>
  compareEntityRefs(a, b) === 0;

/**
 * True when `parseEntityRef(ref, { defaultKind })` would succeed for some default kind:
 * non-empty, and no empty kind, namespace or name part. Allocation-free, for the validator.
 */
export const isWellFormedEntityRef = (ref: string): boolean => {
  if (ref.length === 0) return false;
  let colon = ref.indexOf(':');
  const slash = ref.indexOf('/');
  if (slash !== -1 && slash < colon) colon = -1;
  if (colon === 0) return false;
  if (slash !== -1 && slash === colon + 1) return false;
  return Math.max(colon + 1, slash + 1) < ref.length;
};
