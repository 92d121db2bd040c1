import {
  entityPresentation,
  entityTitle,
  fallbackTitle,
  PRESENTATION_BATCH_DELAY_MS,
  PRESENTATION_CACHE_TTL_MS,
  PRESENTATION_MAX_BATCH,
} from '../../../domain/catalog/presentation';
import type { Entity } from '../../../domain/catalog/entity';

const entity = (metadata: Partial<Entity['metadata']>, spec: Entity['spec'] = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name: 'team-a', ...metadata },
  spec,
});

describe('fallback title from a ref', () => {
  it.each<[string, Parameters<typeof fallbackTitle>[1], string]>([
    ['component:default/payments', undefined, 'payments'],
    ['component:ops/payments', undefined, 'ops/payments'],
    ['Component:Default/Payments', undefined, 'payments'],
    ['component:default/payments', { defaultKind: 'Component' }, 'payments'],
    ['api:default/orders', { defaultKind: 'component' }, 'api:orders'],
    ['group:ops/infra', { defaultNamespace: 'ops' }, 'infra'],
    ['group:default/infra', { defaultNamespace: 'ops' }, 'default/infra'],
    ['payments', undefined, 'payments'],
    ['component:', undefined, 'component:'],
  ])('%s %j -> %s', (ref, context, expected) => {
    expect(fallbackTitle(ref, context)).toBe(expected);
  });

  it('takes a compound ref too', () => {
    expect(fallbackTitle({ kind: 'user', namespace: 'people', name: 'jdoe' })).toBe('people/jdoe');
  });
});

describe('title from an entity', () => {
  it('prefers the profile display name, then the title, then the name', () => {
    expect(entityTitle(entity({ title: 'Team A' }, { profile: { displayName: 'The A Team' } }))).toBe('The A Team');
    expect(entityTitle(entity({ title: 'Team A' }))).toBe('Team A');
    expect(entityTitle(entity({}, { profile: { displayName: '' } }))).toBe('team-a');
    expect(entityTitle(entity({ namespace: 'ops' }))).toBe('ops/team-a');
  });
});

describe('entityPresentation', () => {
  it('describes a loaded entity', () => {
    expect(entityPresentation(entity({ title: 'Team A', description: 'Payments people' }, { type: 'team' }))).toEqual({
      entityRef: 'group:default/team-a',
      primaryTitle: 'Team A',
      secondaryTitle: 'group:default/team-a | team | Payments people',
      details: 'team | Payments people',
    });
  });

  it('starts a bare ref with its fallback title', () => {
    expect(entityPresentation('group:default/team-a')).toEqual({
      entityRef: 'group:default/team-a',
      primaryTitle: 'team-a',
      secondaryTitle: 'group:default/team-a',
    });
  });
});

it('has the cache constants: TTL 10 s, batch delay 50 ms, max batch 100', () => {
  expect([PRESENTATION_CACHE_TTL_MS, PRESENTATION_BATCH_DELAY_MS, PRESENTATION_MAX_BATCH]).toEqual([10_000, 50, 100]);
});
