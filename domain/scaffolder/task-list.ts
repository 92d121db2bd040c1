// The task list: the Owned/All filter becomes `createdBy` (the user's ref) on GET /v2/tasks,
// with limit, offset, order and status.
import * as E from 'fp-ts/Either';
import { scaffolderMessages } from './messages';

export type TaskOwnerFilter = 'owned' | 'all';

export const TASK_OWNER_FILTERS: readonly { readonly value: TaskOwnerFilter; readonly label: string }[] = [
  { value: 'owned', label: scaffolderMessages.owned },
  { value: 'all', label: scaffolderMessages.all },
];

export interface TaskListOrder {
  readonly order: 'asc' | 'desc';
  readonly field: string;
}

export interface TaskListRequest {
  readonly filter: TaskOwnerFilter;
  readonly limit?: number;
  readonly offset?: number;
  readonly order?: readonly TaskListOrder[];
  readonly status?: string;
}

/** Query parameters of GET /v2/tasks, repeated keys as arrays. */
export type TaskListQuery = ReadonlyArray<readonly [string, string]>;

/** Owned tasks need the signed-in user's ref; without it the listTasks error applies. */
export const taskListQuery = (request: TaskListRequest, userEntityRef: string | undefined): E.Either<string, TaskListQuery> => {
  if (request.filter === 'owned' && !userEntityRef) return E.left(scaffolderMessages.identityMissing);
  const query: Array<readonly [string, string]> = [];
  if (request.filter === 'owned' && userEntityRef) query.push(['createdBy', userEntityRef]);
  if (request.limit !== undefined) query.push(['limit', String(request.limit)]);
  if (request.offset !== undefined) query.push(['offset', String(request.offset)]);
  for (const order of request.order ?? []) query.push(['order', `${order.order}:${order.field}`]);
  if (request.status) query.push(['status', request.status]);
  return E.right(query);
};

/** Newest first. */
export const DEFAULT_TASK_ORDER: readonly TaskListOrder[] = [{ order: 'desc', field: 'created_at' }];
