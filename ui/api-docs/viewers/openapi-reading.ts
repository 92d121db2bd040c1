// Where a large OpenAPI definition is read: in a worker (which the page's first script may have started already,
// when the portal opened on a Definition tab), handed the definition when the tab first commits, and kept for the
// viewer to take. Small definitions are read by the viewer itself as it renders.
import { definitionOf, widgetForType } from '../../../domain/api-docs/definition-widgets';
import type { Entity } from '../../../domain/catalog/entity';
import type { OpenApiReading } from './read-openapi-view';

/**
 * From this size on a definition is read in a worker (measured: a 300 kB, 200-operation YAML document held
 * the page for 0.5 s or more). Smaller ones are read at once: a worker's start-up would cost more than it saves.
 */
export const OFF_THREAD_FROM_CHARS = 64 * 1024;

export const readsOffThread = (definition: string): boolean => definition.length >= OFF_THREAD_FROM_CHARS && typeof Worker !== 'undefined';

type OffThreadModule = typeof import('./openapi-view-off-thread');

/** The worker's side of the page, once imported: used at once from then on (an import resolves a task later). */
let offThread: OffThreadModule | undefined;

const withOffThreadModule = <A>(use: (module: OffThreadModule) => A | Promise<A>): Promise<A> => {
  const loaded = offThread;
  return loaded
    ? new Promise<A>((resolve) => resolve(use(loaded)))
    : import('./openapi-view-off-thread').then((module) => {
        offThread = module;
        return use(module);
      });
};

let latest: { readonly definition: string; readonly reading: Promise<OpenApiReading> } | undefined;

/** The reading of a large definition, started on the first call and shared by the later ones. */
export const readOffThread = (definition: string): Promise<OpenApiReading> => {
  if (latest?.definition !== definition) {
    const reading = withOffThreadModule(({ readOpenApiViewOffThread }) => readOpenApiViewOffThread(definition)).catch(
      async () => (await import('./read-openapi-view')).readOpenApiView(definition),
    );
    latest = { definition, reading };
  }
  return latest.reading;
};

/** A worker started for a definition not yet known, which the next reading takes. */
let prepared = false;

/**
 * Starts the worker a large definition is read in before the definition is known (its script then downloads
 * and compiles meanwhile), for a page that is about to show one.
 */
export const prepareOffThreadReading = (): void => {
  if (typeof Worker === 'undefined') return;
  prepared = true;
  withOffThreadModule(({ prepareOpenApiWorker }) => prepareOpenApiWorker()).catch(() => undefined);
};

/** The prepared worker is not needed after all. */
const dropPreparedReading = (): void => {
  if (!prepared) return;
  prepared = false;
  withOffThreadModule(({ dropPreparedOpenApiWorker }) => dropPreparedOpenApiWorker()).catch(() => undefined);
};

/** Starts reading an API entity's definition in its worker when it is a large OpenAPI one; true when it did. */
export const startLargeDefinitionReading = (entity: Entity): boolean => {
  const definition = definitionOf(entity.spec);
  if (!definition || widgetForType(entity.spec?.['type']).type !== 'openapi' || !readsOffThread(definition)) {
    dropPreparedReading();
    return false;
  }
  prepared = false;
  void readOffThread(definition);
  return true;
};
