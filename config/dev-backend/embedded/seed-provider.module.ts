// Seeds the embedded catalog from one JSON file of entities (`portico.seed.file`), for benchmarks
// with many entities. A file location goes through the catalog's location reader and YAML parser
// and emits its entities one processing round later; this provider hands the whole file to the
// catalog in one `full` mutation, so the entities enter the processing queue at once.
// Without the config key the module does nothing.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { coreServices, createBackendModule, type LoggerService } from '@backstage/backend-plugin-api';
import { ANNOTATION_LOCATION, ANNOTATION_ORIGIN_LOCATION, type Entity } from '@backstage/catalog-model';
import {
  catalogProcessingExtensionPoint,
  type EntityProvider,
  type EntityProviderConnection,
} from '@backstage/plugin-catalog-node';

export const SEED_FILE_CONFIG_KEY = 'portico.seed.file';
export const SEED_PROVIDER_NAME = 'portico-seed';

/** The location annotation every seeded entity carries, e.g. to count them with a by-query filter. */
export const seedLocation = (file: string): string => `file:${resolve(file)}`;

const isEntityList = (value: unknown): value is Entity[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'kind' in item && 'metadata' in item);

export class SeedEntityProvider implements EntityProvider {
  constructor(
    private readonly file: string,
    private readonly logger: LoggerService,
  ) {}

  getProviderName(): string {
    return SEED_PROVIDER_NAME;
  }

  async connect(connection: EntityProviderConnection): Promise<void> {
    // Not awaited: inserting 100,000 entities takes a while and must not hold up the backend's start.
    void this.seed(connection).catch((error: unknown) =>
      this.logger.error(`Seeding the catalog from ${this.file} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** Hands every entity of the file to the catalog in one full mutation (connect runs this in the background). */
  async seed(connection: EntityProviderConnection): Promise<number> {
    const started = Date.now();
    const parsed: unknown = JSON.parse(await readFile(this.file, 'utf8'));
    if (!isEntityList(parsed)) throw new Error('the seed file must hold a JSON array of entities');
    const location = seedLocation(this.file);
    const entities = parsed.map((entity) => ({
      locationKey: location,
      entity: {
        ...entity,
        metadata: {
          ...entity.metadata,
          annotations: { ...entity.metadata.annotations, [ANNOTATION_LOCATION]: location, [ANNOTATION_ORIGIN_LOCATION]: location },
        },
      },
    }));
    await connection.applyMutation({ type: 'full', entities });
    this.logger.info(`Seeded ${entities.length} entities from ${this.file} into the processing queue in ${Date.now() - started} ms`);
    return entities.length;
  }
}

export const catalogModuleSeedProvider = createBackendModule({
  pluginId: 'catalog',
  moduleId: 'portico-seed-provider',
  register(registration) {
    registration.registerInit({
      deps: { catalog: catalogProcessingExtensionPoint, config: coreServices.rootConfig, logger: coreServices.logger },
      async init({ catalog, config, logger }) {
        const file = config.getOptionalString(SEED_FILE_CONFIG_KEY);
        if (file) catalog.addEntityProvider(new SeedEntityProvider(file, logger));
      },
    });
  },
});
