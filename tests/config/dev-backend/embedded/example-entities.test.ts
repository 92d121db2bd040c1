import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load, loadAll } from 'js-yaml';
import { EXAMPLES_DIR, exampleEntityRefs } from '../../../../config/dev-backend/embedded/example-entities';

type Doc = { apiVersion: string; kind: string; metadata: { name: string; annotations?: Record<string, string> }; spec?: Record<string, unknown> };

const docs = (file: string): Doc[] =>
  loadAll(readFileSync(join(EXAMPLES_DIR, file), 'utf8'), undefined, { schema: CORE_SCHEMA }) as Doc[];
const all = ['org.yaml', 'systems.yaml', 'components.yaml', 'apis.yaml', 'resources.yaml', 'locations.yaml'].flatMap(docs);
const ofKind = (kind: string) => all.filter((doc) => doc.kind === kind);

describe('example catalog data', () => {
  it('lists every example entity once, including the template and the resources behind the Location', () => {
    const refs = exampleEntityRefs();
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs).toEqual(
      expect.arrayContaining([
        'component:default/payments',
        'template:default/create-node-service',
        'resource:default/payments-db',
        'location:default/example-infrastructure',
        'user:default/guest',
      ]),
    );
    expect(refs).toHaveLength(all.length + 1);
  });

  it('has an API of every definition type the portal renders', () => {
    expect(ofKind('API').map((api) => api.spec?.type).sort()).toEqual(['asyncapi', 'graphql', 'grpc', 'openapi', 'trpc']);
    for (const api of ofKind('API')) expect(String(api.spec?.definition).length).toBeGreaterThan(200);
  });

  it('has parseable OpenAPI and AsyncAPI definitions', () => {
    const definition = (name: string) => load(String(ofKind('API').find((api) => api.metadata.name === name)?.spec?.definition), { schema: CORE_SCHEMA }) as { openapi?: string; asyncapi?: string; paths: object };
    expect(definition('payments-api').openapi).toBe('3.0.3');
    expect(Object.keys(definition('payments-api').paths)).toContain('/payments');
    expect(definition('payment-events').asyncapi).toBe('2.6.0');
  });

  it('covers component types and lifecycles', () => {
    const components = ofKind('Component');
    expect(new Set(components.map((c) => c.spec?.type))).toEqual(new Set(['service', 'website', 'library']));
    expect(new Set(components.map((c) => c.spec?.lifecycle))).toEqual(new Set(['production', 'experimental', 'deprecated']));
  });

  it('annotates payments for Kubernetes and two components for docs, each with a published site', () => {
    const payments = ofKind('Component').find((c) => c.metadata.name === 'payments');
    expect(payments?.metadata.annotations?.['backstage.io/kubernetes-id']).toBe('payments');
    const withDocs = ofKind('Component').filter((c) => c.metadata.annotations?.['backstage.io/techdocs-ref'] === 'dir:.');
    expect(withDocs.map((c) => c.metadata.name).sort()).toEqual(['payments', 'web-shop']);
    for (const { metadata } of withDocs) {
      const site = join(EXAMPLES_DIR, 'techdocs/default/component', metadata.name);
      expect(readFileSync(join(site, 'index.html'), 'utf8')).toContain('md-content');
      const files = JSON.parse(readFileSync(join(site, 'techdocs_metadata.json'), 'utf8')).files as string[];
      for (const file of files) expect(() => readFileSync(join(site, file))).not.toThrow();
    }
  });

  it('nests the teams under the department and gives every user a group', () => {
    const groupNames = ofKind('Group').map((group) => group.metadata.name);
    const children = ofKind('Group').filter((group) => group.spec?.parent);
    expect(children.length).toBeGreaterThanOrEqual(1);
    for (const child of children) expect(groupNames).toContain(child.spec?.parent);
    for (const user of ofKind('User')) {
      expect((user.spec?.memberOf as string[]).every((group) => groupNames.includes(group))).toBe(true);
    }
  });
});
