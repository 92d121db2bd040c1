// Fakes of the scaffolder's services and a render helper for its screens.
import { deserialize, serialize } from 'node:v8';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { ReactElement } from 'react';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { CheckPermissionToken } from '../../../application/permission/check-permission.use-case';
import type { CatalogLookup, FacetCount } from '../../../application/scaffolder/catalog-lookup.port';
import type { ScaffolderApi } from '../../../application/scaffolder/scaffolder-api.port';
import type { ScaffolderServices } from '../../../application/scaffolder/scaffolder-services';
import type { TaskEventObserver, TaskEventSource, WatchOptions } from '../../../application/scaffolder/task-events.port';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { entityPresentation } from '../../../domain/catalog/presentation';
import type { EntityPresentationApi, EntityPresentationResult } from '../../../application/catalog/entity-presentation.port';
import type { CatalogFilter } from '../../../domain/scaffolder/entity-picker';
import { DEFAULT_SCM_INTEGRATIONS } from '../../../domain/scaffolder/repo-url';
import { ALLOW } from '../../../domain/permission/decision';
import { ScaffolderServicesProvider } from '../../../ui/scaffolder/hooks/services';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from '../../application/app/auth-fakes';
import { provide, renderView, type RenderViewOptions } from '../../support/render';

// Browsers have structuredClone (rjsf uses it); jest's jsdom environment does not.
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: <T,>(value: T): T => deserialize(serialize(value)) as T });
}

// jsdom's Blob has no arrayBuffer() (browsers do); read it with FileReader instead.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Object.assign(Blob.prototype, {
    arrayBuffer(this: Blob): Promise<ArrayBuffer> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

const notCalled = (name: string) => () => {
  throw new Error(`${name} was not expected in this test`);
};

export const fakeApi = (overrides: Partial<ScaffolderApi> = {}): ScaffolderApi => ({
  getTemplateParameterSchema: notCalled('getTemplateParameterSchema'),
  listActions: notCalled('listActions'),
  listTemplatingExtensions: notCalled('listTemplatingExtensions'),
  scaffold: notCalled('scaffold'),
  getTask: notCalled('getTask'),
  listTasks: notCalled('listTasks'),
  cancelTask: notCalled('cancelTask'),
  retryTask: notCalled('retryTask'),
  getTaskEvents: notCalled('getTaskEvents'),
  dryRun: notCalled('dryRun'),
  autocomplete: () => TE.right([]),
  ...overrides,
});

export const entity = (kind: string, name: string, extra: Partial<Entity['metadata']> = {}, spec?: Entity['spec']): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind,
  metadata: { name, namespace: 'default', ...extra },
  ...(spec ? { spec } : {}),
});

/** A catalog that answers from a list, applying `kind` filters (any of the filters). */
export const fakeCatalog = (entities: readonly Entity[], facets: readonly FacetCount[] = []) => {
  const calls: Array<readonly CatalogFilter[]> = [];
  const matches = (candidate: Entity, filter: CatalogFilter) =>
    Object.entries(filter).every(([key, value]) => {
      if (key !== 'kind') return true;
      const kinds = (Array.isArray(value) ? value : [value]).map((kind) => String(kind).toLowerCase());
      return kinds.includes(candidate.kind.toLowerCase());
    });
  const catalog: CatalogLookup = {
    getEntities: (filters) => {
      calls.push(filters);
      return TE.right(filters.length === 0 ? entities : entities.filter((candidate) => filters.some((filter) => matches(candidate, filter))));
    },
    getEntityFacet: () => TE.right(facets),
  };
  return { catalog, calls };
};

/** Events the test pushes by hand. */
export class ManualEvents implements TaskEventSource {
  readonly watches: Array<{ taskId: string; options: WatchOptions; observer: TaskEventObserver; stopped: boolean }> = [];
  watch(taskId: string, options: WatchOptions, observer: TaskEventObserver): () => void {
    const entry = { taskId, options, observer, stopped: false };
    this.watches.push(entry);
    return () => {
      entry.stopped = true;
    };
  }
  get current() {
    const last = this.watches[this.watches.length - 1];
    if (!last) throw new Error('Nobody watches a task');
    return last.observer;
  }
}

export const services = (overrides: Partial<ScaffolderServices> = {}): ScaffolderServices => ({
  api: fakeApi(),
  events: new ManualEvents(),
  catalog: fakeCatalog([]).catalog,
  archive: { zip: async () => new Uint8Array([0x50, 0x4b, 0x05, 0x06]) },
  documents: { parse: () => E.left('no parser in this test') },
  integrations: DEFAULT_SCM_INTEGRATIONS,
  ...overrides,
});

/** A session signed in as user:default/ada (member of group:default/team-a), or nobody. */
export const signedInSessions = async (signedIn = true): Promise<SessionManager> => {
  const store = new MemoryStore();
  const connector = new FakeAuthConnector([E.right(authSession('t', { ref: 'user:default/ada' }))]);
  const sessions = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => 0 });
  if (signedIn) {
    store.set(STORAGE_KEYS.signInProvider, 'github');
    await sessions.restore();
  }
  return sessions;
};

export const renderScaffolder = async (
  view: ReactElement,
  scaffolder: ScaffolderServices,
  options: RenderViewOptions & { readonly signedIn?: boolean; readonly alerts?: AlertStore } = {},
) => {
  const sessions = await signedInSessions(options.signedIn ?? true);
  const alerts = options.alerts ?? new AlertStore();
  return {
    alerts,
    ...renderView(<ScaffolderServicesProvider services={scaffolder}>{view}</ScaffolderServicesProvider>, {
      ...options,
      services: [
        provide(SessionManagerToken, sessions),
        provide(AlertPosterToken, alerts),
        provide(CheckPermissionToken, () => TE.right(ALLOW)),
        ...(options.services ?? []),
      ],
    }),
  };
};

/** Names the given entities by their titles once "loaded"; any other ref by the ref itself. */
export const presentationsOf = (entities: readonly Entity[]): EntityPresentationApi => ({
  forEntity: (entityOrRef, context): EntityPresentationResult => {
    const snapshot = entityPresentation(entityOrRef, context);
    const found = entities.find((candidate) => stringifyEntityRef(candidate) === snapshot.entityRef);
    return { snapshot, promise: Promise.resolve(found ? entityPresentation(found) : snapshot) };
  },
});
