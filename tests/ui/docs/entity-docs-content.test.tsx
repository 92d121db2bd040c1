import { screen } from '@testing-library/react';
import type { Entity } from '../../../domain/catalog/entity';
import { docsPlugin } from '../../../config/browser/plugins/docs';
import { EntityDocsContent } from '../../../ui/docs/entity-docs-content';
import { renderView } from '../../support/render';

const entity = (annotations: Record<string, string>): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'ledger', namespace: 'default', annotations },
});

describe('entity docs tab', () => {
  it('is offered only for entities with docs annotations', () => {
    const tab = docsPlugin.entityTabs?.find((candidate) => candidate.id === 'docs');
    expect(tab).toMatchObject({ path: 'docs', title: 'Docs' });
    expect(tab?.when?.(entity({ 'backstage.io/techdocs-ref': 'dir:.' }))).toBe(true);
    expect(tab?.when?.(entity({ 'backstage.io/techdocs-entity': 'component:default/payments' }))).toBe(true);
    expect(tab?.when?.(entity({}))).toBe(false);
  });

  it('explains the missing annotation when shown for an entity without docs', () => {
    renderView(<EntityDocsContent entity={entity({})} />);
    expect(screen.getByText('Missing Annotation')).toBeInTheDocument();
    expect(screen.getAllByText('backstage.io/techdocs-ref').length).toBeGreaterThan(0);
  });
});
