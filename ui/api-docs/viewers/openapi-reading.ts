// Where a large OpenAPI definition is read: in a worker, started as soon as the Definition tab knows the
// definition (before the viewer's chunk is in), and kept for the viewer to take. Small definitions are read
// by the viewer itself as it renders.
import type { OpenApiReading } from './read-openapi-view';

/**
 * From this size on a definition is read in a worker (measured: a 300 kB, 200-operation YAML document held
 * the page for 0.5 s or more). Smaller ones are read at once: a worker's start-up would cost more than it saves.
 */
export const OFF_THREAD_FROM_CHARS = 64 * 1024;

export const readsOffThread = (definition: string): boolean => definition.length >= OFF_THREAD_FROM_CHARS && typeof Worker !== 'undefined';

let latest: { readonly definition: string; readonly reading: Promise<OpenApiReading> } | undefined;

/** The reading of a large definition, started on the first call and shared by the later ones. */
export const readOffThread = (definition: string): Promise<OpenApiReading> => {
  if (latest?.definition !== definition) {
    const reading = import('./openapi-view-off-thread')
      .then(({ readOpenApiViewOffThread }) => readOpenApiViewOffThread(definition))
      .catch(async () => (await import('./read-openapi-view')).readOpenApiView(definition));
    latest = { definition, reading };
  }
  return latest.reading;
};
