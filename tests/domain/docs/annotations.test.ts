import type { Entity } from '../../../domain/catalog/entity';
import { docsTargetOf, hasDocs, withLeadingSlash } from '../../../domain/docs/annotations';

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
