import type { Entity } from '../../../domain/catalog/entity';
import { kubernetesPlugin } from '../../../config/browser/plugins/kubernetes';

const component = (annotations: Record<string, string>): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'web-shop', annotations },
  spec: { type: 'website' },
});

describe('the Kubernetes tab shows only where the entity names its workloads', () => {
  const tab = kubernetesPlugin.entityTabs?.find((candidate) => candidate.id === 'kubernetes');
  const shows = (entity: Entity) => tab?.when?.(entity) ?? true;

  it('is not on a component without Kubernetes metadata', () => {
    expect(shows(component({}))).toBe(false);
    expect(shows(component({ 'backstage.io/kubernetes-id': '  ' }))).toBe(false);
  });

  it('is on an entity with the kubernetes-id or the label-selector annotation', () => {
    expect(shows(component({ 'backstage.io/kubernetes-id': 'payments' }))).toBe(true);
    expect(shows(component({ 'backstage.io/kubernetes-label-selector': 'app=payments' }))).toBe(true);
    expect(shows({ ...component({ 'backstage.io/kubernetes-id': 'cache' }), kind: 'Resource' })).toBe(true);
  });
});
