import * as E from 'fp-ts/Either';
import { scaffolderMessages, TASK_OWNER_FILTERS, taskListQuery } from '../../../domain/scaffolder';

describe('task list query', () => {
  it('offers Owned and All', () => {
    expect(TASK_OWNER_FILTERS.map((option) => option.label)).toEqual(['Owned', 'All']);
  });

  it("'owned' asks for the user's tasks with createdBy", () => {
    expect(taskListQuery({ filter: 'owned', limit: 20, offset: 40, order: [{ order: 'desc', field: 'created_at' }], status: 'failed' }, 'user:default/guest')).toEqual(
      E.right([
        ['createdBy', 'user:default/guest'],
        ['limit', '20'],
        ['offset', '40'],
        ['order', 'desc:created_at'],
        ['status', 'failed'],
      ]),
    );
  });

  it("'all' leaves createdBy out, with or without an identity", () => {
    expect(taskListQuery({ filter: 'all' }, 'user:default/guest')).toEqual(E.right([]));
    expect(taskListQuery({ filter: 'all', limit: 5 }, undefined)).toEqual(E.right([['limit', '5']]));
  });

  it("'owned' without an identity is the listTasks error", () => {
    expect(taskListQuery({ filter: 'owned' }, undefined)).toEqual(E.left(scaffolderMessages.identityMissing));
    expect(scaffolderMessages.identityMissing.startsWith('IdentityApi is not available in the ScaffolderClient')).toBe(true);
  });
});
