import { whenAll, whenAnnotated, whenAny, whenKind } from '../../../domain/catalog/entity-conditions';
import type { Entity } from '../../../domain/catalog/entity';

const entity = (kind: string, annotations: Record<string, string> = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind,
  metadata: { name: 'payments', annotations },
});

describe('entity conditions', () => {
  it('whenKind matches any of the kinds, in any letter case', () => {
    expect(whenKind('component', 'API')(entity('Component'))).toBe(true);
    expect(whenKind('component', 'API')(entity('api'))).toBe(true);
    expect(whenKind('component')(entity('Group'))).toBe(false);
  });

  it('whenAnnotated needs the annotation with a value that is not blank', () => {
    expect(whenAnnotated('acme.com/on-call-rota')(entity('Component', { 'acme.com/on-call-rota': 'payments-primary' }))).toBe(true);
    expect(whenAnnotated('acme.com/on-call-rota')(entity('Component', { 'acme.com/on-call-rota': '  ' }))).toBe(false);
    expect(whenAnnotated('acme.com/on-call-rota')(entity('Component'))).toBe(false);
  });

  it('whenAll and whenAny combine conditions', () => {
    const annotatedComponent = whenAll(whenKind('component'), whenAnnotated('a/b'));
    expect(annotatedComponent(entity('Component', { 'a/b': 'x' }))).toBe(true);
    expect(annotatedComponent(entity('API', { 'a/b': 'x' }))).toBe(false);
    expect(whenAny(whenKind('group'), whenKind('user'))(entity('User'))).toBe(true);
    expect(whenAny()(entity('User'))).toBe(false);
    expect(whenAll()(entity('User'))).toBe(true);
  });
});
