import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  canonicalEntityRef,
  compareEntityRefs,
  entityRefOf,
  entityRefsEqual,
  isWellFormedEntityRef,
  parseEntityRef,
  stringifyEntityRef,
  type CompoundEntityRef,
  type EntityRefContext,
} from '../../../domain/catalog/entity-ref';
import { entityRefMessages } from '../../../domain/catalog/messages';
import type { Entity } from '../../../domain/catalog/entity';

const parsed = (ref: string, context?: EntityRefContext): CompoundEntityRef => {
  const result = parseEntityRef(ref, context);
  if (E.isLeft(result)) throw new Error(`expected ${ref} to parse: ${result.left.message}`);
  return result.right;
};

describe('parseEntityRef', () => {
  it.each<[string, EntityRefContext | undefined, CompoundEntityRef]>([
    ['component:default/payments', undefined, { kind: 'component', namespace: 'default', name: 'payments' }],
    ['Component:Team-A/Payments', undefined, { kind: 'Component', namespace: 'Team-A', name: 'Payments' }],
    ['component:payments', undefined, { kind: 'component', namespace: 'default', name: 'payments' }],
    ['payments', { defaultKind: 'Group' }, { kind: 'Group', namespace: 'default', name: 'payments' }],
    ['ops/payments', { defaultKind: 'Group' }, { kind: 'Group', namespace: 'ops', name: 'payments' }],
    ['payments', { defaultKind: 'user', defaultNamespace: 'people' }, { kind: 'user', namespace: 'people', name: 'payments' }],
    ['user:jdoe', { defaultNamespace: 'people' }, { kind: 'user', namespace: 'people', name: 'jdoe' }],
    // A '/' before the first ':' means the colon belongs to the name.
    ['ns/name:with-colon', { defaultKind: 'component' }, { kind: 'component', namespace: 'ns', name: 'name:with-colon' }],
    ['kind:ns/name/more', undefined, { kind: 'kind', namespace: 'ns', name: 'name/more' }],
  ])('parses %s', (ref, context, expected) => {
    expect(parsed(ref, context)).toEqual(expected);
  });

  it.each<[string, EntityRefContext | undefined, string, string]>([
    ['', undefined, 'empty', entityRefMessages.empty],
    [':default/x', undefined, 'malformed', entityRefMessages.malformed(':default/x')],
    ['component:/x', undefined, 'malformed', entityRefMessages.malformed('component:/x')],
    ['component:default/', undefined, 'malformed', entityRefMessages.malformed('component:default/')],
    ['component:', { defaultKind: 'x' }, 'malformed', entityRefMessages.malformed('component:')],
    ['/x', { defaultKind: 'x' }, 'malformed', entityRefMessages.malformed('/x')],
    ['payments', undefined, 'missing-kind', entityRefMessages.missingKind('payments')],
    ['default/payments', { defaultKind: '' }, 'missing-kind', entityRefMessages.missingKind('default/payments')],
  ])('refuses %j', (ref, context, reason, message) => {
    const result = parseEntityRef(ref, context);
    expect(result).toEqual(E.left({ _tag: 'EntityRefError', reason, message }));
  });

  it('says which ref misses its kind and how to fix it', () => {
    const result = parseEntityRef('payments');
    expect(E.isLeft(result) && result.left.message).toBe(
      'Entity reference "payments" had missing or empty kind (e.g. did not start with "component:" or similar)',
    );
  });
});

describe('stringifyEntityRef', () => {
  it('writes the canonical lowercase kind:namespace/name', () => {
    expect(stringifyEntityRef({ kind: 'Component', namespace: 'Team-A', name: 'Payments' })).toBe('component:team-a/payments');
  });

  it('fills in the default namespace', () => {
    expect(stringifyEntityRef({ kind: 'Group', name: 'ops' })).toBe('group:default/ops');
  });

  it('reads an entity', () => {
    const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'API', metadata: { name: 'Orders' } };
    expect(stringifyEntityRef(entity)).toBe('api:default/orders');
    expect(entityRefOf(entity)).toEqual({ kind: 'API', namespace: 'default', name: 'Orders' });
  });

  it('canonicalEntityRef parses and writes in one step', () => {
    expect(canonicalEntityRef('Team-A/Ops', { defaultKind: 'Group' })).toEqual(E.right('group:team-a/ops'));
    expect(E.isLeft(canonicalEntityRef('ops'))).toBe(true);
  });
});

describe('compare and equals', () => {
  it('ignores case', () => {
    expect(entityRefsEqual({ kind: 'Component', namespace: 'Default', name: 'X' }, { kind: 'component', namespace: 'default', name: 'x' })).toBe(true);
    expect(entityRefsEqual({ kind: 'component', namespace: 'default', name: 'x' }, { kind: 'component', namespace: 'default', name: 'y' })).toBe(false);
  });

  it('orders by kind, then namespace, then name', () => {
    const refs: CompoundEntityRef[] = [
      { kind: 'group', namespace: 'a', name: 'z' },
      { kind: 'Component', namespace: 'b', name: 'a' },
      { kind: 'component', namespace: 'a', name: 'b' },
      { kind: 'component', namespace: 'A', name: 'a' },
    ];
    expect([...refs].sort(compareEntityRefs).map((ref) => stringifyEntityRef(ref))).toEqual([
      'component:a/a',
      'component:a/b',
      'component:b/a',
      'group:a/z',
    ]);
  });
});

const part = (chars: string) => fc.string({ unit: fc.constantFrom(...chars.split('')), minLength: 1, maxLength: 20 });
const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const refParts = fc.record({
  kind: part(alnum),
  namespace: part(`${alnum.toLowerCase()}-`),
  name: part(`${alnum}-_.`),
});

describe('properties', () => {
  it('parse(stringify(ref)) gives back the ref, lowercased', () => {
    fc.assert(
      fc.property(refParts, (ref) => {
        expect(parsed(stringifyEntityRef(ref))).toEqual({
          kind: ref.kind.toLowerCase(),
          namespace: ref.namespace.toLowerCase(),
          name: ref.name.toLowerCase(),
        });
      }),
    );
  });

  it('stringify(parse(text)) is the lowercased text for full refs', () => {
    fc.assert(
      fc.property(refParts, ({ kind, namespace, name }) => {
        const text = `${kind}:${namespace}/${name}`;
        expect(stringifyEntityRef(parsed(text))).toBe(text.toLowerCase());
      }),
    );
  });

  it('canonical form is idempotent and case-insensitive', () => {
    fc.assert(
      fc.property(refParts, (ref) => {
        const canonical = stringifyEntityRef(ref);
        expect(canonicalEntityRef(canonical)).toEqual(E.right(canonical));
        expect(canonicalEntityRef(canonical.toUpperCase())).toEqual(E.right(canonical));
      }),
    );
  });

  it('isWellFormedEntityRef agrees with parseEntityRef given a default kind', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ':', '/', '-'), maxLength: 8 }), (text) => {
        expect(isWellFormedEntityRef(text)).toBe(E.isRight(parseEntityRef(text, { defaultKind: 'k' })));
      }),
      { numRuns: 2000 },
    );
  });

  it('equals agrees with canonical string equality', () => {
    fc.assert(
      fc.property(refParts, refParts, (a, b) => {
        expect(entityRefsEqual(a, b)).toBe(stringifyEntityRef(a) === stringifyEntityRef(b));
        expect(Math.sign(compareEntityRefs(a, b))).toBe(-Math.sign(compareEntityRefs(b, a)));
      }),
    );
  });
});

describe('agreement with Backstage catalog-model', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const backstage = require('@backstage/catalog-model') as {
    parseEntityRef: (ref: string, context?: { defaultKind?: string; defaultNamespace?: string }) => CompoundEntityRef;
    stringifyEntityRef: (ref: CompoundEntityRef) => string;
  };
  const backstageParse = (ref: string, context?: EntityRefContext): CompoundEntityRef | 'error' => {
    try {
      return backstage.parseEntityRef(ref, context);
    } catch {
      return 'error';
    }
  };

  it('parses every string the same way', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', '9', ':', '/', '-', '.'), maxLength: 10 });
    const context = fc.option(fc.record({ defaultKind: fc.constantFrom('group', ''), defaultNamespace: fc.constantFrom('ns', '') }), { nil: undefined });
    fc.assert(
      fc.property(text, context, (ref, ctx) => {
        const ours = parseEntityRef(ref, ctx);
        expect(E.isRight(ours) ? ours.right : 'error').toEqual(backstageParse(ref, ctx));
      }),
      { numRuns: 3000 },
    );
  });

  it('stringifies the same way', () => {
    fc.assert(
      fc.property(refParts, (ref) => {
        expect(stringifyEntityRef(ref)).toBe(backstage.stringifyEntityRef(ref));
      }),
    );
  });
});
