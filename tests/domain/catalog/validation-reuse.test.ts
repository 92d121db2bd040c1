import * as E from 'fp-ts/Either';
import { validateEntity } from '../../../domain/catalog/validation';

const component = (name: unknown, spec: Record<string, unknown> = { type: 'service', lifecycle: 'production', owner: 'team-a' }) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name },
  spec,
});

describe('validateEntity: one call does not leak into the next', () => {
  it('keeps the problems of an earlier call as they were', () => {
    const first = validateEntity(component('-bad'));
    expect(E.isRight(validateEntity(component('good')))).toBe(true);
    const third = validateEntity(component('bad-'));
    expect(first).toEqual(E.left([{ path: 'metadata.name', message: expect.stringContaining('"-bad"') }]));
    expect(third).toEqual(E.left([{ path: 'metadata.name', message: expect.stringContaining('"bad-"') }]));
  });

  it('validates an entity met in a getter of another on its own', () => {
    const inner = component('-inner');
    let innerResult: ReturnType<typeof validateEntity> | undefined;
    const outer = {
      ...component('outer'),
      get kind() {
        innerResult = validateEntity(inner);
        return 'Component';
      },
    };
    expect(E.isRight(validateEntity(outer))).toBe(true);
    expect(innerResult).toEqual(E.left([{ path: 'metadata.name', message: expect.stringContaining('"-inner"') }]));
  });
});

describe('validateEntity: kinds named like object properties', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty'])('treats %s as a kind without spec rules', (kind) => {
    const entity = { apiVersion: 'backstage.io/v1alpha1', kind, metadata: { name: 'x' }, spec: { anything: 1 } };
    expect(validateEntity(entity)).toEqual(E.right(entity));
  });
});
