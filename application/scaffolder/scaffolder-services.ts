// The scaffolder's services, loaded on first use so that none of its adapters weigh on the first page.
import type { ScmIntegration } from '../../domain/scaffolder/repo-url';
import type { Lazy } from '../shared/load-once';
import { serviceToken } from '../shared/service-token';
import type { ArchiveBuilder } from './archive.port';
import type { CatalogLookup } from './catalog-lookup.port';
import type { ScaffolderApi } from './scaffolder-api.port';
import type { TaskEventSource } from './task-events.port';
import type { TemplateDocumentParser } from './template-document.port';

export interface ScaffolderServices {
  readonly api: ScaffolderApi;
  readonly events: TaskEventSource;
  readonly catalog: CatalogLookup;
  readonly archive: ArchiveBuilder;
  readonly documents: TemplateDocumentParser;
  readonly integrations: readonly ScmIntegration[];
}

/** Resolves the services; the same promise on every call. */
export type ScaffolderServicesLoader = Lazy<ScaffolderServices>;

export const ScaffolderServicesToken = serviceToken<ScaffolderServicesLoader>('ScaffolderServices');
