// Loaded only where Worker exists: the bundler turns the URL below into the worker's own chunk (the YAML
// parser and the document reader), so this module stays small.
import { isEntityDefinitionReading, isReading, type EntityAnswer, type EntityDefinitionReading } from './entity-answer';
import type { OpenApiReading } from './read-openapi-view';

// Held in a constant: the bundler would take `new URL(<template>, import.meta.url)` for a pattern of files to bundle.
const THIS_MODULE = import.meta.url;

/**
 * The bundler writes the worker's address from the site's root ('/assets/…'), but the portal may be served
 * under a base path: the worker is taken from beside this module instead, under the same file name.
 */
const besideThisModule = (url: URL): URL => new URL(`./${url.pathname.slice(url.pathname.lastIndexOf('/') + 1)}${url.search}`, THIS_MODULE);

const PageWorker = globalThis.Worker;

// Named Worker because the bundler bundles a worker's script only where it reads `new Worker(new URL(…, import.meta.url))`.
class Worker extends PageWorker {
  constructor(url: URL, options: WorkerOptions) {
    super(besideThisModule(url), options);
  }
}

const readHere = async (definition: string): Promise<OpenApiReading> => (await import('./read-openapi-view')).readOpenApiView(definition);

const startWorker = (): Worker => new Worker(new URL('./openapi-view.worker.ts', import.meta.url), { type: 'module', name: 'openapi-view' });

/** A worker started before its definition is known, so that its script is in and compiled by then. */
let prepared: Worker | undefined;

/** Starts the next reading's worker now; it waits, idle, for its definition. */
export const prepareOpenApiWorker = (): void => {
  try {
    prepared ??= startWorker();
  } catch {
    prepared = undefined;
  }
};

/** The prepared worker is not going to be used (the definition turned out small, or of another type). */
export const dropPreparedOpenApiWorker = (): void => {
  prepared?.terminate();
  prepared = undefined;
};

const takeWorker = (): Worker => {
  const worker = prepared ?? startWorker();
  prepared = undefined;
  return worker;
};

/** Reads `definition` in a worker of its own; where the worker cannot run, reads it on the page instead. */
export const readOpenApiViewOffThread = (definition: string): Promise<OpenApiReading> =>
  new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = takeWorker();
    } catch {
      resolve(readHere(definition));
      return;
    }
    worker.onmessage = (event: MessageEvent<unknown>) => {
      worker.terminate();
      resolve(isReading(event.data) ? event.data : readHere(definition));
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(readHere(definition));
    };
    worker.postMessage(definition);
  });

/**
 * Hands the worker an API entity's answer body as soon as it is in, before the app has decoded the entity: the
 * worker takes the definition out and reads it. Undefined when the entity's definition is not a large OpenAPI
 * one, or the answer could not be read.
 */
export const readEntityDefinitionOffThread = async (entityJson: Promise<ArrayBuffer>, fromChars: number): Promise<EntityDefinitionReading | undefined> => {
  const worker = takeWorker();
  let body: ArrayBuffer;
  try {
    body = await entityJson;
  } catch {
    worker.terminate();
    return undefined;
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<unknown>) => {
      worker.terminate();
      resolve(isEntityDefinitionReading(event.data) ? event.data : undefined);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(undefined);
    };
    const answer: EntityAnswer = { entityJson: body, fromChars };
    worker.postMessage(answer, [body]);
  });
};
