import { ScaffoldedEntityProvider, scaffoldedEntities } from '../../../../config/dev-backend/embedded/scaffolder-catalog-register.module';

describe('offline catalog registration of scaffolded entities', () => {
  it('reads every entity of the catalog file and marks it as managed by the task', () => {
    const entities = scaffoldedEntities(
      'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: svc\n  annotations:\n    a: b\nspec:\n  owner: team\n---\napiVersion: backstage.io/v1alpha1\nkind: API\nmetadata:\n  name: svc-api\n  namespace: ops\n',
      'portico-scaffolder:task-1',
    );
    expect(entities.map((entity) => [entity.kind, entity.metadata.namespace, entity.metadata.name])).toEqual([
      ['Component', 'default', 'svc'],
      ['API', 'ops', 'svc-api'],
    ]);
    expect(entities[0]?.metadata.annotations).toEqual({
      a: 'b',
      'backstage.io/managed-by-location': 'portico-scaffolder:task-1',
      'backstage.io/managed-by-origin-location': 'portico-scaffolder:task-1',
    });
  });

  it('refuses a document that is not an entity', () => {
    expect(() => scaffoldedEntities('just: text\n', 'x:y')).toThrow('Document 1 of the catalog file is not an entity');
  });

  it('hands entities to the catalog as a delta keyed by entity ref, waiting for the connection', async () => {
    const provider = new ScaffoldedEntityProvider();
    const applyMutation = jest.fn(async () => undefined);
    const added = provider.add(scaffoldedEntities('apiVersion: v1\nkind: Component\nmetadata:\n  name: svc\n', 'portico-scaffolder:t'));
    await provider.connect({ applyMutation, refresh: jest.fn() });
    await added;
    expect(applyMutation).toHaveBeenCalledWith({
      type: 'delta',
      added: [expect.objectContaining({ locationKey: 'portico-scaffolder:component:default/svc' })],
      removed: [],
    });
    expect(provider.getProviderName()).toBe('portico-scaffolded-entities');
  });
});
