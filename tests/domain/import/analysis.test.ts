import fc from 'fast-check';
import {
  initialEntityFields,
  locationsFromExistingFiles,
  refsOfGenerated,
  withEntityFields,
  type GeneratedEntity,
} from '../../../domain/import/analysis';

const file = (target: string, name: string, isRegistered = false, namespace?: string) => ({
  location: { target },
  isRegistered,
  entity: { kind: 'Component', metadata: { name, ...(namespace ? { namespace } : {}) } },
});

describe('locationsFromExistingFiles', () => {
  it('groups the files the analysis found by target, keeping their order and the default namespace', () => {
    expect(
      locationsFromExistingFiles([
        file('https://github.com/acme/a/blob/main/catalog-info.yaml', 'api', true),
        file('https://github.com/acme/a/blob/main/svc/catalog-info.yaml', 'svc'),
        file('https://github.com/acme/a/blob/main/catalog-info.yaml', 'web', true, 'shop'),
      ]),
    ).toEqual([
      {
        target: 'https://github.com/acme/a/blob/main/catalog-info.yaml',
        exists: true,
        entities: [
          { kind: 'Component', namespace: 'default', name: 'api' },
          { kind: 'Component', namespace: 'shop', name: 'web' },
        ],
      },
      { target: 'https://github.com/acme/a/blob/main/svc/catalog-info.yaml', exists: false, entities: [{ kind: 'Component', namespace: 'default', name: 'svc' }] },
    ]);
  });

  it('property: every file’s entity lands in exactly one location, under its own target', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('t1', 't2', 't3'), fc.string({ minLength: 1 })), { maxLength: 20 }), (files) => {
        const locations = locationsFromExistingFiles(files.map(([target, name]) => file(target, name)));
        expect(locations.flatMap((location) => location.entities)).toHaveLength(files.length);
        expect(new Set(locations.map((location) => location.target)).size).toBe(locations.length);
        for (const [target, name] of files) {
          expect(locations.find((location) => location.target === target)?.entities.map((entity) => entity.name)).toContain(name);
        }
      }),
    );
  });
});

const proposed: GeneratedEntity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'widgets', annotations: { 'github.com/project-slug': 'acme/widgets' } },
  spec: { type: 'other', lifecycle: 'unknown' },
};

describe('initialEntityFields', () => {
  it('starts from the proposed entity', () => {
    expect(initialEntityFields([{ ...proposed, spec: { owner: 'group:default/web' } }], [])).toEqual({ name: 'widgets', owner: 'group:default/web' });
  });

  it('falls back to the backend’s suggestions, then to empty', () => {
    expect(
      initialEntityFields([{ kind: 'Component' }], [
        { field: 'metadata.name', state: 'analysisSuggestion', value: 'suggested' },
        { field: 'spec.owner', state: 'needsUserInput', value: null },
      ]),
    ).toEqual({ name: 'suggested', owner: '' });
    expect(initialEntityFields([], [])).toEqual({ name: '', owner: '' });
  });
});

describe('withEntityFields', () => {
  it('sets the chosen name and owner, keeping the rest of the proposal', () => {
    const [entity] = withEntityFields([proposed], { name: 'widget-service', owner: ' group:default/web ' });
    expect(entity).toEqual({
      ...proposed,
      metadata: { ...proposed.metadata, name: 'widget-service' },
      spec: { type: 'other', lifecycle: 'unknown', owner: 'group:default/web' },
    });
    expect(refsOfGenerated([entity!])).toEqual([{ kind: 'Component', namespace: 'default', name: 'widget-service' }]);
  });

  it('leaves the proposal’s owner when none is chosen', () => {
    const [entity] = withEntityFields([{ ...proposed, spec: { owner: 'team-a' } }], { name: 'x', owner: '  ' });
    expect(entity?.spec).toEqual({ owner: 'team-a' });
  });
});
