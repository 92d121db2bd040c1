// An ongoing task run: live steps and logs, Cancel, Retry, Start Over, Hide/Show Logs, hiding and
// showing the button bar, and the output's links (e.g. to the registered entity) and texts.
import { Button, H1, H4, Icon, Menu, MenuItem, PopoverNext, Spinner, Tag } from '@blueprintjs/core';
import { CircleIcon, CrossCircleIcon, DisableIcon, MoreIcon, TickCircleIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { parseEntityRef } from '../../../domain/catalog/entity-ref';
import { activeStepIndex, stepDuration, taskCancelPermission, type StepState, type TaskStreamState } from '../../../domain/scaffolder';
import { ErrorPanel, useKeyboardMenu, PageHeader } from '../../app/chrome';
import { usePermission } from '../../app/queries';
import { scaffolderPaths } from '../routes';
import { useCancelTask, useRetryTask } from '../hooks/queries';
import { useTaskStream } from '../hooks/task-stream';
import { TaskOutputView } from './task-output';
import { VirtualLog } from './virtual-log';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

const StepIcon = ({ step }: { readonly step: StepState }) => {
  switch (step.status) {
    case 'processing':
      return <Spinner size={16} aria-label="Running" />;
    case 'completed':
      return <Icon icon={<TickCircleIcon />} intent="success" aria-label="Completed" />;
    case 'failed':
      return <Icon icon={<CrossCircleIcon />} intent="danger" aria-label="Failed" />;
    case 'cancelled':
    case 'skipped':
      return <Icon icon={<DisableIcon />} aria-label={step.status === 'cancelled' ? 'Cancelled' : 'Skipped'} />;
    default:
      return <Icon icon={<CircleIcon />} aria-label="Open" />;
  }
};

const useNow = (running: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
};

const TaskSteps = ({ state, selected, onSelect }: { state: TaskStreamState; selected?: string | undefined; onSelect: (stepId: string | undefined) => void }) => {
  const now = useNow(!state.completed);
  const active = activeStepIndex(state.steps);
  return (
    <ol className="portico-task-steps" aria-label="Task steps">
      {state.steps.map((step, index) => {
        const duration = stepDuration(step.startedAt, step.endedAt, now);
        return (
          <li key={step.id} className={`${index === active ? 'is-active' : ''}${selected === step.id ? ' is-selected' : ''}`} data-status={step.status}>
            <button type="button" className="portico-link-button" aria-pressed={selected === step.id} onClick={() => onSelect(selected === step.id ? undefined : step.id)}>
              <StepIcon step={step} /> <span>{step.name}</span>
            </button>
            {duration ? <span className="portico-muted"> {duration}</span> : null}
          </li>
        );
      })}
    </ol>
  );
};

const statusOf = (state: TaskStreamState): { label: string; intent: 'none' | 'primary' | 'success' | 'danger' | 'warning' } => {
  if (state.cancelled) return { label: 'cancelled', intent: 'warning' };
  if (state.error) return { label: 'failed', intent: 'danger' };
  if (state.completed) return { label: 'completed', intent: 'success' };
  return { label: 'processing', intent: 'primary' };
};

export default function OngoingTaskPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const { state, restart } = useTaskStream(taskId);
  const cancelPermission = usePermission(taskCancelPermission);
  const [showLogs, setShowLogs] = useState(true);
  const [showButtonBar, setShowButtonBar] = useState(true);
  const [selectedStep, setSelectedStep] = useState<string | undefined>(undefined);
  const taskMenu = useKeyboardMenu();

  const cancel = useCancelTask(taskId);
  const retry = useRetryTask(taskId, restart);

  const task = state.task;
  const templateTitle = task?.spec.templateInfo?.title ?? task?.spec.templateInfo?.entityRef ?? 'a template';
  const templateRef = task?.spec.templateInfo?.entityRef ? parseEntityRef(task.spec.templateInfo.entityRef, { defaultKind: 'template' }) : undefined;
  const finished = state.completed || state.cancelled;
  const canCancel = !finished && !state.loading && cancelPermission.allowed && !cancel.isPending && !cancel.isSuccess;
  const canRetry = state.completed && Boolean(state.error) && !state.cancelled;
  const startOver = () => {
    if (!templateRef || E.isLeft(templateRef)) return;
    const { namespace, name } = templateRef.right;
    navigate(`${scaffolderPaths.template(namespace, name)}?formData=${encodeURIComponent(JSON.stringify(task?.spec.parameters ?? {}))}`);
  };
  const canStartOver = Boolean(templateRef && E.isRight(templateRef)) && (finished || state.loading === false);
  const logLines = selectedStep ? (state.stepLogs[selectedStep] ?? []) : state.log;
  const status = statusOf(state);

  return (
    <div className="portico-page portico-task-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.runOf(templateTitle)}</H1>
          <p className="portico-muted">
            {scaffolderMessages.taskSubtitle(taskId)} {task ? <Tag intent={status.intent} minimal>{status.label}</Tag> : null}
          </p>
        </div>
        <PopoverNext
          placement="bottom-end"
          {...taskMenu.popoverProps}
          content={
            <Menu {...taskMenu.menuProps}>
              <MenuItem text={showButtonBar ? scaffolderMessages.hideButtonBar : scaffolderMessages.showButtonBar} onClick={() => setShowButtonBar(!showButtonBar)} />
              <MenuItem text={showLogs ? scaffolderMessages.hideLogs : scaffolderMessages.showLogs} onClick={() => setShowLogs(!showLogs)} />
              <MenuItem text={scaffolderMessages.startOver} disabled={!canStartOver} onClick={startOver} />
              <MenuItem text={scaffolderMessages.retry} disabled={!canRetry || retry.isPending} onClick={() => retry.mutate()} />
              <MenuItem text={scaffolderMessages.cancel} disabled={!canCancel} onClick={() => cancel.mutate()} />
            </Menu>
          }
        >
          <Button variant="minimal" icon={<MoreIcon />} aria-label="Task menu" />
        </PopoverNext>
      </PageHeader>
      {state.loading ? <Spinner aria-label="Loading" /> : null}
      {state.error ? (
        <ErrorPanel title={state.completed && task ? 'The task failed' : 'Could not follow the task'} error={{ message: state.error.message }} />
      ) : null}
      {cancel.error ? <ErrorPanel title="Could not cancel the task" error={cancel.error} /> : null}
      {retry.error ? <ErrorPanel title="Could not retry the task" error={retry.error} /> : null}
      {task ? (
        <div className="portico-task-layout">
          <TaskSteps state={state} selected={selectedStep} onSelect={setSelectedStep} />
          <div className="portico-task-main">
            <TaskOutputView output={state.output} />
            {showButtonBar ? (
              <div className="portico-task-buttons" role="toolbar" aria-label="Task actions">
                <Button disabled={!canCancel} loading={cancel.isPending} onClick={() => cancel.mutate()}>
                  {scaffolderMessages.cancel}
                </Button>
                {canRetry ? (
                  <Button loading={retry.isPending} onClick={() => retry.mutate()}>
                    {scaffolderMessages.retry}
                  </Button>
                ) : null}
                <Button disabled={!canStartOver} onClick={startOver}>
                  {scaffolderMessages.startOver}
                </Button>
                <Button onClick={() => setShowLogs(!showLogs)}>{showLogs ? scaffolderMessages.hideLogs : scaffolderMessages.showLogs}</Button>
              </div>
            ) : null}
            {showLogs ? (
              <section aria-label="Logs">
                <H4>{selectedStep ? `Logs of ${state.steps.find((step) => step.id === selectedStep)?.name ?? selectedStep}` : 'Logs'}</H4>
                <VirtualLog lines={logLines} label="Task log" />
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
