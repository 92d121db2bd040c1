// Throughput of the catalog's hot pure functions: whole-entity validation (target: at least
// 200,000 typical entities per second in plain Node, and at least 3× the entity policies and kind
// validators of @backstage/catalog-model on the same entities) and entity-ref parse / stringify.
// Run alone with `npx tsx tests/bench/catalog-validation.bench.ts`; `run()` is used by `npm run bench`.
import { median, type BenchRow } from './bench-row';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import {
  apiEntityV1alpha1Validator,
  componentEntityV1alpha1Validator,
  DefaultNamespaceEntityPolicy,
  EntityPolicies,
  FieldFormatEntityPolicy,
  NoForeignRootFieldsEntityPolicy,
  SchemaValidEntityPolicy,
  type Entity as UpstreamEntity,
  type KindValidator,
} from '@backstage/catalog-model';
import { parseEntityRef, stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { validateEntity } from '../../domain/catalog/validation';


const ENTITY_COUNT = 1000;
const ROUNDS = 7;
const ROUND_MS = 150;
const UPSTREAM_RATIO_BUDGET = 3;

/** Distinct, typical catalog-info entities (components and, one in five, APIs with tags, labels, annotations, links, relations). */
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

/** Operations per second of one round: `work` repeated until at least `minMs` have passed. */
const timeRound = async (operationsPerCall: number, work: () => void | Promise<void>, minMs: number): Promise<number> => {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    await work();
    calls++;
    elapsed = performance.now() - start;
  }
  return (calls * operationsPerCall * 1000) / elapsed;
};

/** Operations per second after a warm-up. */
const measure = async (operationsPerCall: number, work: () => void, minMs = 400): Promise<number> => {
  for (let i = 0; i < 3; i++) work();
  return Math.round(await timeRound(operationsPerCall, work, minMs));
};

/**
 * What the Backstage catalog runs on an entity: its entity policies (allOf, in the catalog backend's
 * order) and then the validator of the entity's kind. The root fields our validator accepts
 * (relations and status besides the envelope) are passed as known fields, so both sides check the same.
 */
const upstreamValidator = () => {
  const policy = EntityPolicies.allOf([
    new SchemaValidEntityPolicy(),
    new DefaultNamespaceEntityPolicy(),
    new NoForeignRootFieldsEntityPolicy(['apiVersion', 'kind', 'metadata', 'spec', 'relations', 'status']),
    new FieldFormatEntityPolicy(),
  ]);
  const kindValidators: Readonly<Record<string, KindValidator>> = {
    Component: componentEntityV1alpha1Validator,
    API: apiEntityV1alpha1Validator,
  };
  return async (entity: UpstreamEntity): Promise<boolean> => {
    const enforced = await policy.enforce(entity);
    if (enforced === undefined) return false;
    const kindValidator = kindValidators[enforced.kind];
    return kindValidator !== undefined && (await kindValidator.check(enforced));
  };
};

const measureAgainstUpstream = async (entities: readonly unknown[]): Promise<BenchRow[]> => {
  const upstream = upstreamValidator();
  const upstreamEntities = entities as readonly UpstreamEntity[];
  for (const entity of entities) {
    const result = validateEntity(entity);
    if (E.isLeft(result)) throw new Error(`bench fixture is invalid: ${JSON.stringify(result.left)}`);
  }
  for (const entity of upstreamEntities) {
    if (!(await upstream(entity))) throw new Error(`bench fixture is refused by @backstage/catalog-model: ${entity.kind}`);
  }
  let sink = 0;
  const oursWork = () => {
    for (const entity of entities) if (E.isRight(validateEntity(entity))) sink++;
  };
  const upstreamWork = async () => {
    for (const entity of upstreamEntities) if (await upstream(entity)) sink++;
  };
  for (let i = 0; i < 3; i++) {
    oursWork();
    await upstreamWork();
  }
  // Rounds alternate between the two sides, so a busy machine slows both alike; the ratio is the median of each round's ratio.
  const oursRates: number[] = [];
  const upstreamRates: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ours = await timeRound(entities.length, oursWork, ROUND_MS);
    const theirs = await timeRound(entities.length, upstreamWork, ROUND_MS);
    oursRates.push(ours);
    upstreamRates.push(theirs);
    ratios.push(ours / theirs);
  }
  if (sink === 0) throw new Error('benchmark optimised away');
  const ours = Math.round(median(oursRates));
  const theirs = Math.round(median(upstreamRates));
  return [
    { name: 'catalog: validateEntity', value: ours, unit: 'entities/s', budget: 200_000 },
    { name: 'catalog: @backstage/catalog-model policies + kind validator (reference)', value: theirs, unit: 'entities/s', budget: 0 },
    {
      name: 'catalog: validateEntity vs @backstage/catalog-model',
      value: Math.round(median(ratios) * 100) / 100,
      unit: '×',
      budget: UPSTREAM_RATIO_BUDGET,
      higherIsBetter: true,
    },
  ];
};

export const run = async (): Promise<BenchRow[]> => {
  const entities = typicalEntities();
  const validationRows = await measureAgainstUpstream(entities);

  let sink = 0;
  const refs = entities.map((_, i) => (i % 2 === 0 ? `Component:team-${i % 7}/service-${i}` : `service-${i}`));
  const parseRate = await measure(refs.length, () => {
    for (const ref of refs) if (E.isRight(parseEntityRef(ref, { defaultKind: 'component' }))) sink++;
  });

  const compounds = refs.map((ref) => {
    const parsed = parseEntityRef(ref, { defaultKind: 'component' });
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    return parsed.right;
  });
  const stringifyRate = await measure(compounds.length, () => {
    for (const ref of compounds) sink += stringifyEntityRef(ref).length;
  });

  if (sink === 0) throw new Error('benchmark optimised away');
  return [
    ...validationRows,
    { name: 'catalog: parseEntityRef', value: parseRate, unit: 'refs/s', budget: 1_000_000 },
    { name: 'catalog: stringifyEntityRef', value: stringifyRate, unit: 'refs/s', budget: 1_000_000 },
  ];
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const row of await run()) {
    const verdict = row.value >= row.budget ? 'ok' : 'BELOW BUDGET';
    console.log(`${row.name}: ${row.value.toLocaleString('en-US')} ${row.unit} (budget ${row.budget.toLocaleString('en-US')}) ${verdict}`);
  }
}
