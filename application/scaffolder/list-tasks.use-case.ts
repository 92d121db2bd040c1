import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { TaskPage } from '../../domain/scaffolder/task';
import { taskListQuery, type TaskListRequest } from '../../domain/scaffolder/task-list';
import type { ScaffolderApi } from './scaffolder-api.port';
import type { ScaffolderError } from './scaffolder-errors';

/** The task list: 'Owned' asks for the tasks created by the signed-in user (GET /v2/tasks). */
export const listTasks =
  (api: Pick<ScaffolderApi, 'listTasks'>) =>
  (request: TaskListRequest, userEntityRef: string | undefined): TE.TaskEither<ScaffolderError, TaskPage> =>
    pipe(
      taskListQuery(request, userEntityRef),
      E.mapLeft((message): ScaffolderError => ({ _tag: 'IdentityMissing', message })),
      TE.fromEither,
      TE.chainW((query) => api.listTasks(query)),
    );
