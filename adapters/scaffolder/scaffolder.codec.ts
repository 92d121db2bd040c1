// Wire shapes of the scaffolder backend's /v2 answers, as the real backend sends them.
import * as t from 'io-ts';
import { JsonObjectCodec, JsonValueCodec } from '../shared/json.codec';

const optional = <P extends t.Props>(props: P) => t.partial(props);

export const ParameterSchemaCodec = t.intersection([
  t.type({
    title: t.string,
    steps: t.readonlyArray(t.intersection([t.type({ title: t.string, schema: JsonObjectCodec }), optional({ description: t.string })])),
  }),
  optional({ description: t.string, presentation: JsonObjectCodec }),
]);

const ExampleCodec = t.intersection([t.type({ example: t.string }), optional({ description: t.string, notes: t.string })]);

export const ActionsCodec = t.readonlyArray(
  t.intersection([
    t.type({ id: t.string }),
    optional({
      description: t.string,
      schema: optional({ input: JsonObjectCodec, output: JsonObjectCodec }),
      examples: t.readonlyArray(ExampleCodec),
    }),
  ]),
);

const ExtensionDocCodec = optional({
  description: t.string,
  schema: optional({ input: JsonObjectCodec, arguments: t.readonlyArray(JsonObjectCodec), output: JsonObjectCodec }),
  examples: t.readonlyArray(ExampleCodec),
});

export const TemplatingExtensionsCodec = t.type({
  filters: t.record(t.string, ExtensionDocCodec),
  globals: t.type({
    functions: t.record(t.string, ExtensionDocCodec),
    values: t.record(t.string, t.intersection([t.type({ value: JsonValueCodec }), optional({ description: t.string })])),
  }),
});

export const ScaffoldResponseCodec = t.type({ id: t.string });

const EventBodyCodec = optional({
  message: t.string,
  stepId: t.string,
  status: t.string,
  output: JsonObjectCodec,
  error: t.intersection([t.type({ message: t.string }), optional({ name: t.string })]),
});

export const TaskEventCodec = t.intersection([
  t.type({ type: t.string, body: EventBodyCodec, createdAt: t.string }),
  optional({ id: t.union([t.number, t.string]), taskId: t.string, isTaskRecoverable: t.boolean }),
]);
export type TaskEventWire = t.TypeOf<typeof TaskEventCodec>;

export const TaskEventsCodec = t.readonlyArray(TaskEventCodec);

const StepCodec = t.intersection([t.type({ id: t.string, action: t.string }), optional({ name: t.string })]);

export const TaskCodec = t.intersection([
  t.type({
    id: t.string,
    spec: t.intersection([
      t.type({ steps: t.readonlyArray(StepCodec) }),
      optional({
        parameters: JsonObjectCodec,
        templateInfo: optional({
          entityRef: t.string,
          baseUrl: t.string,
          entity: optional({ metadata: optional({ name: t.string, title: t.string, description: t.string }) }),
        }),
        EXPERIMENTAL_recovery: optional({ EXPERIMENTAL_strategy: t.string }),
        user: optional({ ref: t.string }),
      }),
    ]),
    status: t.string,
    createdAt: t.string,
  }),
  optional({ lastHeartbeatAt: t.union([t.string, t.null]), createdBy: t.union([t.string, t.null]) }),
]);
export type TaskWire = t.TypeOf<typeof TaskCodec>;

export const TaskListCodec = t.intersection([t.type({ tasks: t.readonlyArray(TaskCodec) }), optional({ totalTasks: t.number })]);

export const DryRunResponseCodec = t.type({
  log: t.readonlyArray(t.type({ body: EventBodyCodec })),
  directoryContents: t.readonlyArray(t.intersection([t.type({ path: t.string, base64Content: t.string }), optional({ executable: t.boolean })])),
  output: t.union([JsonObjectCodec, t.undefined, t.null]),
  steps: t.readonlyArray(StepCodec),
});

export const AutocompleteResponseCodec = t.type({
  results: t.readonlyArray(optional({ id: t.string, title: t.string })),
});
