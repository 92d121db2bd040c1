// The docs adapters, their codecs and the event-stream reader: one chunk, loaded with the first use of docs
// (see docs.services.ts).
export { docsEntityLister } from '../../application/docs/docs-entities';
export { DocsSettingsFromConfig } from './docs-settings.config-adapter';
export { sessionCookiePaths, TechDocsHttpAdapter } from './techdocs.http-adapter';
