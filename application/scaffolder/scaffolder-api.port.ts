import type { TaskEither } from 'fp-ts/TaskEither';
import type { JsonObject } from '../../domain/app/config-values';
import type { ScaffolderAction, TemplatingExtensions } from '../../domain/scaffolder/actions';
import type { AutocompleteRequest, AutocompleteResult } from '../../domain/scaffolder/autocomplete';
import type { DryRunRequest, DryRunResponse } from '../../domain/scaffolder/dry-run';
import type { TemplateParameterSchema } from '../../domain/scaffolder/parameter-schema';
import type { ScaffolderTask, TaskEvent, TaskPage } from '../../domain/scaffolder/task';
import type { TaskListQuery } from '../../domain/scaffolder/task-list';
import type { BackendError } from '../shared/backend-error';

export interface TemplateRef {
  readonly namespace: string;
  readonly kind?: string;
  readonly name: string;
}

export interface ScaffoldRequest {
  /** `template:namespace/name`. */
  readonly templateRef: string;
  readonly values: JsonObject;
  readonly secrets?: Readonly<Record<string, string>>;
}

/** Every /v2 call of the scaffolder backend. */
export interface ScaffolderApi {
  getTemplateParameterSchema(ref: TemplateRef): TaskEither<BackendError, TemplateParameterSchema>;
  listActions(): TaskEither<BackendError, readonly ScaffolderAction[]>;
  listTemplatingExtensions(): TaskEither<BackendError, TemplatingExtensions>;
  /** POST /v2/tasks; anything but 201 is 'Backend request failed, {status} {statusText} {body}'. */
  scaffold(request: ScaffoldRequest): TaskEither<BackendError, { readonly taskId: string }>;
  getTask(taskId: string): TaskEither<BackendError, ScaffolderTask>;
  listTasks(query: TaskListQuery): TaskEither<BackendError, TaskPage>;
  cancelTask(taskId: string): TaskEither<BackendError, void>;
  retryTask(taskId: string): TaskEither<BackendError, void>;
  /** GET /v2/tasks/{taskId}/events?after={cursor}: the polling read. */
  getTaskEvents(taskId: string, after: number | undefined): TaskEither<BackendError, readonly TaskEvent[]>;
  dryRun(request: DryRunRequest): TaskEither<BackendError, DryRunResponse>;
  autocomplete(request: AutocompleteRequest & { readonly token: string }): TaskEither<BackendError, readonly AutocompleteResult[]>;
}
