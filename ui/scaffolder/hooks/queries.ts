import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Either } from 'fp-ts/Either';
import * as E from 'fp-ts/Either';
import { useCallback, useMemo } from 'react';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { listTasks } from '../../../application/scaffolder/list-tasks.use-case';
import {
  loadMyGroups,
  loadOwnedEntities,
  loadPickerEntities,
  loadTagSuggestions,
  loadTemplates,
  type PickerIdentity,
} from '../../../application/scaffolder/picker-entities.use-case';
import type { ScaffoldRequest } from '../../../application/scaffolder/scaffolder-api.port';
import type { JsonValue } from '../../../domain/app/config-values';
import type { DryRunRequest, DryRunResponse, TemplateFile } from '../../../domain/scaffolder/dry-run';
import type { ScmIntegration } from '../../../domain/scaffolder/repo-url';
import type { CatalogFilter } from '../../../domain/scaffolder';
import { DEFAULT_TASK_ORDER, TASK_LIST_PAGE_SIZE, type TaskOwnerFilter } from '../../../domain/scaffolder';
import { BackendQueryError, runTaskEither, useBackendQuery } from '../../app/backend-query';
import { useService } from '../../app/services';
import { useScaffolder } from './services';

/** What a picker offers: entities matching filters, the user's owned entities, or the user's groups. */
export type PickerSource =
  | { readonly kind: 'filters'; readonly filters: readonly CatalogFilter[] }
  | { readonly kind: 'owned'; readonly filters: readonly CatalogFilter[] }
  | { readonly kind: 'my-groups' };

/** The react-query keys of the scaffolder. */
export const scaffolderKeys = {
  templates: () => ['scaffolder', 'templates'] as const,
  parameterSchema: (namespace: string, templateName: string) => ['scaffolder', 'parameter-schema', namespace, templateName] as const,
  actions: () => ['scaffolder', 'actions'] as const,
  templatingExtensions: () => ['scaffolder', 'templating-extensions'] as const,
  tasks: (filter: TaskOwnerFilter, status: string, offset: number, userRef: string | undefined) =>
    ['scaffolder', 'tasks', filter, status, offset, userRef ?? ''] as const,
  /** Entities matching filters do not depend on the user; owned entities and groups do. */
  pickerEntities: (source: PickerSource, userRef: string | undefined) =>
    ['scaffolder', 'picker-entities', source, source.kind === 'filters' ? '' : userRef ?? ''] as const,
  tagFacet: (kinds: readonly string[] | undefined) => ['scaffolder', 'tag-facet', kinds ?? []] as const,
  autocomplete: (requestKey: string) => ['scaffolder', 'autocomplete', requestKey] as const,
  installed: () => ['scaffolder', 'installed'] as const,
};

/** The SCM integrations the repository pickers and the form know. */
export const useScmIntegrations = (): readonly ScmIntegration[] => useScaffolder().integrations;

/** Reads a template document (YAML or JSON); the text of the problem when it cannot be read. */
export function useParsedTemplate(text: string): Either<string, JsonValue>;
export function useParsedTemplate(text: string | undefined): Either<string, JsonValue> | undefined;
export function useParsedTemplate(text: string | undefined): Either<string, JsonValue> | undefined {
  const { documents } = useScaffolder();
  return useMemo(() => (text === undefined ? undefined : documents.parse(text)), [documents, text]);
}

/** Packs files into a zip archive (the dry-run download). */
export const useZipFiles = (): ((files: readonly TemplateFile[]) => Promise<Uint8Array>) => {
  const { archive } = useScaffolder();
  return useCallback((files) => archive.zip(files), [archive]);
};

export const useTemplates = () => {
  const { catalog } = useScaffolder();
  return useBackendQuery(scaffolderKeys.templates(), () => loadTemplates(catalog)());
};

export const useTemplateParameterSchema = (namespace: string, templateName: string) => {
  const { api } = useScaffolder();
  return useBackendQuery(scaffolderKeys.parameterSchema(namespace, templateName), () => api.getTemplateParameterSchema({ namespace, name: templateName }));
};

export const useInstalledActions = () => {
  const { api } = useScaffolder();
  return useBackendQuery(scaffolderKeys.actions(), () => api.listActions());
};

export const useTemplatingExtensions = () => {
  const { api } = useScaffolder();
  return useBackendQuery(scaffolderKeys.templatingExtensions(), () => api.listTemplatingExtensions());
};

/** A page of the task list; the previous page stays on screen while the next loads. */
export const useTaskPage = (filter: TaskOwnerFilter, status: string, offset: number, userRef: string | undefined) => {
  const { api } = useScaffolder();
  return useQuery({
    queryKey: scaffolderKeys.tasks(filter, status, offset, userRef),
    queryFn: async () => {
      const request = { filter, limit: TASK_LIST_PAGE_SIZE, offset, order: DEFAULT_TASK_ORDER, ...(status ? { status } : {}) };
      const result = await listTasks(api)(request, userRef)();
      if (E.isLeft(result)) throw result.left._tag === 'IdentityMissing' ? new Error(result.left.message) : new BackendQueryError(result.left);
      return result.right;
    },
    placeholderData: keepPreviousData,
  });
};

/**
 * The backend's answer when it has no scaffolder plugin, else null. The template list comes from the catalog and
 * calls no scaffolder, so it asks for one task (the smallest read the scaffolder serves) to find out.
 */
export const useMissingScaffolder = () => {
  const { api } = useScaffolder();
  return useQuery({
    queryKey: scaffolderKeys.installed(),
    queryFn: async () => {
      const answer = await api.listTasks([['limit', '1']])();
      return E.isLeft(answer) && answer.left._tag === 'PluginMissing' ? answer.left : null;
    },
    staleTime: 5 * 60_000,
  });
};

/** The catalog entities a picker offers. */
export const usePickerEntities = (source: PickerSource, identity: PickerIdentity) => {
  const { catalog } = useScaffolder();
  const alerts = useService(AlertPosterToken);
  return useQuery({
    queryKey: scaffolderKeys.pickerEntities(source, identity.userEntityRef),
    queryFn: () =>
      runTaskEither(
        source.kind === 'filters'
          ? loadPickerEntities(catalog)(source.filters)
          : source.kind === 'owned'
            ? loadOwnedEntities(catalog, alerts)(source.filters, identity)
            : loadMyGroups(catalog, alerts)(identity),
      ),
    staleTime: 30_000,
  });
};

/** The catalog's tags (of the given kinds) with their counts, most used first. */
export const useTagSuggestions = (kinds: readonly string[] | undefined) => {
  const { catalog } = useScaffolder();
  return useQuery({
    queryKey: scaffolderKeys.tagFacet(kinds),
    queryFn: () => runTaskEither(loadTagSuggestions(catalog)(kinds)),
    staleTime: 30_000,
  });
};

/** Starts a task from a template; `onCreated` gets the new task's id. */
export const useScaffold = (request: () => ScaffoldRequest, onCreated: (taskId: string) => void) => {
  const { api } = useScaffolder();
  return useMutation({ mutationFn: () => runTaskEither(api.scaffold(request())), onSuccess: ({ taskId }) => onCreated(taskId) });
};

/** Runs the template in the editor against the backend without side effects. */
export const useDryRun = (onResult: (response: DryRunResponse) => void) => {
  const { api } = useScaffolder();
  return useMutation({ mutationFn: (request: DryRunRequest) => runTaskEither(api.dryRun(request)), onSuccess: onResult });
};

export const useCancelTask = (taskId: string) => {
  const { api } = useScaffolder();
  return useMutation({ mutationFn: () => runTaskEither(api.cancelTask(taskId)) });
};

/** Retries a failed task; `onRetried` follows it again. */
export const useRetryTask = (taskId: string, onRetried: () => void) => {
  const { api } = useScaffolder();
  return useMutation({ mutationFn: () => runTaskEither(api.retryTask(taskId)), onSuccess: onRetried });
};
