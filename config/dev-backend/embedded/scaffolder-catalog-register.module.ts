// Lets the example templates register what they create in the catalog without a git host: the action
// `portico:catalog:register` reads catalog-info.yaml from the task workspace and hands its entities to an entity
// provider of the catalog (in the same backend process). Backstage's own catalog:register needs a URL the catalog
// can read (a repository), which an offline embedded backend does not have.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { createBackendModule } from '@backstage/backend-plugin-api';
import { type Entity, stringifyEntityRef } from '@backstage/catalog-model';
import {
  catalogProcessingExtensionPoint,
  catalogServiceRef,
  type EntityProvider,
  type EntityProviderConnection,
} from '@backstage/plugin-catalog-node';
import { createTemplateAction, scaffolderActionsExtensionPoint } from '@backstage/plugin-scaffolder-node';
import { CORE_SCHEMA, loadAll } from 'js-yaml';

export const REGISTER_ACTION_ID = 'portico:catalog:register';
export const SCAFFOLDED_LOCATION_TYPE = 'portico-scaffolder';
const PROVIDER_NAME = 'portico-scaffolded-entities';
const VISIBLE_TIMEOUT_MS = 60_000;
const VISIBLE_POLL_MS = 500;

/** Entities created by scaffolder tasks, kept in the catalog by this provider. */
export class ScaffoldedEntityProvider implements EntityProvider {
  private connection: EntityProviderConnection | undefined;
  private readonly waiting: Array<() => void> = [];

  getProviderName(): string {
    return PROVIDER_NAME;
  }

  async connect(connection: EntityProviderConnection): Promise<void> {
    this.connection = connection;
    for (const wake of this.waiting.splice(0)) wake();
  }

  async add(entities: readonly Entity[]): Promise<void> {
    const connection = this.connection ?? (await new Promise<EntityProviderConnection>((wake) => this.waiting.push(() => wake(this.connection!))));
    await connection.applyMutation({
      type: 'delta',
      added: entities.map((entity) => ({ entity, locationKey: `${SCAFFOLDED_LOCATION_TYPE}:${stringifyEntityRef(entity)}` })),
      removed: [],
    });
  }
}

const isEntity = (value: unknown): value is Entity => {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind, metadata } = value as Partial<Entity>;
  return typeof apiVersion === 'string' && typeof kind === 'string' && typeof metadata?.name === 'string';
};

/** The entities of a catalog-info file, annotated as managed by the task that created them. */
export const scaffoldedEntities = (yamlText: string, locationRef: string): Entity[] =>
  loadAll(yamlText, undefined, { schema: CORE_SCHEMA }).map((value, index) => {
    if (!isEntity(value)) throw new Error(`Document ${index + 1} of the catalog file is not an entity`);
    return {
      ...value,
      metadata: {
        ...value.metadata,
        namespace: value.metadata.namespace ?? 'default',
        annotations: {
          ...value.metadata.annotations,
          'backstage.io/managed-by-location': locationRef,
          'backstage.io/managed-by-origin-location': locationRef,
        },
      },
    };
  });

const delay = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

const provider = new ScaffoldedEntityProvider();

export const catalogModuleScaffoldedEntities = createBackendModule({
  pluginId: 'catalog',
  moduleId: 'portico-scaffolded-entities',
  register(registration) {
    registration.registerInit({
      deps: { catalog: catalogProcessingExtensionPoint },
      async init({ catalog }) {
        catalog.addEntityProvider(provider);
      },
    });
  },
});

export const scaffolderModuleCatalogRegister = createBackendModule({
  pluginId: 'scaffolder',
  moduleId: 'portico-catalog-register',
  register(registration) {
    registration.registerInit({
      deps: { scaffolder: scaffolderActionsExtensionPoint, catalog: catalogServiceRef },
      async init({ scaffolder, catalog }) {
        scaffolder.addActions(
          createTemplateAction({
            id: REGISTER_ACTION_ID,
            description:
              'Registers the entities of a catalog-info.yaml in the task workspace in the catalog, without a repository (Portico embedded backend).',
            supportsDryRun: true,
            schema: {
              input: {
                catalogInfoPath: (z) => z.string({ description: 'Path of the catalog file in the workspace. Default: catalog-info.yaml' }).optional(),
              },
              output: {
                entityRef: (z) => z.string({ description: 'The first entity registered (a Component if there is one)' }),
              },
            },
            async handler(ctx) {
              const workspace = resolve(ctx.workspacePath);
              const file = resolve(workspace, ctx.input.catalogInfoPath ?? 'catalog-info.yaml');
              if (!file.startsWith(workspace + sep)) throw new Error('catalogInfoPath must stay inside the workspace');
              const entities = scaffoldedEntities(await readFile(file, 'utf8'), `${SCAFFOLDED_LOCATION_TYPE}:${ctx.task.id}`);
              const main = entities.find((entity) => entity.kind === 'Component') ?? entities[0];
              if (!main) throw new Error('The catalog file holds no entities');
              const entityRef = stringifyEntityRef(main);
              if (ctx.isDryRun) {
                ctx.logger.info(`Dry run: would register ${entities.map((entity) => stringifyEntityRef(entity)).join(', ')}`);
                ctx.output('entityRef', entityRef);
                return;
              }
              const credentials = await ctx.getInitiatorCredentials();
              for (const entity of entities) {
                const existing = await catalog.getEntityByRef(stringifyEntityRef(entity), { credentials });
                const managedBy = existing?.metadata.annotations?.['backstage.io/managed-by-location'] ?? '';
                if (existing && !managedBy.startsWith(`${SCAFFOLDED_LOCATION_TYPE}:`)) {
                  throw new Error(`${stringifyEntityRef(entity)} already exists in the catalog`);
                }
              }
              await provider.add(entities);
              ctx.logger.info(`Registering ${entityRef} in the catalog`);
              const deadline = Date.now() + VISIBLE_TIMEOUT_MS;
              while (!(await catalog.getEntityByRef(entityRef, { credentials }))) {
                if (Date.now() > deadline) throw new Error(`${entityRef} did not appear in the catalog within ${VISIBLE_TIMEOUT_MS / 1000} s`);
                await delay(VISIBLE_POLL_MS);
              }
              ctx.logger.info(`Registered ${entityRef}`);
              ctx.output('entityRef', entityRef);
            },
          }),
        );
      },
    });
  },
});
