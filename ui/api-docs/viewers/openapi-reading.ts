// Where a large OpenAPI definition is read: in a worker (which the page's first script may have started already,
// when the portal opened on a Definition tab), handed the definition when the tab first commits, and kept for the
// viewer to take. When the portal opened on that tab, the worker is handed the early entity answer instead, as soon
// as it is in, and the tab takes that reading when its definition is the same. Small definitions are read by the
// viewer itself as it renders.
import { definitionOf, widgetForType } from '../../../domain/api-docs/definition-widgets';
import type { Entity } from '../../../domain/catalog/entity';
import type { EntityDefinitionReading } from './entity-answer';
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

/**
 * The one import of the worker's side: every use waiting for it waits on this same promise, so the uses run in the
 * order they were asked for. (Each `import()` of a module has a promise of its own, and the browser may settle two
 * of them in either order: the early reading then took a worker before the preparing had started one, and the one
 * prepared after it was a second worker, left idle.)
 */
let offThreadImport: Promise<OffThreadModule> | undefined;

const withOffThreadModule = <A>(use: (module: OffThreadModule) => A | Promise<A>): Promise<A> => {
  const loaded = offThread;
  if (loaded) return new Promise<A>((resolve) => resolve(use(loaded)));
  // An import that failed (the chunk did not download) is asked again by the next use.
  offThreadImport ??= import('./openapi-view-off-thread').catch((error: unknown) => {
    offThreadImport = undefined;
    throw error;
  });
  return offThreadImport.then((module) => {
    offThread = module;
    return use(module);
  });
};

let latest: { readonly definition: string; readonly reading: Promise<OpenApiReading> } | undefined;

/** The reading the prepared worker started from the early entity answer, until a definition takes it. */
let early: Promise<EntityDefinitionReading | undefined> | undefined;

/** The last reading that is done, early or not: the viewer shows it in its first render, without waiting a task. */
let done: EntityDefinitionReading | undefined;

const keepWhenDone = (definition: string, reading: Promise<OpenApiReading>): Promise<OpenApiReading> => {
  reading.then(
    (read) => {
      done = { definition, reading: read };
    },
    () => undefined,
  );
  return reading;
};

/** The reading of `definition` when it is already done; undefined while it is still being read (or not started). */
export const readingDone = (definition: string): OpenApiReading | undefined => (done?.definition === definition ? done.reading : undefined);

const readFresh = (definition: string): Promise<OpenApiReading> =>
  withOffThreadModule(({ readOpenApiViewOffThread }) => readOpenApiViewOffThread(definition)).catch(
    async () => (await import('./read-openapi-view')).readOpenApiView(definition),
  );

/**
 * The reading of a large definition, started on the first call and shared by the later ones; the early entity
 * answer's reading when it read the same definition.
 */
export const readOffThread = (definition: string): Promise<OpenApiReading> => {
  if (latest?.definition !== definition) {
    const earlyReading = early;
    early = undefined;
    const reading = earlyReading
      ? earlyReading.then((read) => (read?.definition === definition ? read.reading : readFresh(definition)))
      : readFresh(definition);
    latest = { definition, reading: keepWhenDone(definition, reading) };
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

/**
 * Hands the prepared worker the early answer of the opened API entity: its body is copied off as soon as it is
 * in (before the app's own call, which takes the same answer, reads it), and the worker reads the entity's
 * definition while the app decodes the entity and renders the page. Nothing when no worker was prepared.
 */
export const readEntityAnswerEarly = (answer: Promise<Response>): void => {
  if (!prepared) return;
  prepared = false;
  const entityJson = answer.then((response) => {
    if (!response.ok) throw new Error(`entity answered ${response.status}`);
    return response.clone().arrayBuffer();
  });
  entityJson.catch(() => undefined);
  const reading = withOffThreadModule(({ readEntityDefinitionOffThread }) => readEntityDefinitionOffThread(entityJson, OFF_THREAD_FROM_CHARS)).catch(() => undefined);
  reading.then((read) => {
    if (read) done = read;
  });
  early = reading;
};

/** The prepared worker (or the early reading) is not needed after all. */
const dropPreparedReading = (): void => {
  early = undefined;
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
