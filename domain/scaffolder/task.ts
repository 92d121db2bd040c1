// Scaffolder tasks as the portal reads them (id, events with id, type and body,
// the cursor 'after'), plus the step, output and template-info fields the task pages show.
import type { JsonObject, JsonValue } from '../app/config-values';

export type TaskEventType = 'log' | 'completion' | 'cancelled' | 'recovered';

export interface TaskOutputLink {
  readonly title?: string;
  readonly icon?: string;
  readonly url?: string;
  readonly entityRef?: string;
}

export interface TaskOutputText {
  readonly title?: string;
  readonly icon?: string;
  readonly content?: string;
  readonly default?: boolean;
}

export interface TaskOutput {
  readonly links?: readonly TaskOutputLink[];
  readonly text?: readonly TaskOutputText[];
  readonly [key: string]: JsonValue | readonly TaskOutputLink[] | readonly TaskOutputText[] | undefined;
}

export interface TaskEventBody {
  readonly message: string;
  readonly stepId?: string;
  readonly status?: string;
  readonly output?: TaskOutput;
  readonly error?: { readonly name?: string; readonly message: string };
}

export interface TaskEvent {
  readonly id?: number;
  readonly taskId?: string;
  readonly type: TaskEventType;
  readonly body: TaskEventBody;
  readonly createdAt: string;
  readonly isTaskRecoverable?: boolean;
}

export interface TaskStepSpec {
  readonly id: string;
  readonly name: string;
  readonly action: string;
}

export interface TaskTemplateInfo {
  readonly entityRef?: string;
  readonly baseUrl?: string;
  readonly title?: string;
  readonly description?: string;
}

export interface TaskSpec {
  readonly steps: readonly TaskStepSpec[];
  readonly parameters: JsonObject;
  readonly templateInfo?: TaskTemplateInfo;
  readonly recoveryStrategy?: string;
  readonly createdByRef?: string;
}

export type TaskStatus = 'open' | 'processing' | 'failed' | 'completed' | 'cancelled' | 'skipped' | string;

export interface ScaffolderTask {
  readonly id: string;
  readonly spec: TaskSpec;
  readonly status: TaskStatus;
  readonly createdAt: string;
  readonly lastHeartbeatAt?: string;
  readonly createdBy?: string;
}

export interface TaskPage {
  readonly tasks: readonly ScaffolderTask[];
  readonly totalTasks?: number;
}

/** A task restarts from the beginning after a crash when its recovery strategy is 'startOver'. */
export const isTaskRecoverable = (task: ScaffolderTask): boolean => task.spec.recoveryStrategy === 'startOver';

/** Finished tasks have no more steps to run. */
export const isTaskFinished = (status: TaskStatus): boolean => status === 'completed' || status === 'failed' || status === 'cancelled';
