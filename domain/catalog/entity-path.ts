import * as E from 'fp-ts/Either';
import type { Entity } from './entity';
import { entityRefOf, parseEntityRef, type CompoundEntityRef } from './entity-ref';

/** The entity page path: /catalog/{namespace}/{kind}/{name}, lowercased kind and namespace. */
export const entityPath = (ref: CompoundEntityRef | Entity | string): string => {
  const compound =
    typeof ref === 'string'
      ? (() => {
          const parsed = parseEntityRef(ref, { defaultKind: 'component', defaultNamespace: 'default' });
          return E.isRight(parsed) ? parsed.right : undefined;
        })()
      : 'metadata' in ref
        ? entityRefOf(ref)
        : ref;
  if (!compound) return '/catalog';
  const part = (value: string) => encodeURIComponent(value);
  return `/catalog/${part(compound.namespace.toLowerCase())}/${part(compound.kind.toLowerCase())}/${part(compound.name)}`;
};
