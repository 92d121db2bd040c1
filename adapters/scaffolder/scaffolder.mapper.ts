// Wire → domain for the scaffolder backend's answers.
import type * as t from 'io-ts';
import type { JsonObject, JsonValue } from '../../domain/app/config-values';
import type { DryRunResponse } from '../../domain/scaffolder/dry-run';
import type { ScaffolderTask, TaskEvent, TaskEventType, TaskOutput, TaskOutputLink, TaskOutputText } from '../../domain/scaffolder/task';
import type { DryRunResponseCodec, TaskEventWire, TaskWire } from './scaffolder.codec';
import { fromBase64 } from './base64';

const EVENT_TYPES: readonly TaskEventType[] = ['log', 'completion', 'cancelled', 'recovered'];

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringField = (object: JsonObject, key: string): { [k: string]: string } => (typeof object[key] === 'string' ? { [key]: object[key] as string } : {});

const linkOf = (value: JsonValue): TaskOutputLink[] =>
  isObject(value) ? [{ ...stringField(value, 'title'), ...stringField(value, 'icon'), ...stringField(value, 'url'), ...stringField(value, 'entityRef') }] : [];

const textOf = (value: JsonValue): TaskOutputText[] =>
  isObject(value)
    ? [{ ...stringField(value, 'title'), ...stringField(value, 'icon'), ...stringField(value, 'content'), ...(value['default'] === true ? { default: true } : {}) }]
    : [];

/** Output links and texts are read leniently: malformed entries are left out, other keys kept as they are. */
export const taskOutputOf = (output: JsonObject | null | undefined): TaskOutput => {
  if (!output) return {};
  const { links, text, ...rest } = output;
  return {
    ...rest,
    ...(Array.isArray(links) ? { links: links.flatMap(linkOf) } : {}),
    ...(Array.isArray(text) ? { text: text.flatMap(textOf) } : {}),
  };
};

/** Events of a type the portal does not know are dropped. */
export const taskEventOf = (wire: TaskEventWire): TaskEvent | undefined => {
  if (!EVENT_TYPES.includes(wire.type as TaskEventType)) return undefined;
  const { body } = wire;
  const id = wire.id === undefined ? undefined : Number(wire.id);
  return {
    type: wire.type as TaskEventType,
    createdAt: wire.createdAt,
    ...(id !== undefined && Number.isFinite(id) ? { id } : {}),
    ...(wire.taskId ? { taskId: wire.taskId } : {}),
    ...(wire.isTaskRecoverable !== undefined ? { isTaskRecoverable: wire.isTaskRecoverable } : {}),
    body: {
      message: body.message ?? '',
      ...(body.stepId ? { stepId: body.stepId } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.output ? { output: taskOutputOf(body.output) } : {}),
      ...(body.error ? { error: body.error } : {}),
    },
  };
};

export const taskEventsOf = (wire: readonly TaskEventWire[]): readonly TaskEvent[] =>
  wire.flatMap((event) => {
    const mapped = taskEventOf(event);
    return mapped ? [mapped] : [];
  });

export const taskOf = (wire: TaskWire): ScaffolderTask => {
  const info = wire.spec.templateInfo;
  const metadata = info?.entity?.metadata;
  const strategy = wire.spec.EXPERIMENTAL_recovery?.EXPERIMENTAL_strategy;
  return {
    id: wire.id,
    status: wire.status,
    createdAt: wire.createdAt,
    ...(wire.lastHeartbeatAt ? { lastHeartbeatAt: wire.lastHeartbeatAt } : {}),
    ...(wire.createdBy ? { createdBy: wire.createdBy } : {}),
    spec: {
      steps: wire.spec.steps.map((step) => ({ id: step.id, name: step.name ?? step.id, action: step.action })),
      parameters: wire.spec.parameters ?? {},
      ...(strategy ? { recoveryStrategy: strategy } : {}),
      ...(wire.spec.user?.ref ? { createdByRef: wire.spec.user.ref } : {}),
      ...(info
        ? {
            templateInfo: {
              ...(info.entityRef ? { entityRef: info.entityRef } : {}),
              ...(info.baseUrl ? { baseUrl: info.baseUrl } : {}),
              ...(metadata?.title ? { title: metadata.title } : {}),
              ...(metadata?.description ? { description: metadata.description } : {}),
            },
          }
        : {}),
    },
  };
};

export const dryRunResponseOf = (wire: t.TypeOf<typeof DryRunResponseCodec>): DryRunResponse => ({
  log: wire.log.map(({ body }) => ({
    message: body.message ?? '',
    ...(body.stepId ? { stepId: body.stepId } : {}),
    ...(body.status ? { status: body.status } : {}),
  })),
  files: wire.directoryContents.map((file) => ({ path: file.path, content: fromBase64(file.base64Content), executable: file.executable ?? false })),
  output: taskOutputOf(wire.output),
  steps: wire.steps.map((step) => ({ id: step.id, name: step.name ?? step.id, action: step.action })),
});
