// The task list: Task ID, Template, Created, Owner and Status, with the Owned/All filter and a
// status filter the backend applies (GET /v2/tasks?status=).
import { Button, FormGroup, H1, HTMLSelect, HTMLTable, Radio, RadioGroup, Spinner, Tag } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { parseEntityRef } from '../../../domain/catalog/entity-ref';
import { pickerValueLabel, TASK_LIST_PAGE_SIZE, TASK_OWNER_FILTERS, type ScaffolderTask, type TaskOwnerFilter } from '../../../domain/scaffolder';
import { ErrorPanel, PageHeader } from '../../app/chrome';
import { RelativeTime } from '../relative-time';
import { scaffolderPaths } from '../routes';
import { useTaskPage } from '../hooks/queries';
import { useIdentity } from '../use-identity';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

const STATUS_INTENT: Readonly<Record<string, 'success' | 'danger' | 'warning' | 'primary' | 'none'>> = {
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
  processing: 'primary',
  open: 'none',
};

/** The task statuses of the scaffolder backend a person can filter by; '' asks for every status. */
const STATUS_FILTER_OPTIONS: readonly { readonly value: string; readonly label: string }[] = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const TemplateCell = ({ task }: { readonly task: ScaffolderTask }) => {
  const info = task.spec.templateInfo;
  const title = info?.title ?? info?.entityRef ?? '—';
  const ref = info?.entityRef ? parseEntityRef(info.entityRef, { defaultKind: 'template' }) : undefined;
  return ref && E.isRight(ref) ? <Link to={scaffolderPaths.template(ref.right.namespace, ref.right.name)}>{title}</Link> : <>{title}</>;
};

export default function TaskListPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const identity = useIdentity();
  const [filter, setFilter] = useState<TaskOwnerFilter>('owned');
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const page = useTaskPage(filter, status, offset, identity.userEntityRef);
  const tasks = page.data?.tasks ?? [];
  const total = page.data?.totalTasks;
  const hasNext = total !== undefined ? offset + TASK_LIST_PAGE_SIZE < total : tasks.length === TASK_LIST_PAGE_SIZE;
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <H1>{scaffolderMessages.taskListTitle}</H1>
      </PageHeader>
      <RadioGroup
        inline
        label="Task owner"
        selectedValue={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value as TaskOwnerFilter);
          setOffset(0);
        }}
      >
        {TASK_OWNER_FILTERS.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
      <FormGroup label="Status" labelFor="portico-task-status-filter" inline>
        <HTMLSelect
          id="portico-task-status-filter"
          value={status}
          options={STATUS_FILTER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          onChange={(event) => {
            setStatus(event.currentTarget.value);
            setOffset(0);
          }}
        />
      </FormGroup>
      {page.error ? <ErrorPanel title="Could not load the tasks" error={page.error} /> : null}
      {page.isLoading ? <Spinner aria-label="Loading" /> : null}
      {page.data ? (
        <div className="portico-table-wrap">
          <HTMLTable striped interactive className="portico-catalog-table" aria-label="Tasks">
            <thead>
              <tr>
                {scaffolderMessages.taskColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.id}>
                  <td>
                    <Link to={scaffolderPaths.task(task.id)}>{task.id}</Link>
                  </td>
                  <td>
                    <TemplateCell task={task} />
                  </td>
                  <td>
                    <RelativeTime iso={task.createdAt} />
                  </td>
                  <td>{task.createdBy ? pickerValueLabel(task.createdBy, { defaultKind: 'User' }) : '—'}</td>
                  <td>
                    <Tag minimal intent={STATUS_INTENT[task.status] ?? 'none'}>
                      {task.status}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {tasks.length === 0 ? <p className="portico-empty-table">{scaffolderMessages.noTasks}</p> : null}
          <div className="portico-pager">
            <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - TASK_LIST_PAGE_SIZE))}>
              Previous
            </Button>
            <span className="portico-muted">
              {tasks.length ? `${offset + 1}–${offset + tasks.length}${total !== undefined ? ` of ${total}` : ''}` : ''}
            </span>
            <Button disabled={!hasNext} onClick={() => setOffset(offset + TASK_LIST_PAGE_SIZE)}>
              Next
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
