// Throughput of the catalog's functions as a script gets them (`import { catalog } from 'portico'`: the package's
// entry) on distinct data, each item once per round: whole-entity validation (`catalog.validateEntity`) against the
// entity policies and kind validators of @backstage/catalog-model (budget: at least 4× its rate, both measured in the
// same process, rounds alternating, each round on entities freshly decoded from JSON for both sides alike, outside
// the timed part), with the hit rates of what validation remembers; and the portal's own entity-ref parse /
// stringify (internal, without the package's checks of its arguments).
// Run alone with `npx tsx tests/bench/catalog-validation.bench.ts`; `run()` is used by `npm run bench`.
import { median, type BenchRow } from './bench-row';
import { distinctEntities, type DistinctEntitiesFigures } from './distinct-entities';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import {
  apiEntityV1alpha1Validator,
  componentEntityV1alpha1Validator,
  DefaultNamespaceEntityPolicy,
  domainEntityV1alpha1Validator,
  EntityPolicies,
  FieldFormatEntityPolicy,
  groupEntityV1alpha1Validator,
  locationEntityV1alpha1Validator,
  NoForeignRootFieldsEntityPolicy,
  resourceEntityV1alpha1Validator,
  SchemaValidEntityPolicy,
  systemEntityV1alpha1Validator,
  userEntityV1alpha1Validator,
  type Entity as UpstreamEntity,
  type KindValidator,
} from '@backstage/catalog-model';
import { catalog } from '../../domain/index';
import { parseEntityRef, stringifyEntityRef, type CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { validationCaches } from '../../domain/catalog/validation-caches';

const { validateEntity } = catalog;

/** Distinct entities validated once per round by each side. */
const ENTITY_COUNT = 30_000;
/** Other entities (another seed) that warm both sides up, so that no cache has seen the measured ones. */
const WARM_UP_COUNT = 3_000;
const WARM_UP_PASSES = 3;
const ROUNDS = 11;
const REF_ROUNDS = 15;
const UPSTREAM_RATIO_BUDGET = 4;

/**
 * What the Backstage catalog runs on an entity: its entity policies (allOf, in the catalog backend's order) and then
 * the validator of the entity's kind. The root fields our validator accepts (relations and status besides the
 * envelope) are passed as known fields, so both sides check the same.
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
    System: systemEntityV1alpha1Validator,
    Domain: domainEntityV1alpha1Validator,
    Resource: resourceEntityV1alpha1Validator,
    Group: groupEntityV1alpha1Validator,
    User: userEntityV1alpha1Validator,
    Location: locationEntityV1alpha1Validator,
  };
  return async (entity: UpstreamEntity): Promise<boolean> => {
    const enforced = await policy.enforce(entity);
    if (enforced === undefined) return false;
    const kindValidator = kindValidators[enforced.kind];
    return kindValidator !== undefined && (await kindValidator.check(enforced));
  };
};

const seconds = (ms: number): number => ms / 1000;
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

type CacheName = keyof typeof validationCaches;
const CACHE_NAMES = Object.keys(validationCaches) as CacheName[];
const CACHE_LABELS: Record<CacheName, string> = { apiVersions: 'apiVersions', labelKeys: 'label keys', annotationKeys: 'annotation keys' };

const forgetValidationCaches = (): void => {
  for (const name of CACHE_NAMES) validationCaches[name].clear();
};

const measureAgainstUpstream = async (entities: readonly unknown[], figures: DistinctEntitiesFigures, warmUp: readonly unknown[]): Promise<BenchRow[]> => {
  const upstream = upstreamValidator();
  for (const entity of [...entities, ...warmUp]) {
    const result = validateEntity(entity);
    if (E.isLeft(result)) throw new Error(`bench fixture is invalid: ${JSON.stringify(result.left)}`);
    if (!(await upstream(entity as UpstreamEntity))) throw new Error(`bench fixture is refused by @backstage/catalog-model: ${JSON.stringify(entity)}`);
  }
  // Each side validates entities of its own, decoded from JSON just before its turn (not timed), as a script
  // validates what it has just read: neither meets objects the other, or an earlier round, has read.
  const entitiesText = JSON.stringify(entities);
  const freshEntities = (): readonly unknown[] => JSON.parse(entitiesText) as unknown[];
  let sink = 0;
  const ours = (list: readonly unknown[]): number => {
    const start = performance.now();
    for (const entity of list) if (E.isRight(validateEntity(entity))) sink++;
    return performance.now() - start;
  };
  const theirs = async (list: readonly unknown[]): Promise<number> => {
    const start = performance.now();
    for (const entity of list) if (await upstream(entity as UpstreamEntity)) sink++;
    return performance.now() - start;
  };
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
    ours(warmUp);
    await theirs(warmUp);
  }

  // Each round validates every entity once on each side; the side that goes first alternates, so that a busy machine
  // (and the garbage one side leaves to the other) weighs on both alike. What validation remembers is emptied before
  // each of its rounds: its hits come from other entities of the same round, never from the same entity seen before.
  const oursRates: number[] = [];
  const upstreamRates: number[] = [];
  const ratios: number[] = [];
  const hits: Record<CacheName, { lookups: number; hits: number }> = {
    apiVersions: { lookups: 0, hits: 0 },
    labelKeys: { lookups: 0, hits: 0 },
    annotationKeys: { lookups: 0, hits: 0 },
  };
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    forgetValidationCaches();
    loads.push(loadavg()[0] ?? 0);
    let oursMs: number;
    let upstreamMs: number;
    if (round % 2 === 0) {
      oursMs = ours(freshEntities());
      upstreamMs = await theirs(freshEntities());
    } else {
      upstreamMs = await theirs(freshEntities());
      oursMs = ours(freshEntities());
    }
    for (const name of CACHE_NAMES) {
      const stats = validationCaches[name].stats;
      hits[name].lookups += stats.lookups;
      hits[name].hits += stats.hits;
    }
    oursRates.push(entities.length / seconds(oursMs));
    upstreamRates.push(entities.length / seconds(upstreamMs));
    ratios.push(upstreamMs / oursMs);
  }
  loads.push(loadavg()[0] ?? 0);
  if (sink === 0) throw new Error('benchmark optimised away');
  const count = entities.length.toLocaleString('en-US');
  const oursRate = Math.round(median(oursRates));
  const upstreamRate = Math.round(median(upstreamRates));
  const hitRates = CACHE_NAMES.map(
    (name) => `${CACHE_LABELS[name]} ${percent(hits[name].hits, hits[name].lookups)} % (at most ${(2 * validationCaches[name].limit).toLocaleString('en-US')} held)`,
  ).join(', ');
  const where = `${cpus().length} × ${cpus()[0]?.model.trim().split(' ').slice(0, 2).join(' ') ?? 'cpu'}, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const ratio = Math.round(median(ratios) * 100) / 100;
  return [
    // The budget is the ratio: absolute rates on a shared two-core machine move with its load.
    {
      name:
        `catalog: the package's catalog.validateEntity vs @backstage/catalog-model policies + kind validator, ${count} distinct entities of every kind ` +
        `(${figures.labelKeys.toLocaleString('en-US')} distinct label keys, ${figures.annotationKeys.toLocaleString('en-US')} annotation keys, ` +
        `${figures.tags.toLocaleString('en-US')} tags, ${figures.namespaces.toLocaleString('en-US')} namespaces), each validated once per round, freshly decoded: ` +
        `Portico ${oursRate.toLocaleString('en-US')}/s, upstream ${upstreamRate.toLocaleString('en-US')}/s (medians of ${ROUNDS} alternating rounds; ` +
        `what validation remembers, emptied before each round, hit rates: ${hitRates}; ${where}) → ${ratio} ×`,
      value: ratio,
      unit: '×',
      budget: UPSTREAM_RATIO_BUDGET,
      higherIsBetter: true,
    },
    { name: `catalog: the package's catalog.validateEntity, ${count} distinct entities (median of ${ROUNDS} rounds; ${where})`, value: oursRate, unit: 'entities/s', budget: 0 },
    {
      name: `catalog: @backstage/catalog-model policies + kind validator, same entities (reference; median of ${ROUNDS} rounds; ${where})`,
      value: upstreamRate,
      unit: 'entities/s',
      budget: 0,
    },
    ...CACHE_NAMES.map(
      (name): BenchRow => ({
        name: `catalog: validateEntity remembered ${CACHE_LABELS[name]} (at most ${(2 * validationCaches[name].limit).toLocaleString('en-US')} held; ${hits[name].lookups.toLocaleString('en-US')} lookups over ${ROUNDS} rounds), hit rate`,
        value: percent(hits[name].hits, hits[name].lookups),
        unit: '%',
        budget: 0,
        higherIsBetter: true,
      }),
    ),
  ];
};

/** Every entity ref the entities hold (relation targets, spec refs), each once, in the three forms a file uses. */
const distinctRefs = (entities: readonly unknown[]): string[] => {
  const refs = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string') refs.add(value);
    else if (Array.isArray(value)) for (const item of value) add(item);
  };
  for (const entity of entities as { relations?: { targetRef: string }[]; spec: Record<string, unknown> }[]) {
    for (const relation of entity.relations ?? []) add(relation.targetRef);
    for (const field of ['owner', 'system', 'domain', 'parent', 'subcomponentOf', 'subdomainOf', 'providesApis', 'consumesApis', 'dependsOn', 'dependencyOf', 'children', 'members', 'memberOf']) {
      add(entity.spec[field]);
    }
  }
  return [...refs];
};

/** Items per second of `work` over every item once, median of `rounds` rounds. */
const itemsPerSecond = <T>(items: readonly T[], rounds: number, work: (item: T) => void): number => {
  for (const item of items.slice(0, 1000)) work(item);
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (const item of items) work(item);
    rates.push(items.length / seconds(performance.now() - start));
  }
  return Math.round(median(rates));
};

export const run = async (): Promise<BenchRow[]> => {
  const { entities, figures } = distinctEntities(ENTITY_COUNT);
  const { entities: warmUp } = distinctEntities(WARM_UP_COUNT, 1001);
  const validationRows = await measureAgainstUpstream(entities, figures, warmUp);

  const refs = distinctRefs(entities);
  let sink = 0;
  const compounds: CompoundEntityRef[] = refs.map((ref) => {
    const parsed = parseEntityRef(ref, { defaultKind: 'component' });
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    return parsed.right;
  });
  const parseRate = itemsPerSecond(refs, REF_ROUNDS, (ref) => {
    if (E.isRight(parseEntityRef(ref, { defaultKind: 'component' }))) sink++;
  });
  const stringifyRate = itemsPerSecond(compounds, REF_ROUNDS, (ref) => {
    sink += stringifyEntityRef(ref).length;
  });
  if (sink === 0) throw new Error('benchmark optimised away');
  const count = refs.length.toLocaleString('en-US');
  return [
    ...validationRows,
    { name: `catalog (internal): parseEntityRef, ${count} distinct refs`, value: parseRate, unit: 'refs/s', budget: 1_000_000 },
    { name: `catalog (internal): stringifyEntityRef, ${count} distinct refs`, value: stringifyRate, unit: 'refs/s', budget: 1_000_000 },
  ];
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const row of await run()) {
    const verdict = row.value >= row.budget ? 'ok' : 'BELOW BUDGET';
    console.log(`${row.name}: ${row.value.toLocaleString('en-US')} ${row.unit} (budget ${row.budget.toLocaleString('en-US')}) ${verdict}`);
  }
}
