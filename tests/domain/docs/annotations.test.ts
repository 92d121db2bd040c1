import fc from 'fast-check';
import type { Entity } from '../../../domain/catalog/entity';
import { docsTargetOf, hasDocs, withLeadingSlash } from '../../../domain/docs/annotations';
import { docsRouteParams } from '../../../domain/docs/docs-paths';

const entity = (annotations: Record<string, string>): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', namespace: 'default', annotations },
});

describe('docs annotations', () => {
  it.each<[Record<string, string>, boolean]>([
    [{ 'backstage.io/techdocs-ref': 'dir:.' }, true],
    [{ 'backstage.io/techdocs-entity': 'component:default/shared-docs' }, true],
    [{ 'backstage.io/techdocs-ref': '   ' }, false],
    [{}, false],
  ])('%p has docs: %p', (annotations, expected) => {
    expect(hasDocs(entity(annotations))).toBe(expected);
  });

  it('shows the entity’s own docs at the home page by default', () => {
    expect(docsTargetOf(entity({ 'backstage.io/techdocs-ref': 'dir:.' }))).toEqual({ ref: { kind: 'Component', namespace: 'default', name: 'payments' }, path: '' });
  });

  it('follows the entity override annotation, filling in kind and namespace from the entity', () => {
    expect(docsTargetOf(entity({ 'backstage.io/techdocs-entity': 'system:platform/payments-platform' })).ref).toEqual({ kind: 'system', namespace: 'platform', name: 'payments-platform' });
    expect(docsTargetOf(entity({ 'backstage.io/techdocs-entity': 'shared-docs' })).ref).toEqual({ kind: 'Component', namespace: 'default', name: 'shared-docs' });
  });

  it('falls back to the entity itself when the override cannot be read', () => {
    expect(docsTargetOf(entity({ 'backstage.io/techdocs-entity': 'component:/' })).ref.name).toBe('payments');
  });

  it.each<[string, string]>([
    ['runbook', '/runbook'],
    ['/runbook', '/runbook'],
    ['guides/setup/', '/guides/setup/'],
    ['', ''],
  ])('the entity path annotation %p opens %p (a leading slash is added if missing)', (path, expected) => {
    expect(withLeadingSlash(path)).toBe(expected);
    expect(docsTargetOf(entity({ 'backstage.io/techdocs-ref': 'dir:.', 'backstage.io/techdocs-entity-path': path })).path).toBe(expected);
  });
});

describe('docsRouteParams', () => {
  const entityWith = (metadata: Partial<Entity['metadata']>, kind = 'Component'): Entity => ({
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name: 'Payments', namespace: 'Team-A', ...metadata },
  });

  it('lowercases namespace, kind and name', () => {
    expect(docsRouteParams(entityWith({}), false)).toEqual({ namespace: 'team-a', kind: 'component', name: 'payments' });
  });

  it('keeps them as written with the legacy case-sensitive setting', () => {
    expect(docsRouteParams(entityWith({}), true)).toEqual({ namespace: 'Team-A', kind: 'Component', name: 'Payments' });
  });

  it("follows the override annotation, with the entity's kind and namespace as defaults", () => {
    expect(docsRouteParams(entityWith({ annotations: { 'backstage.io/techdocs-entity': 'System:Shop/Docs' } }), false)).toEqual({ namespace: 'shop', kind: 'system', name: 'docs' });
    expect(docsRouteParams(entityWith({ annotations: { 'backstage.io/techdocs-entity': 'Docs' } }), true)).toEqual({ namespace: 'Team-A', kind: 'Component', name: 'Docs' });
  });

  it('never leaves an upper-case letter in the path without the legacy setting', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,10}$/), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,10}$/), (kind, name) => {
        const params = docsRouteParams(entityWith({ name, namespace: 'default' }, kind), false);
        expect(Object.values(params).join('/')).toBe(Object.values(params).join('/').toLowerCase());
      }),
    );
  });
});
