import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiEntityV1alpha1Validator,
  componentEntityV1alpha1Validator,
  domainEntityV1alpha1Validator,
  type Entity as BackstageEntity,
  groupEntityV1alpha1Validator,
  type KindValidator,
  parseEntityRef,
  resourceEntityV1alpha1Validator,
  stringifyEntityRef,
  systemEntityV1alpha1Validator,
  userEntityV1alpha1Validator,
} from '@backstage/catalog-model';
import type { EntityProviderConnection, EntityProviderMutation } from '@backstage/plugin-catalog-node';
import * as E from 'fp-ts/Either';
import { SEED_PROVIDER_NAME, SeedEntityProvider, seedLocation } from '../../../../config/dev-backend/embedded/seed-provider.module';
import { validateEntity } from '../../../../domain/catalog/validation';
import { catalogSize, generateCatalog } from '../../../bench/seed/generate-catalog';

const quietLogger = { info: jest.fn(), error: jest.fn(), warn: jest.fn(), debug: jest.fn(), child: jest.fn() };

const recordingConnection = (): { connection: EntityProviderConnection; mutations: EntityProviderMutation[] } => {
  const mutations: EntityProviderMutation[] = [];
  return {
    mutations,
    connection: {
      applyMutation: async (mutation) => {
        mutations.push(mutation);
      },
      refresh: async () => undefined,
    },
  };
};

describe('generateCatalog', () => {
  it.each([20, 1000, 10_000])('generates exactly %i entities with unique refs', (total) => {
    const entities = generateCatalog(total);
    expect(entities).toHaveLength(total);
    expect(new Set(entities.map((entity) => `${entity.kind}:${entity.metadata.name}`)).size).toBe(total);
  });

  it('splits a catalog into the kinds of a real organisation, adding up to the total', () => {
    const size = catalogSize(10_000);
    expect(Object.values(size).reduce((sum, count) => sum + count, 0)).toBe(10_000);
    expect(size).toEqual({ departments: 2, teams: 40, users: 800, domains: 4, systems: 167, apis: 1500, resources: 700, components: 6787 });
    expect(() => catalogSize(19)).toThrow('at least 20');
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(generateCatalog(500, 7))).toBe(JSON.stringify(generateCatalog(500, 7)));
    expect(JSON.stringify(generateCatalog(500, 7))).not.toBe(JSON.stringify(generateCatalog(500, 8)));
  });

  it('passes our whole-entity validation and the backend kind validators', async () => {
    const validators: Record<string, KindValidator> = {
      Component: componentEntityV1alpha1Validator,
      API: apiEntityV1alpha1Validator,
      System: systemEntityV1alpha1Validator,
      Domain: domainEntityV1alpha1Validator,
      Resource: resourceEntityV1alpha1Validator,
      Group: groupEntityV1alpha1Validator,
      User: userEntityV1alpha1Validator,
    };
    for (const entity of generateCatalog(2000, 3)) {
      const ours = validateEntity(entity);
      expect(E.isRight(ours) ? 'valid' : JSON.stringify(ours.left)).toBe('valid');
      expect(await validators[entity.kind]!.check(entity as BackstageEntity)).toBe(true);
    }
  });

  it('only refers to entities of the same catalog, so every relation resolves', () => {
    const entities = generateCatalog(3000, 5);
    const refs = new Set(entities.map((entity) => stringifyEntityRef(entity as BackstageEntity)));
    const referenced = entities.flatMap((entity) => {
      const spec = (entity.spec ?? {}) as Record<string, unknown>;
      const single = ['owner', 'system', 'domain', 'parent'].flatMap((key) => (typeof spec[key] === 'string' ? [spec[key] as string] : []));
      const lists = ['providesApis', 'consumesApis', 'dependsOn', 'memberOf', 'children'].flatMap((key) =>
        Array.isArray(spec[key]) ? (spec[key] as string[]) : [],
      );
      // Bare names (parent, children, memberOf) name groups.
      return [...single, ...lists].map((value) => stringifyEntityRef(parseEntityRef(value, { defaultKind: 'group' })));
    });
    expect(referenced.length).toBeGreaterThan(3000);
    expect(referenced.filter((ref) => !refs.has(ref))).toEqual([]);
  });

  it('gives entities owners, tags and lifecycles in realistic variety', () => {
    const components = generateCatalog(5000).filter((entity) => entity.kind === 'Component');
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(components.map((entity) => entity.spec?.owner))).toBeGreaterThan(100);
    expect(distinct(components.map((entity) => entity.spec?.lifecycle))).toBe(3);
    expect(distinct(components.map((entity) => entity.spec?.type))).toBe(3);
    expect(distinct(components.flatMap((entity) => entity.metadata.tags ?? []))).toBeGreaterThan(30);
  });
});

describe('SeedEntityProvider', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-seed-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hands every entity of the file to the catalog in one full mutation, annotated with the seed location', async () => {
    const file = join(dir, 'seed.json');
    const entities = generateCatalog(50);
    writeFileSync(file, JSON.stringify(entities));
    const provider = new SeedEntityProvider(file, quietLogger);
    const { connection, mutations } = recordingConnection();

    expect(provider.getProviderName()).toBe(SEED_PROVIDER_NAME);
    expect(await provider.seed(connection)).toBe(50);
    expect(mutations).toHaveLength(1);
    const mutation = mutations[0]!;
    if (mutation.type !== 'full') throw new Error('expected a full mutation');
    expect(mutation.entities.map((deferred) => deferred.entity.metadata.name)).toEqual(entities.map((entity) => entity.metadata.name));
    for (const deferred of mutation.entities) {
      expect(deferred.locationKey).toBe(`file:${file}`);
      expect(deferred.entity.metadata.annotations).toMatchObject({
        'backstage.io/managed-by-location': seedLocation(file),
        'backstage.io/managed-by-origin-location': seedLocation(file),
      });
    }
    // Annotations the generator set are kept.
    const component = mutation.entities.find((deferred) => deferred.entity.kind === 'Component')!;
    expect(component.entity.metadata.annotations?.['backstage.io/source-location']).toMatch(/^url:https:\/\/git\.example\.com\//);
  });

  it('refuses a file that is not a list of entities', async () => {
    const file = join(dir, 'seed.json');
    writeFileSync(file, JSON.stringify({ kind: 'Component' }));
    const { connection, mutations } = recordingConnection();
    await expect(new SeedEntityProvider(file, quietLogger).seed(connection)).rejects.toThrow('JSON array of entities');
    expect(mutations).toEqual([]);
  });

  it('connects without waiting for the seeding and logs a failure instead of throwing', async () => {
    let logged: (message: string) => void = () => undefined;
    const failureLogged = new Promise<string>((resolve) => {
      logged = resolve;
    });
    const logger = { ...quietLogger, error: jest.fn((message: string) => logged(message)) };
    const provider = new SeedEntityProvider(join(dir, 'missing.json'), logger);
    const { connection } = recordingConnection();
    await expect(provider.connect(connection)).resolves.toBeUndefined();
    await expect(failureLogged).resolves.toContain('missing.json');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
