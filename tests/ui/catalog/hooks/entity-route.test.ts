import { entityRouteKey, entityRouteParamsOf, entityRouteTabOf } from '../../../../ui/catalog/hooks/entity-route';

describe('the entity an entity page address names', () => {
  it.each([
    ['/catalog/default/component/payments', { namespace: 'default', kind: 'component', name: 'payments' }],
    ['/catalog/Default/API/payments-api/definition', { namespace: 'Default', kind: 'API', name: 'payments-api' }],
    ['/catalog/default/component/with%20space/', { namespace: 'default', kind: 'component', name: 'with space' }],
  ])('reads %s as the router does', (pathname, params) => {
    expect(entityRouteParamsOf(pathname)).toEqual(params);
  });

  it.each(['/catalog', '/catalog/', '/catalog/default/component', '/catalog-import/a/b/c', '/docs/default/component/a', '/catalog/default/component/%E0%A4%A'])(
    'names no entity at %s',
    (pathname) => {
      expect(entityRouteParamsOf(pathname)).toBeUndefined();
    },
  );

  it('compares kind and namespace without case and keeps the name as written, in the default namespace when none is given', () => {
    expect(entityRouteKey({ namespace: 'Default', kind: 'API', name: 'Payments' })).toEqual({ namespace: 'default', kind: 'api', name: 'Payments' });
    expect(entityRouteKey({ kind: 'component', name: 'a' })).toEqual({ namespace: 'default', kind: 'component', name: 'a' });
  });

  it.each([
    ['/catalog/Default/API/payments-api/definition', 'definition'],
    ['/catalog/default/api/payments-api/definition/', 'definition'],
    ['/catalog/default/component/payments/ci%20cd', 'ci cd'],
    ['/catalog/default/component/payments', undefined],
    ['/catalog/default/component/payments/', undefined],
    ['/catalog/default/component/payments/kubernetes/pods', undefined],
    ['/catalog/default/component/payments/%E0%A4%A', undefined],
  ])('reads the tab of %s', (pathname, tab) => {
    expect(entityRouteTabOf(pathname)).toBe(tab);
  });
});
