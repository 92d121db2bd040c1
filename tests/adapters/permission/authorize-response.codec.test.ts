import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { AuthorizeResponseCodec, PermissionCriteriaCodec } from '../../../adapters/permission/authorize-response.codec';
import type { PermissionCriteria } from '../../../domain/permission/decision';

describe('AuthorizeResponseCodec', () => {
  it.each([
    { items: [] },
    { items: [{ id: '1', result: 'ALLOW' }] },
    { items: [{ id: '1', result: 'DENY' }, { id: '2', result: ['ALLOW', 'DENY'] }] },
    {
      items: [
        {
          id: '1',
          result: 'CONDITIONAL',
          pluginId: 'catalog',
          resourceType: 'catalog-entity',
          conditions: { rule: 'HAS_ANNOTATION', resourceType: 'catalog-entity', params: { annotation: 'x' } },
        },
      ],
    },
  ])('accepts %j', (body) => expect(E.isRight(AuthorizeResponseCodec.decode(body))).toBe(true));

  it.each([
    {},
    { items: {} },
    { items: [{ result: 'ALLOW' }] },
    { items: [{ id: 1, result: 'ALLOW' }] },
    { items: [{ id: '1', result: 'allow' }] },
    { items: [{ id: '1', result: 'CONDITIONAL' }] },
    { items: [{ id: '1', result: ['ALLOW', 'CONDITIONAL'] }] },
  ])('refuses %j', (body) => expect(E.isLeft(AuthorizeResponseCodec.decode(body))).toBe(true));

  it('drops fields the domain does not know', () => {
    expect(AuthorizeResponseCodec.decode({ items: [{ id: '1', result: 'ALLOW', extra: true }] })).toEqual(
      E.right({ items: [{ id: '1', result: 'ALLOW' }] }),
    );
  });

  it('accepts any well-formed conditions tree and refuses it with an empty anyOf inside', () => {
    const { tree } = fc.letrec<{ tree: PermissionCriteria }>((self) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({ rule: fc.string(), resourceType: fc.string() }),
        fc.record({ anyOf: fc.array(self('tree'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ allOf: fc.array(self('tree'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ not: self('tree') }),
      ),
    }));
    fc.assert(
      fc.property(tree, (conditions) => {
        expect(PermissionCriteriaCodec.decode(conditions)).toEqual(E.right(conditions));
        expect(E.isLeft(PermissionCriteriaCodec.decode({ allOf: [conditions, { anyOf: [] }] }))).toBe(true);
      }),
    );
  });
});
