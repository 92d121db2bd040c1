import type { Entity } from '@backstage/catalog-model';
import type { CatalogProcessorResult } from '@backstage/plugin-catalog-node';
import { TemplateEntityProcessor } from '../../../../config/dev-backend/embedded/template-entity-kind.module';

const template = (spec: Record<string, unknown>): Entity => ({
  apiVersion: 'scaffolder.backstage.io/v1beta3',
  kind: 'Template',
  metadata: { name: 'create-node-service', namespace: 'default' },
  spec: { type: 'service', steps: [], ...spec },
});

describe('TemplateEntityProcessor', () => {
  const processor = new TemplateEntityProcessor();
  const location = { type: 'file', target: '/examples/template.yaml' };

  it('accepts v1beta3 templates and no other kind', async () => {
    expect(await processor.validateEntityKind(template({ owner: 'team-storefront' }))).toBe(true);
    expect(
      await processor.validateEntityKind({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'payments' },
        spec: { type: 'service', lifecycle: 'production', owner: 'team-payments' },
      }),
    ).toBe(false);
    expect(await processor.validateEntityKind({ ...template({}), apiVersion: 'backstage.io/v1beta2' })).toBe(false);
  });

  it('relates a template and its owner both ways, defaulting the owner kind to Group', async () => {
    const emitted: CatalogProcessorResult[] = [];
    await processor.postProcessEntity(template({ owner: 'team-storefront' }), location, (result) => emitted.push(result));
    const self = { kind: 'Template', namespace: 'default', name: 'create-node-service' };
    const owner = { kind: 'Group', namespace: 'default', name: 'team-storefront' };
    expect(emitted).toEqual([
      { type: 'relation', relation: { source: self, type: 'ownedBy', target: owner } },
      { type: 'relation', relation: { source: owner, type: 'ownerOf', target: self } },
    ]);
  });

  it('emits nothing for a template without owner', async () => {
    const emitted: CatalogProcessorResult[] = [];
    await processor.postProcessEntity(template({}), location, (result) => emitted.push(result));
    expect(emitted).toEqual([]);
  });
});
