import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { ScaffolderApi, ScaffoldRequest, TemplateRef } from '../../application/scaffolder/scaffolder-api.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { ScaffolderAction, TemplatingExtensions } from '../../domain/scaffolder/actions';
import type { AutocompleteRequest, AutocompleteResult } from '../../domain/scaffolder/autocomplete';
import { DEFAULT_TEMPLATE_KIND, SCAFFOLDER_PLUGIN_ID } from '../../domain/scaffolder/constants';
import type { DryRunRequest, DryRunResponse } from '../../domain/scaffolder/dry-run';
import { scaffolderMessages } from '../../domain/scaffolder/messages';
import type { TemplateParameterSchema } from '../../domain/scaffolder/parameter-schema';
import type { ScaffolderTask, TaskEvent, TaskPage } from '../../domain/scaffolder/task';
import type { TaskListQuery } from '../../domain/scaffolder/task-list';
import { decodeWith } from '../shared/decode';
import { pluginMissingOf, pluginRequests, requestJson, requestVoid, type FetchFn } from '../shared/http';
import { toBase64 } from './base64';
import {
  ActionsCodec,
  AutocompleteResponseCodec,
  DryRunResponseCodec,
  ParameterSchemaCodec,
  ScaffoldResponseCodec,
  TaskCodec,
  TaskEventsCodec,
  TaskListCodec,
  TemplatingExtensionsCodec,
} from './scaffolder.codec';
import { dryRunResponseOf, taskEventsOf, taskOf } from './scaffolder.mapper';

const segment = encodeURIComponent;

/**
 * Calls every scaffolder since the /v2 API has served: a bare 404 means the backend has no scaffolder. Newer
 * routes (templating extensions, retry, autocomplete) are left out: an older scaffolder answers them the same way.
 */
const SCAFFOLDER_BACKEND = { id: SCAFFOLDER_PLUGIN_ID, missingMessage: scaffolderMessages.backendPluginMissing };
const scaffolderCalls = pluginRequests(SCAFFOLDER_BACKEND);

/**
 * The scaffolder backend's /v2 API. The given fetch adds the Bearer token
 * for backend URLs. Failed calls are the shared typed errors, except scaffold, whose failure reads
 * 'Backend request failed, {status} {statusText} {body}'.
 */
export class ScaffolderHttpAdapter implements ScaffolderApi {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  private url(path: string): TE.TaskEither<BackendError, string> {
    return TE.tryCatch(
      async () => `${(await this.resolveBaseUrl(SCAFFOLDER_PLUGIN_ID)).replace(/\/+$/, '')}${path}`,
      (error): BackendError => transportError(`Could not find the scaffolder backend: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  getTemplateParameterSchema(ref: TemplateRef): TE.TaskEither<BackendError, TemplateParameterSchema> {
    const kind = ref.kind ?? DEFAULT_TEMPLATE_KIND;
    return pipe(
      this.url(`/v2/templates/${segment(ref.namespace)}/${segment(kind)}/${segment(ref.name)}/parameter-schema`),
      TE.chain((url) => scaffolderCalls.json(this.fetchFn, url, ParameterSchemaCodec)),
    );
  }

  listActions(): TE.TaskEither<BackendError, readonly ScaffolderAction[]> {
    return pipe(
      this.url('/v2/actions'),
      TE.chain((url) => scaffolderCalls.json(this.fetchFn, url, ActionsCodec)),
    );
  }

  listTemplatingExtensions(): TE.TaskEither<BackendError, TemplatingExtensions> {
    return pipe(
      this.url('/v2/templating-extensions'),
      TE.chain((url) => requestJson(this.fetchFn, url, TemplatingExtensionsCodec)),
    );
  }

  scaffold(request: ScaffoldRequest): TE.TaskEither<BackendError, { readonly taskId: string }> {
    return pipe(
      this.url('/v2/tasks'),
      TE.chain((url) => () => this.postScaffold(url, request)),
    );
  }

  private async postScaffold(url: string, request: ScaffoldRequest): Promise<E.Either<BackendError, { readonly taskId: string }>> {
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ templateRef: request.templateRef, values: request.values, ...(request.secrets ? { secrets: request.secrets } : {}) }),
      });
    } catch (error) {
      return E.left(transportError(error instanceof Error ? error.message : String(error)));
    }
    const missing = await pluginMissingOf(response, SCAFFOLDER_BACKEND);
    if (missing) return E.left(missing);
    if (response.status !== 201) {
      const body = (await response.text().catch(() => '')).trim();
      return E.left({
        _tag: 'HttpStatus',
        status: response.status,
        statusText: response.statusText,
        message: scaffolderMessages.backendRequestFailed(response.status, response.statusText, body),
      });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      return E.left({ _tag: 'Decode', message: `The backend answered with invalid JSON: ${(error as Error).message}`, paths: ['(root)'] });
    }
    return pipe(
      decodeWith(ScaffoldResponseCodec)(json),
      E.map(({ id }) => ({ taskId: id })),
    );
  }

  getTask(taskId: string): TE.TaskEither<BackendError, ScaffolderTask> {
    return pipe(
      this.url(`/v2/tasks/${segment(taskId)}`),
      TE.chain((url) => scaffolderCalls.json(this.fetchFn, url, TaskCodec)),
      TE.map(taskOf),
    );
  }

  listTasks(query: TaskListQuery): TE.TaskEither<BackendError, TaskPage> {
    const search = new URLSearchParams(query.map(([key, value]) => [key, value])).toString();
    return pipe(
      this.url(`/v2/tasks${search ? `?${search}` : ''}`),
      TE.chain((url) => scaffolderCalls.json(this.fetchFn, url, TaskListCodec)),
      TE.map((page) => ({ tasks: page.tasks.map(taskOf), ...(page.totalTasks !== undefined ? { totalTasks: page.totalTasks } : {}) })),
    );
  }

  cancelTask(taskId: string): TE.TaskEither<BackendError, void> {
    return pipe(
      this.url(`/v2/tasks/${segment(taskId)}/cancel`),
      TE.chain((url) => scaffolderCalls.void(this.fetchFn, url, { method: 'POST' })),
    );
  }

  retryTask(taskId: string): TE.TaskEither<BackendError, void> {
    return pipe(
      this.url(`/v2/tasks/${segment(taskId)}/retry`),
      TE.chain((url) => requestVoid(this.fetchFn, url, { method: 'POST', body: {} })),
    );
  }

  getTaskEvents(taskId: string, after: number | undefined): TE.TaskEither<BackendError, readonly TaskEvent[]> {
    const query = after !== undefined ? `?after=${segment(String(after))}` : '';
    return pipe(
      this.url(`/v2/tasks/${segment(taskId)}/events${query}`),
      TE.chain((url) => scaffolderCalls.json(this.fetchFn, url, TaskEventsCodec)),
      TE.map(taskEventsOf),
    );
  }

  dryRun(request: DryRunRequest): TE.TaskEither<BackendError, DryRunResponse> {
    return pipe(
      this.url('/v2/dry-run'),
      TE.chain((url) =>
        scaffolderCalls.json(this.fetchFn, url, DryRunResponseCodec, {
          method: 'POST',
          body: {
            template: request.template,
            values: request.values,
            secrets: request.secrets,
            directoryContents: request.files.map((file) => ({ path: file.path, base64Content: toBase64(file.content) })),
          },
        }),
      ),
      TE.map(dryRunResponseOf),
    );
  }

  autocomplete(request: AutocompleteRequest & { readonly token: string }): TE.TaskEither<BackendError, readonly AutocompleteResult[]> {
    return pipe(
      this.url(`/v2/autocomplete/${segment(request.provider)}/${segment(request.resource)}`),
      TE.chain((url) =>
        requestJson(this.fetchFn, url, AutocompleteResponseCodec, { method: 'POST', body: { token: request.token, context: request.context } }),
      ),
      TE.map((response) => response.results),
    );
  }
}
