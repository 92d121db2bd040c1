// Throughput of the catalog's hot pure functions: whole-entity validation (target: at least
// 200,000 typical entities per second in plain Node) and entity-ref parse / stringify.
// Run alone with `npx tsx tests/bench/catalog-validation.bench.ts`; `run()` is used by `npm run bench`.
import type { BenchRow } from './bench-row';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import { parseEntityRef, stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { validateEntity } from '../../domain/catalog/validation';


const ENTITY_COUNT = 1000;

/** Distinct, typical catalog-info entities (component with tags, labels, annotations, links, relations). */
const typicalEntities = (): unknown[] =>
  Array.from({ length: ENTITY_COUNT }, (_, i) => ({
    apiVersion: 'backstage.io/v1alpha1',
    kind: i % 5 === 0 ? 'API' : 'Component',
    metadata: {
      name: `service-${i}`,
      namespace: i % 3 === 0 ? 'default' : `team-${i % 7}`,
      title: `Service number ${i}`,
      description: 'Handles payments for the shop and talks to the ledger.',
      tags: ['java', `tier-${i % 4}`, 'payments'],
      labels: { 'example.com/cost-center': `cc${i % 10}` },
      annotations: {
        'backstage.io/managed-by-location': `url:https://github.com/acme/service-${i}/blob/main/catalog-info.yaml`,
        'backstage.io/source-location': `url:https://github.com/acme/service-${i}/tree/main/`,
        'github.com/project-slug': `acme/service-${i}`,
      },
      links: [{ url: `https://dashboards.example.com/service-${i}`, title: 'Dashboard', icon: 'dashboard' }],
    },
    spec: {
      type: 'service',
      lifecycle: 'production',
      owner: `group:default/team-${i % 7}`,
      system: 'payments',
      definition: i % 5 === 0 ? 'openapi: 3.0.0' : undefined,
      providesApis: [`payments-api-${i}`],
      dependsOn: [`resource:default/db-${i}`],
    },
    relations: [
      { type: 'ownedBy', targetRef: `group:default/team-${i % 7}` },
      { type: 'partOf', targetRef: 'system:default/payments' },
    ],
  }));

/** Calls `work` in rounds until at least `minMs` have passed; returns operations per second. */
const measure = (operationsPerRound: number, work: () => void, minMs = 400): number => {
  for (let i = 0; i < 3; i++) work(); // warm-up
  let rounds = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    work();
    rounds++;
    elapsed = performance.now() - start;
  }
  return Math.round((rounds * operationsPerRound * 1000) / elapsed);
};

export const run = (): BenchRow[] => {
  const entities = typicalEntities();
  for (const entity of entities) {
    const result = validateEntity(entity);
    if (E.isLeft(result)) throw new Error(`bench fixture is invalid: ${JSON.stringify(result.left)}`);
  }
  let sink = 0;
  const validationRate = measure(entities.length, () => {
    for (const entity of entities) if (E.isRight(validateEntity(entity))) sink++;
  });

  const refs = entities.map((_, i) => (i % 2 === 0 ? `Component:team-${i % 7}/service-${i}` : `service-${i}`));
  const parseRate = measure(refs.length, () => {
    for (const ref of refs) if (E.isRight(parseEntityRef(ref, { defaultKind: 'component' }))) sink++;
  });

  const compounds = refs.map((ref) => {
    const parsed = parseEntityRef(ref, { defaultKind: 'component' });
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    return parsed.right;
  });
  const stringifyRate = measure(compounds.length, () => {
    for (const ref of compounds) sink += stringifyEntityRef(ref).length;
  });

  if (sink === 0) throw new Error('benchmark optimised away');
  return [
    { name: 'catalog: validateEntity', value: validationRate, unit: 'entities/s', budget: 200_000 },
    { name: 'catalog: parseEntityRef', value: parseRate, unit: 'refs/s', budget: 1_000_000 },
    { name: 'catalog: stringifyEntityRef', value: stringifyRate, unit: 'refs/s', budget: 1_000_000 },
  ];
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const row of run()) {
    const verdict = row.value >= row.budget ? 'ok' : 'BELOW BUDGET';
    console.log(`${row.name}: ${row.value.toLocaleString('en-US')} ${row.unit} (budget ${row.budget.toLocaleString('en-US')}) ${verdict}`);
  }
}
