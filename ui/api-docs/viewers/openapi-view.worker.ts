// Reads an OpenAPI definition off the page's thread: parsing a large YAML document and resolving its $refs
// takes hundreds of milliseconds, during which the page could not answer input.
import { readOpenApiView } from './read-openapi-view';

/** What this module sees of the worker's global scope (the project's types are the page's, not a worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  if (typeof event.data === 'string') scope.postMessage(readOpenApiView(event.data));
};
