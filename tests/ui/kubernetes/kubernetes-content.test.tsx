import { act, screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { KeyValueStore } from '../../../application/app/key-value-store.port';
import type { ClusterGateway } from '../../../application/kubernetes/cluster-gateway.port';
import { DismissedBanners, DismissedBannersToken, DISMISSED_BANNERS_KEY } from '../../../application/kubernetes/dismissed-banners';
import type { KubernetesFrontendSettings } from '../../../application/kubernetes/kubernetes-settings.port';
import { kubernetesUseCases } from '../../../application/kubernetes/kubernetes-use-cases';
import { KubernetesUseCasesToken } from '../../../application/kubernetes/kubernetes-use-cases.port';
import { TerminalTransportToken } from '../../../application/kubernetes/terminal-transport.port';
import type { CheckPermission } from '../../../application/permission/check-permission.use-case';
import { CheckPermissionToken } from '../../../application/permission/check-permission.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { ObjectsByEntityResponseCodec, toObjectsByEntityResponse } from '../../../adapters/kubernetes/kubernetes-objects.codec';
import { decodeWith } from '../../../adapters/shared/decode';
import { buildFixtureObjects, FIXTURE_PODS } from '../../../config/dev-backend/kubernetes-fixture/fixture-objects';
import type { Entity } from '../../../domain/catalog/entity';
import type { Cluster, KubernetesFetchError, ObjectsByEntityResponse } from '../../../domain/kubernetes/types';
import { AuthorizeResult } from '../../../domain/permission/decision';
import KubernetesContent from '../../../ui/kubernetes/kubernetes-content';
import { provide, renderView } from '../../support/render';

const payments: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', namespace: 'default', annotations: { 'backstage.io/kubernetes-id': 'payments' } },
  spec: { type: 'service', owner: 'team-payments' },
};

/** The fixture cluster's objects as the backend answers them, through the adapter's codec. */
const fixtureAnswer = (errors: KubernetesFetchError[] = [], clusterName = 'local-fixture'): ObjectsByEntityResponse => {
  const objects = buildFixtureObjects(Date.now());
  const payments = <T extends { metadata: { labels?: Record<string, string> } }>(items: readonly T[]) =>
    items.filter((o) => o.metadata.labels?.['backstage.io/kubernetes-id'] === 'payments');
  const body = {
    items: [
      {
        cluster: { name: clusterName, title: 'Local fixture cluster', dashboardUrl: 'https://dashboard.example.com/' },
        errors,
        podMetrics: [
          {
            pod: objects.pods[0],
            cpu: { currentUsage: 0.18, requestTotal: 0.25, limitTotal: 0.5 },
            memory: { currentUsage: 220200960, requestTotal: 268435456, limitTotal: 536870912 },
            containers: [
              {
                container: 'api',
                cpuUsage: { currentUsage: 0.18, requestTotal: 0.25, limitTotal: 0.5 },
                memoryUsage: { currentUsage: 220200960, requestTotal: 268435456, limitTotal: 536870912 },
              },
            ],
          },
        ],
        resources: [
          { type: 'pods', resources: payments(objects.pods) },
          { type: 'services', resources: objects.services },
          { type: 'deployments', resources: payments(objects.deployments) },
          { type: 'replicasets', resources: payments(objects.replicasets) },
          { type: 'horizontalpodautoscalers', resources: objects.horizontalpodautoscalers },
          { type: 'jobs', resources: objects.jobs },
          { type: 'cronjobs', resources: objects.cronjobs },
          { type: 'ingresses', resources: objects.ingresses },
          { type: 'statefulsets', resources: objects.statefulsets },
          { type: 'daemonsets', resources: objects.daemonsets },
          { type: 'customresources', resources: objects.rollouts },
        ],
      },
    ],
  };
  const decoded = decodeWith(ObjectsByEntityResponseCodec)(body);
  if (E.isLeft(decoded)) throw new Error(decoded.left.message);
  return toObjectsByEntityResponse(decoded.right);
};

const CLUSTERS: Cluster[] = [{ name: 'local-fixture', title: 'Local fixture cluster', authProvider: 'serviceAccount' }];

interface Fakes {
  /** The workloads query's answer (and the objects-by-entity call's). */
  objects?: () => TE.TaskEither<BackendError, ObjectsByEntityResponse>;
  custom?: () => TE.TaskEither<BackendError, ObjectsByEntityResponse>;
  logs?: TE.TaskEither<BackendError, string>;
  events?: TE.TaskEither<BackendError, []>;
  deletePod?: TE.TaskEither<BackendError, void>;
  settings?: Partial<KubernetesFrontendSettings>;
  denied?: readonly string[];
  /** Every permission check fails with this (e.g. a backend without the permission plugin). */
  permissionFailure?: BackendError;
  clusters?: Cluster[];
  store?: KeyValueStore;
}

const memoryStore = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
};

const setup = (fakes: Fakes = {}, entity: Entity = payments, refreshIntervalMs?: number) => {
  const calls = { objects: 0, workloads: 0, custom: [] as unknown[], deleted: [] as string[], logs: [] as unknown[] };
  const gateway: ClusterGateway = {
    getObjectsByEntity: () => {
      calls.objects += 1;
      return fakes.objects ? fakes.objects() : TE.right(fixtureAnswer());
    },
    getWorkloadsByEntity: () => {
      calls.objects += 1;
      calls.workloads += 1;
      return fakes.objects ? fakes.objects() : TE.right(fixtureAnswer());
    },
    getCustomObjectsByEntity: ({ customResources }) => {
      calls.custom.push(customResources);
      return fakes.custom ? fakes.custom() : TE.right({ items: [] });
    },
    getClusters: () => TE.right(fakes.clusters ?? CLUSTERS),
    getPodLogs: (_target, query) => {
      calls.logs.push(query);
      return fakes.logs ?? TE.right('2025-01-08 INFO listening on :8080\n');
    },
    getEventsByInvolvedObjectName: () => fakes.events ?? TE.right([]),
    deletePod: (_target, pod) => {
      calls.deleted.push(pod.podName);
      return fakes.deletePod ?? TE.right(undefined);
    },
  };
  const useCases = kubernetesUseCases({
    gateway,
    tokens: { tokenFor: () => TE.right(undefined) },
    settings: { load: () => TE.right({ podDeleteEnabled: false, podExecTerminalEnabled: false, ...fakes.settings }) },
  });
  const checkPermission: CheckPermission = (request) =>
    fakes.permissionFailure ? TE.left(fakes.permissionFailure) : TE.right(
      fakes.denied?.includes(request.permission.name) ? { result: AuthorizeResult.DENY } : { result: AuthorizeResult.ALLOW },
    );
  const store = fakes.store ?? memoryStore();
  const view = renderView(
    <KubernetesContent entity={entity} {...(refreshIntervalMs !== undefined && { refreshIntervalMs })} />,
    {
      services: [
        provide(KubernetesUseCasesToken, useCases),
        provide(CheckPermissionToken, checkPermission),
        provide(DismissedBannersToken, new DismissedBanners(store)),
        provide(TerminalTransportToken, { connect: () => ({ send: () => undefined, close: () => undefined }) }),
      ],
    },
  );
  return { ...view, calls, store };
};

const clusterRegion = () => screen.getByRole('region', { name: 'Cluster Local fixture cluster' });

const expandCluster = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(within(await screen.findByRole('region', { name: 'Cluster Local fixture cluster' })).getAllByRole('button')[0]!);
};

const expand = async (user: ReturnType<typeof setup>['user'], regionName: string) => {
  const region = screen.getByRole('region', { name: regionName });
  await user.click(within(region).getAllByRole('button')[0]!);
  return region;
};

describe('Kubernetes tab', () => {
  it('shows the missing-annotation notice for an entity with neither annotation', async () => {
    const { calls } = setup({}, { ...payments, metadata: { name: 'web-shop', annotations: {} } });
    expect(screen.getByText('Missing Annotation')).toBeInTheDocument();
    expect(screen.getByText('Or use a label selector query, which takes precedence over the previous annotation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read Kubernetes Plugin Docs' })).toHaveAttribute(
      'href',
      'https://backstage.io/docs/features/kubernetes/configuration#surfacing-your-kubernetes-components-as-part-of-an-entity',
    );
    expect(calls.objects).toBe(0);
  });

  it('accepts the label-selector annotation alone', async () => {
    setup({}, { ...payments, metadata: { name: 'payments', annotations: { 'backstage.io/kubernetes-label-selector': 'app=payments' } } });
    expect(await screen.findByRole('heading', { name: 'Your Clusters' })).toBeInTheDocument();
  });

  it.each(['kubernetes.clusters.read', 'kubernetes.resources.read'])('asks for permission when %s is denied', async (denied) => {
    const { calls } = setup({ denied: [denied] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Permission required');
    expect(alert).toHaveTextContent(
      "To view Kubernetes objects, contact your portal administrator to give you the 'kubernetes.clusters.read' and 'kubernetes.resources.read' permission.",
    );
    expect(calls.objects).toBe(0);
  });

  it('shows a progress bar while neither data nor error exists', async () => {
    setup({ objects: () => () => new Promise(() => undefined) });
    expect(await screen.findByRole('progressbar', { name: 'Loading Kubernetes objects' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Clusters' })).not.toBeInTheDocument();
  });

  it('shows the error panel with the message when the objects cannot be read', async () => {
    setup({
      objects: () =>
        TE.left({ _tag: 'NotFound', message: 'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem retrieving Kubernetes objects');
    expect(alert).toHaveTextContent('Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.');
    expect(screen.queryByRole('progressbar', { name: 'Loading Kubernetes objects' })).not.toBeInTheDocument();
  });

  it('says the backend has no Kubernetes plugin, with the package to install', async () => {
    setup({
      objects: () =>
        TE.left({
          _tag: 'PluginMissing',
          pluginId: 'kubernetes',
          message: 'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.',
        }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Kubernetes backend plugin is not installed on this Backstage backend');
    expect(alert).toHaveTextContent('Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.');
    expect(alert).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-kubernetes-backend.');
    expect(screen.queryByText('There was a problem retrieving Kubernetes objects')).not.toBeInTheDocument();
  });

  it('says the backend has no permission plugin instead of asking for permissions', async () => {
    const { calls } = setup({
      permissionFailure: { _tag: 'PluginMissing', pluginId: 'permission', message: 'The permission backend plugin is not installed on this Backstage backend' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The permission backend plugin is not installed on this Backstage backend');
    expect(alert).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-permission-backend.');
    expect(alert).not.toHaveTextContent('Permission required');
    expect(calls.objects).toBe(0);
  });

  it('lists the clusters that answered with errors in a warning', async () => {
    setup({
      objects: () =>
        TE.right(
          fixtureAnswer([
            { errorType: 'FETCH_ERROR', message: 'connect ECONNREFUSED 10.0.0.1:443' },
            { errorType: 'UNAUTHORIZED_ERROR', statusCode: 401, resourcePath: '/api/v1/pods' },
          ]),
        ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem retrieving Kubernetes objects');
    expect(alert).toHaveTextContent(
      'There was a problem retrieving some Kubernetes resources for the entity: payments. This could mean that the Error Reporting card is not completely accurate.',
    );
    expect(alert).toHaveTextContent('Cluster: local-fixture');
    expect(alert).toHaveTextContent('Error communicating with Kubernetes: FETCH_ERROR, message: connect ECONNREFUSED 10.0.0.1:443');
    expect(alert).toHaveTextContent("Error fetching Kubernetes resource: '/api/v1/pods', error: UNAUTHORIZED_ERROR, status code: 401");
    expect(screen.getByRole('heading', { name: 'Your Clusters' })).toBeInTheDocument();
  });

  it('says when no cluster has resources for the entity', async () => {
    setup({ objects: () => TE.right({ items: [] }) });
    expect(await screen.findByText('No Kubernetes resources')).toBeInTheDocument();
    expect(screen.getByText('No resources on any known clusters for payments')).toBeInTheDocument();
    expect(screen.getByText('Nice! There are no errors to report!')).toBeInTheDocument();
  });

  it('summarises the detected errors and each cluster', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Error Reporting' });
    const firstGroup = within(table).getAllByRole('rowgroup')[1]!;
    expect(firstGroup).toHaveAccessibleName(/^Deployment payments-api/);
    const firstRow = within(firstGroup).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('Current number of replicas (3) is equal to the configured max number of replicas (3)');
    expect(within(firstRow).getAllByText('critical')[0]!.closest('[title]')).toHaveAttribute('title', 'severity 8 of 10');
    const summary = within(clusterRegion()).getAllByRole('button')[0]!;
    expect(summary).toHaveTextContent('Local fixture cluster');
    expect(summary).toHaveTextContent('11 pods');
    expect(summary).toHaveTextContent('4 pods with errors');
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Deployments' })).not.toBeInTheDocument();
    await expandCluster(user);
    for (const section of ['Custom resources', 'Deployments', 'Daemon sets', 'Stateful sets', 'Ingresses', 'Services', 'Cron jobs']) {
      expect(within(clusterRegion()).getByRole('region', { name: section })).toBeInTheDocument();
    }
  });

  it('lists every problem at once, grouped by workload, one row per object, severities in words', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Error Reporting' });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    const names = groups.map((group) => within(group).getAllByRole('columnheader')[0]!.textContent ?? '');
    expect(names.map((name) => name.replace(/ namespace.*/, ''))).toEqual([
      'Deployment payments-api',
      'Deployment payments-worker',
      'StatefulSet payments-cache',
    ]);
    // The crash-looping pod has two problems (waiting and restarting): one row holds both.
    const crashRows = within(table).getAllByRole('row').filter((row) => row.textContent?.includes(FIXTURE_PODS.apiCrashLoop));
    expect(crashRows).toHaveLength(1);
    expect(crashRows[0]).toHaveTextContent('restarted 27 times');
    expect(crashRows[0]).toHaveTextContent('back-off 5m0s restarting failed container=api');
    // The second failing workload's pod is on the same page as the first's.
    expect(within(groups[1]!).getByText(FIXTURE_PODS.workerImagePull)).toBeInTheDocument();
    expect(within(table).getByText(FIXTURE_PODS.cacheNeverReady)).toBeInTheDocument();
    for (const cell of within(table).getAllByRole('cell')) expect(cell.textContent?.trim()).not.toMatch(/^\d+$/);
    expect(within(table).getAllByText('medium').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('high').length).toBeGreaterThan(0);
  });

  it('leaves out the sections a cluster has nothing for', async () => {
    const full = fixtureAnswer();
    const onlyPods: ObjectsByEntityResponse = {
      items: [{ ...full.items[0]!, resources: full.items[0]!.resources.filter((r) => r.type === 'pods' || r.type === 'services') }],
    };
    const { user } = setup({ objects: () => TE.right(onlyPods) });
    await expandCluster(user);
    expect(within(clusterRegion()).getByRole('region', { name: 'Services' })).toBeInTheDocument();
    for (const section of ['Custom resources', 'Deployments', 'Daemon sets', 'Stateful sets', 'Ingresses', 'Cron jobs']) {
      expect(within(clusterRegion()).queryByRole('region', { name: section })).not.toBeInTheDocument();
    }
  });

  it('shows workloads with namespace, pod count, pods with errors and the autoscaler', async () => {
    const { user } = setup();
    await expandCluster(user);
    const api = within(screen.getByRole('region', { name: 'Deployment payments-api' })).getAllByRole('button')[0]!;
    expect(api).toHaveTextContent('namespace: payments');
    expect(api).toHaveTextContent('3 pods');
    expect(api).toHaveTextContent('2 pods with errors');
    expect(api).toHaveTextContent('min replicas 2 / max replicas 3');
    expect(api).toHaveTextContent('current CPU usage: 92%');
    expect(api).toHaveTextContent('target CPU usage: 70%');
    const worker = within(screen.getByRole('region', { name: 'Deployment payments-worker' })).getAllByRole('button')[0]!;
    expect(worker).toHaveTextContent('current CPU usage: ?');
    const shipper = within(screen.getByRole('region', { name: 'DaemonSet payments-log-shipper' })).getAllByRole('button')[0]!;
    expect(shipper).toHaveTextContent('No pods with errors');
    expect(shipper).not.toHaveTextContent('min replicas');
  });

  it('tables the pods of a workload with status, readiness, restarts and usage', async () => {
    const { user } = setup();
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-api');
    const table = within(region).getByRole('table', { name: 'Pods of payments-api' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['name', 'phase', 'status', 'containers ready', 'total restarts', 'CPU usage %', 'Memory usage %']);
    const healthy = within(table).getByRole('row', { name: new RegExp(FIXTURE_PODS.apiHealthy) });
    expect(healthy).toHaveTextContent('api: Running');
    expect(healthy).toHaveTextContent('1/1');
    // CPU: 0.18 cores / 10 against 250m requested.
    expect(healthy).toHaveTextContent('requests: 7% of 250m');
    expect(healthy).toHaveTextContent('limits: 41% of 512MiB');
    const crashing = within(table).getByRole('row', { name: new RegExp(FIXTURE_PODS.apiCrashLoop) });
    expect(crashing).toHaveTextContent('api: CrashLoopBackOff');
    expect(crashing).toHaveTextContent('0/1');
    expect(crashing).toHaveTextContent('27');
    expect(crashing).toHaveTextContent('unknown');
  });

  it('opens a pod in a drawer with its IP, containers and health checks; no Delete Pod unless enabled', async () => {
    const { user } = setup();
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-api');
    await user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiOomKilled }));
    const drawer = await screen.findByRole('dialog', { name: `Pod ${FIXTURE_PODS.apiOomKilled}` });
    expect(drawer).toHaveTextContent('10.42.2.31');
    const card = within(drawer).getByRole('group', { name: 'Container api' });
    expect(card).toHaveTextContent('Restarts3');
    expect(within(card).getByRole('list', { name: 'Health checks' })).toHaveTextContent('no restarts');
    expect(within(drawer).queryByRole('button', { name: 'Delete Pod' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Terminal of api' })).not.toBeInTheDocument();
    expect(await within(drawer).findByText('No events found')).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Errors:' })).toHaveTextContent('container=api restarted 3 times');
  });

  it('lists the start-up conditions of a pending pod', async () => {
    const { user } = setup();
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-worker');
    await user.click(within(region).getByRole('button', { name: FIXTURE_PODS.workerPending }));
    const drawer = await screen.findByRole('dialog', { name: `Pod ${FIXTURE_PODS.workerPending}` });
    const conditions = within(drawer).getByRole('region', { name: 'Pod conditions' });
    expect(conditions).toHaveTextContent('PodScheduled');
    expect(conditions).toHaveTextContent('Unschedulable: 0/3 nodes are available: 3 Insufficient memory.');
  });

  it('deletes a pod when enabled, and says so when it fails', async () => {
    const failing = setup({ settings: { podDeleteEnabled: true }, deletePod: TE.left({ _tag: 'HttpStatus', status: 403, statusText: 'Forbidden', message: 'no' }) });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expandCluster(failing.user);
    let region = await expand(failing.user, 'Deployment payments-api');
    await failing.user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiHealthy }));
    let drawer = await screen.findByRole('dialog', { name: `Pod ${FIXTURE_PODS.apiHealthy}` });
    await failing.user.click(within(drawer).getByRole('button', { name: 'Delete Pod' }));
    expect(await within(drawer).findByText('Could not delete the pod. Please check the console for the full report.')).toBeInTheDocument();
    expect(failing.calls.deleted).toEqual([FIXTURE_PODS.apiHealthy]);
    consoleError.mockRestore();
    failing.unmount();

    const working = setup({ settings: { podDeleteEnabled: true } });
    await expandCluster(working.user);
    region = await expand(working.user, 'Deployment payments-api');
    await working.user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiHealthy }));
    drawer = await screen.findByRole('dialog', { name: `Pod ${FIXTURE_PODS.apiHealthy}` });
    const objectsBefore = working.calls.objects;
    await working.user.click(within(drawer).getByRole('button', { name: 'Delete Pod' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Pod ${FIXTURE_PODS.apiHealthy}` })).not.toBeInTheDocument());
    expect(working.calls.deleted).toEqual([FIXTURE_PODS.apiHealthy]);
    await waitFor(() => expect(working.calls.objects).toBeGreaterThan(objectsBefore));
  });

  it('offers the terminal only with one server-side-auth cluster and the setting on', async () => {
    const offered = setup({ settings: { podExecTerminalEnabled: true } });
    await expandCluster(offered.user);
    let region = await expand(offered.user, 'Deployment payments-api');
    await offered.user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiHealthy }));
    expect(await screen.findByRole('button', { name: 'Terminal of api' })).toBeInTheDocument();
    offered.unmount();

    const google = setup({ settings: { podExecTerminalEnabled: true }, clusters: [{ name: 'local-fixture', authProvider: 'google' }] });
    await expandCluster(google.user);
    region = await expand(google.user, 'Deployment payments-api');
    await google.user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiHealthy }));
    await screen.findByRole('dialog', { name: `Pod ${FIXTURE_PODS.apiHealthy}` });
    expect(screen.queryByRole('button', { name: 'Terminal of api' })).not.toBeInTheDocument();
  });

  it('shows container logs, and says when there are none or they cannot be read', async () => {
    const { user, calls } = setup();
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-api');
    await user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiHealthy }));
    await user.click(await screen.findByRole('button', { name: 'Logs of api' }));
    const dialog = await screen.findByRole('dialog', { name: /2xkqp - api logs on cluster local-fixture/ });
    expect(await within(dialog).findByLabelText('Logs')).toHaveTextContent('listening on :8080');
    expect(within(dialog).getByLabelText('Logs')).toHaveStyle({ minHeight: '55rem' });
    expect(calls.logs).toEqual([{ podName: FIXTURE_PODS.apiHealthy, namespace: 'payments', containerName: 'api' }]);
  });

  it.each([
    [TE.right(''), ['No logs emitted', 'No logs were emitted by the container']],
    [TE.left<BackendError, string>({ _tag: 'HttpStatus', status: 400, statusText: 'Bad Request', message: 'Proxy request failed with 400 Bad Request, waiting' }), ['Proxy request failed with 400 Bad Request, waiting']],
  ])('logs answer %#', async (logs, texts) => {
    const { user } = setup({ logs });
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-api');
    await user.click(within(region).getByRole('button', { name: FIXTURE_PODS.apiHealthy }));
    await user.click(await screen.findByRole('button', { name: 'Logs of api' }));
    const dialog = await screen.findByRole('dialog', { name: /api logs/ });
    for (const text of texts) expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('explains a detected error with its cause, fix and crash logs', async () => {
    const { user, calls } = setup();
    const table = await screen.findByRole('table', { name: 'Error Reporting' });
    await user.click(within(table).getByRole('button', { name: /container=api restarted 3 times/ }));
    const dialog = await screen.findByRole('dialog', { name: `${FIXTURE_PODS.apiOomKilled} - containers-restarting` });
    expect(dialog).toHaveTextContent('Detected error:');
    expect(dialog).toHaveTextContent('Cause explanation:');
    expect(dialog).toHaveTextContent('The container "api" has crashed because it has tried to use more memory that it has been allocated');
    expect(dialog).toHaveTextContent('Increase the amount of memory assigned to the container');
    expect(within(dialog).getByRole('button', { name: 'Open docs' })).toHaveAttribute(
      'href',
      'https://kubernetes.io/docs/tasks/configure-pod-container/assign-memory-resource/#exceed-a-container-s-memory-limit',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(table).getByRole('button', { name: /back-off 5m0s restarting failed container=api/ }));
    const crash = await screen.findByRole('dialog', { name: `${FIXTURE_PODS.apiCrashLoop} - container-waiting` });
    expect(crash).toHaveTextContent('Crash logs:');
    await waitFor(() => expect(calls.logs).toContainEqual({ podName: FIXTURE_PODS.apiCrashLoop, namespace: 'payments', containerName: 'api', previous: true }));
  });

  it('shows a workload in the object drawer, with YAML and managed fields on demand', async () => {
    const { user } = setup();
    await expandCluster(user);
    await user.click(screen.getByRole('button', { name: 'Inspect Deployment payments-api' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deployment payments-api' });
    expect(within(drawer).getByRole('button', { name: 'Open Kubernetes Dashboard' })).toHaveAttribute(
      'href',
      'https://dashboard.example.com/#/deployment/payments/payments-api?namespace=payments',
    );
    expect(drawer).not.toHaveTextContent('managedFields');
    await user.click(within(drawer).getByRole('checkbox', { name: 'YAML' }));
    expect(within(drawer).getByLabelText('Deployment payments-api as YAML')).toHaveTextContent('kind: Deployment');
    expect(within(drawer).getByLabelText('Deployment payments-api as YAML')).not.toHaveTextContent('managedFields');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Managed fields' }));
    expect(within(drawer).getByLabelText('Deployment payments-api as YAML')).toHaveTextContent('managedFields');
  });

  it('shows rollouts with their steps, paused and aborted', async () => {
    const { user } = setup();
    await expandCluster(user);
    const canary = await expand(user, 'Rollout payments-canary');
    const steps = within(canary).getByRole('list', { name: 'Rollout steps' });
    expect(within(steps).getAllByRole('listitem').map((s) => s.textContent?.trim())).toEqual([
      'setWeight 20%',
      'infinite pause',
      'setWeight 50%',
      'pause for 10m',
      'analysis templates: success-rate, p99-latency (cluster scoped)',
      'Canary promoted',
    ]);
    expect(within(steps).getByText('infinite pause').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(canary).toHaveTextContent('Paused');
    const aborted = await expand(user, 'Rollout payments-checkout-experiment');
    expect(aborted).toHaveTextContent('Aborted');
    expect(aborted).toHaveTextContent('Metric "success-rate" assessed Failed');
    expect(within(aborted).getByRole('list', { name: 'Rollout steps' }).querySelector('[aria-current]')).toBeNull();
  });

  it('shows cron jobs with status and schedule, and their jobs', async () => {
    const { user } = setup();
    await expandCluster(user);
    const settlement = within(screen.getByRole('region', { name: 'CronJob payments-settlement' })).getAllByRole('button')[0]!;
    expect(settlement).toHaveTextContent('Active');
    expect(settlement).toHaveTextContent('Schedule: 0 2 * * *');
    const reconcile = await expand(user, 'CronJob payments-reconcile');
    expect(within(reconcile).getAllByRole('button')[0]).toHaveTextContent('Suspended');
    expect(within(reconcile).getAllByRole('button')[0]).toHaveTextContent('Schedule: @hourly');
    const job = within(reconcile).getByRole('region', { name: 'Job payments-reconcile-29012100' });
    expect(job).toHaveTextContent('Failed');
    expect(job).toHaveTextContent('Started 7 hours ago');
  });

  it('shows services with their type, IPs and ports', async () => {
    const { user } = setup();
    await expandCluster(user);
    const service = await expand(user, 'Service payments-public');
    expect(service).toHaveTextContent('LoadBalancer');
    expect(service).toHaveTextContent('https: 443 → 8080/TCP (node port 31443)');
    expect(service).toHaveTextContent('203.0.113.24');
  });

  it('remembers a dismissed banner in the notifications bucket', async () => {
    const store = memoryStore();
    const first = setup({ store });
    const banner = await screen.findByRole('status');
    await first.user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.data.get(DISMISSED_BANNERS_KEY)).toBe('["kubernetes-error-detection"]');
    first.unmount();
    setup({ store });
    await screen.findByRole('heading', { name: 'Your Clusters' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the update strategy and counters of daemon sets and the settings of stateful sets and cron jobs on their rows', async () => {
    const { user } = setup();
    await expandCluster(user);
    const daemonSet = screen.getByRole('region', { name: 'DaemonSet payments-log-shipper' });
    const daemonSetRow = within(daemonSet).getAllByRole('button')[0]!;
    expect(daemonSetRow).toHaveAttribute('aria-expanded', 'false');
    expect(daemonSetRow).toHaveTextContent(
      'update strategy: RollingUpdate (maxUnavailable: 1, maxSurge: 0)scheduled: 1available: 1misscheduled: 0ready: 1',
    );
    const statefulSetRow = within(screen.getByRole('region', { name: 'StatefulSet payments-cache' })).getAllByRole('button')[0]!;
    expect(statefulSetRow).toHaveTextContent(
      'update strategy: RollingUpdate (partition: 0)pod management policy: OrderedReadyservice name: payments-cache',
    );
    expect(statefulSetRow).toHaveTextContent('revision history limit: 10');
    expect(statefulSetRow).toHaveTextContent(/selector: \S+=\S+/);
    const reconcileRow = within(screen.getByRole('region', { name: 'CronJob payments-reconcile' })).getAllByRole('button')[0]!;
    expect(reconcileRow).toHaveTextContent('concurrency policy: Allowstarting deadline: ?last schedule: 7 hours ago');
  });

  it('colours the resource gauges of a pod by the gauge thresholds: a fuller gauge is ok', async () => {
    const { user } = setup();
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-api');
    const pod = buildFixtureObjects(Date.now()).pods[0]!.metadata.name;
    await user.click(within(region).getByRole('button', { name: pod }));
    const drawer = await screen.findByRole('dialog', { name: `Pod ${pod}` });
    expect(within(drawer).getByRole('figure', { name: 'Memory requests: 82%' })).toHaveAttribute('data-colour', 'ok');
    expect(within(drawer).getByRole('figure', { name: 'CPU requests: 72%' })).toHaveAttribute('data-colour', 'ok');
    expect(within(drawer).getByRole('figure', { name: 'CPU limits: 36%' })).toHaveAttribute('data-colour', 'warning');
    expect(within(drawer).getByRole('figure', { name: 'CPU limits: 36%' })).toHaveAccessibleDescription('CPU limits: 500m');
  });

  it("explains a container's status chip in a tooltip, 500 ms after it gets keyboard focus", async () => {
    const { user } = setup();
    await expandCluster(user);
    const region = await expand(user, 'Deployment payments-api');
    const chip = within(region).getByText('api: CrashLoopBackOff').closest<HTMLElement>('[aria-describedby]');
    if (!chip) throw new Error('The status chip has no description');
    expect(chip).toHaveAttribute('tabindex', '0');
    expect(chip).toHaveAccessibleDescription(/^Container: api: back-off/i);
    jest.useFakeTimers();
    try {
      act(() => chip.focus());
      await act(() => jest.advanceTimersByTimeAsync(499));
      expect(within(region).queryByRole('tooltip')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(within(region).getByRole('tooltip')).toHaveTextContent(/^Container: api: back-off/i);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks the custom resources query for rollouts and shows the rollouts it answers', async () => {
    const withoutRollouts = (): ObjectsByEntityResponse => {
      const answer = fixtureAnswer();
      return {
        items: answer.items.map((item) => ({ ...item, resources: item.resources.filter((r) => r.type !== 'customresources') })),
      };
    };
    const rollouts = fixtureAnswer().items[0]!.resources.filter((r) => r.type === 'customresources');
    const { user, calls } = setup({
      objects: () => TE.right(withoutRollouts()),
      custom: () => TE.right({ items: [{ cluster: { name: 'local-fixture' }, resources: rollouts, errors: [] }] }),
    });
    await expandCluster(user);
    expect(await screen.findByRole('region', { name: 'Rollout payments-canary' })).toBeInTheDocument();
    expect(calls.workloads).toBeGreaterThan(0);
    expect(calls.custom[0]).toEqual([{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }]);
  });

  it('fetches the objects again at the refresh interval', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = setup({}, payments, 100);
      await screen.findByRole('heading', { name: 'Your Clusters' });
      const fetched = calls.objects;
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(calls.objects).toBe(fetched + 2);
    } finally {
      jest.useRealTimers();
    }
  });
});
