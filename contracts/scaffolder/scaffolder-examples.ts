// Expected scaffolder bodies for the scaffolder contract: only the fields Portico reads, with matchers
// where the value differs per backend or per run (task ids, timestamps, event ids, log lines).
import { MatchersV3 } from '@pact-foundation/pact';

const { eachLike, integer, like, regex, uuid } = MatchersV3;

export const EXAMPLE_TASK_ID = 'eded0125-9b42-4688-b23a-3f1b9efb2ba4';
export const EXAMPLE_TIMESTAMP = '2026-11-22T02:56:14.000Z';
export const TEMPLATE_REF = 'template:default/create-node-service';
export const GUEST_REF = 'user:default/guest';

const timestamp = (example: string = EXAMPLE_TIMESTAMP) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/, example);

/** The values the scaffold request sends (the example template's parameters). */
export const TASK_VALUES = {
  name: 'contract-scaffolded',
  description: 'Created by the scaffolder contract verification.',
  owner: 'group:default/team-storefront',
  lifecycle: 'experimental',
  port: 8080,
  repoUrl: 'github.com?owner=acme&repo=contract-scaffolded',
} as const;

/** GET /v2/tasks/{taskId} for a completed task of the example template, run by the guest. */
export const completedTask = {
  id: uuid(EXAMPLE_TASK_ID),
  spec: {
    steps: eachLike({ id: like('fetch'), name: like('Fetch skeleton'), action: like('fetch:template') }),
    parameters: like({ name: 'contract-scaffolded' }),
    templateInfo: {
      entityRef: TEMPLATE_REF,
      baseUrl: like('file:///templates/create-node-service/template.yaml'),
      entity: { metadata: { name: 'create-node-service', title: like('Node.js service'), description: like('Creates a minimal Node.js HTTP service.') } },
    },
    user: { ref: GUEST_REF },
  },
  status: 'completed',
  createdAt: timestamp(),
  lastHeartbeatAt: timestamp('2026-11-22T02:56:15.000Z'),
  createdBy: GUEST_REF,
};

/** What the adapter makes of completedTask. */
export const expectedTask = {
  id: EXAMPLE_TASK_ID,
  status: 'completed',
  createdAt: EXAMPLE_TIMESTAMP,
  lastHeartbeatAt: '2026-11-22T02:56:15.000Z',
  createdBy: GUEST_REF,
  spec: {
    steps: [{ id: 'fetch', name: 'Fetch skeleton', action: 'fetch:template' }],
    parameters: { name: 'contract-scaffolded' },
    createdByRef: GUEST_REF,
    templateInfo: {
      entityRef: TEMPLATE_REF,
      baseUrl: 'file:///templates/create-node-service/template.yaml',
      title: 'Node.js service',
      description: 'Creates a minimal Node.js HTTP service.',
    },
  },
};

/** A log event of a task, as polling and the event stream send it. */
export const logEvent = {
  id: integer(1),
  taskId: uuid(EXAMPLE_TASK_ID),
  type: 'log',
  createdAt: timestamp(),
  isTaskRecoverable: false,
  body: { message: like('Beginning step Fetch skeleton') },
};

export const expectedLogEvent = {
  id: 1,
  taskId: EXAMPLE_TASK_ID,
  type: 'log',
  createdAt: EXAMPLE_TIMESTAMP,
  isTaskRecoverable: false,
  body: { message: 'Beginning step Fetch skeleton' },
};
