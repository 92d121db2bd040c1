import { runK8sDoctor, type K8sDoctorIo } from '../../../adapters/cli/k8s-doctor.command';

const NOW = Date.parse('2024-05-01T12:00:00Z');

interface Captured {
  io: K8sDoctorIo;
  out: string[];
  err: string[];
}

const memoryIo = (files: Record<string, string> = {}, stdin = '', now = NOW): Captured => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      readFile: async (path) => {
        const text = files[path];
        if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
        return text;
      },
      readStdin: async () => stdin,
      now: () => now,
    },
  };
};

const crashingPod = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'web-1', namespace: 'shop', uid: 'p1' },
  spec: { containers: [{ name: 'app', image: 'web:1' }] },
  status: {
    phase: 'Running',
    containerStatuses: [
      {
        name: 'app',
        image: 'web:1',
        ready: false,
        restartCount: 3,
        state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off 5m0s restarting failed container' } },
        lastState: { terminated: { reason: 'Error', exitCode: 1 } },
      },
    ],
  },
};

const healthyPod = {
  ...crashingPod,
  metadata: { name: 'web-2', namespace: 'shop', uid: 'p2' },
  status: {
    phase: 'Running',
    containerStatuses: [{ name: 'app', image: 'web:1', ready: true, restartCount: 0, state: { running: { startedAt: '2024-05-01T11:00:00Z' } } }],
  },
};

const fullAutoscaler = {
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'web', namespace: 'shop' },
  spec: { scaleTargetRef: { kind: 'Deployment', name: 'web' }, minReplicas: 1, maxReplicas: 3 },
  status: { currentReplicas: 3, desiredReplicas: 3 },
};

const list = (...items: unknown[]) => JSON.stringify({ apiVersion: 'v1', kind: 'List', items });

describe('k8s doctor arguments', () => {
  it('prints the usage with --help', async () => {
    const { io, out } = memoryIo();
    expect(await runK8sDoctor(['--help'], io)).toBe(0);
    expect(out.join('\n')).toContain('Usage: portico k8s doctor <file | -> [options]');
    expect(out.join('\n')).toContain('--fail-on <severity>');
  });

  it.each([
    [[], "Missing input: give a file path, or '-' to read standard input"],
    [['a.json', 'b.json'], 'Expected one input, got 2: a.json b.json'],
    [['a.json', '--verbose'], "Unknown option '--verbose'"],
    [['a.json', '--fail-on'], "Option '--fail-on' needs a value"],
    [['a.json', '--fail-on', '11'], "--fail-on must be a severity from 0 to 10, or 'none' (got '11')"],
    [['a.json', '--fail-on=high'], "--fail-on must be a severity from 0 to 10, or 'none' (got 'high')"],
    [['a.json', '--format', 'yaml'], "--format must be 'text' or 'json' (got 'yaml')"],
  ])('%j is a usage error', async (args, message) => {
    const { io, err } = memoryIo();
    expect(await runK8sDoctor(args, io)).toBe(2);
    expect(err[0]).toBe(message);
  });
});

describe('k8s doctor input', () => {
  it('reports a file it cannot read', async () => {
    const { io, err } = memoryIo();
    expect(await runK8sDoctor(['missing.json'], io)).toBe(2);
    expect(err[0]).toBe("Could not read missing.json: ENOENT: no such file or directory, open 'missing.json'");
  });

  it('reports text that is not JSON', async () => {
    const { io, err } = memoryIo({ 'x.json': 'kind: List' });
    expect(await runK8sDoctor(['x.json'], io)).toBe(2);
    expect(err[0]).toMatch(/^Could not parse x\.json as JSON: /);
  });

  it('names each field that does not have the expected shape', async () => {
    const bad = {
      items: [
        {
          cluster: { name: 'prod' },
          resources: [{ type: 'pods', resources: [{ status: { containerStatuses: [{ name: 'app', image: 'i', ready: 'no', restartCount: 1 }] } }] }],
          errors: [],
        },
      ],
    };
    const { io, err } = memoryIo({ 'bad.json': JSON.stringify(bad) });
    expect(await runK8sDoctor(['bad.json'], io)).toBe(2);
    expect(err).toEqual([
      'bad.json is neither a Kubernetes List nor an objects-by-entity answer:',
      '  items.0.resources.0.resources.0.status.containerStatuses.0.ready: expected boolean, got "no"',
    ]);
  });

  it('names a missing object', async () => {
    const { io, err } = memoryIo({ 'x.json': JSON.stringify({ items: [{ resources: [] }] }) });
    expect(await runK8sDoctor(['x.json'], io)).toBe(2);
    expect(err[1]).toBe('  items.0.cluster: expected { name: string }, got nothing');
    expect(err).toContain('  items.0.errors: expected ReadonlyArray<KubernetesFetchError>, got nothing');
  });

  it('names the field of a List item', async () => {
    const { io, err } = memoryIo({ 'l.json': list({ kind: 'HorizontalPodAutoscaler', spec: { scaleTargetRef: { kind: 'Deployment', name: 'w' }, maxReplicas: 'ten' } }) });
    expect(await runK8sDoctor(['l.json'], io)).toBe(2);
    expect(err[1]).toBe('  items.0.spec.maxReplicas: expected number, got "ten"');
  });

  it('rejects a shape that is neither', async () => {
    const { io, err } = memoryIo({ 'x.json': '[1, 2]' });
    expect(await runK8sDoctor(['x.json'], io)).toBe(2);
    expect(err[1]).toBe('  (root): expected ObjectsByEntityResponse, got [1,2]');
  });
});

describe('k8s doctor report', () => {
  it('prints each problem with severity, cause and fix, and fails at the default severity 4', async () => {
    const { io, out } = memoryIo({ 'pods.json': list(crashingPod, healthyPod, fullAutoscaler) });
    expect(await runK8sDoctor(['pods.json'], io)).toBe(1);
    expect(out).toEqual([
      'Cluster kubectl: 3 problems',
      '  [severity 8] HorizontalPodAutoscaler shop/web (hpa-max-current-replicas)',
      '    Current number of replicas (3) is equal to the configured max number of replicas (3)',
      '  [severity 4] Pod shop/web-1 (container-waiting)',
      '    back-off 5m0s restarting failed container',
      '    cause: The container app has crashed many times, it will be exponentially restarted until it stops crashing',
      '    fix:   Check the crash logs for stacktraces',
      '    see:   crash logs of container app',
      '  [severity 4] Pod shop/web-1 (containers-restarting)',
      '    container=app restarted 3 times',
      '    cause: This container has exited with a non-zero exit code (1)',
      '    fix:   Check the crash logs for stacktraces',
      '    see:   crash logs of container app',
      '3 problems in 1 cluster; 3 at or above severity 4.',
    ]);
  });

  it.each([
    [['--fail-on', '8'], 1, '3 problems in 1 cluster; 1 at or above severity 8.'],
    [['--fail-on=9'], 0, '3 problems in 1 cluster; 0 at or above severity 9.'],
    [['--fail-on', 'none'], 0, '3 problems in 1 cluster.'],
  ])('with %j exits %i', async (options, code, summary) => {
    const { io, out } = memoryIo({ 'pods.json': list(crashingPod, fullAutoscaler) });
    expect(await runK8sDoctor(['pods.json', ...options], io)).toBe(code);
    expect(out[out.length - 1]).toBe(summary);
  });

  it('passes healthy objects, read from standard input', async () => {
    const { io, out } = memoryIo({}, list(healthyPod));
    expect(await runK8sDoctor(['-', '--cluster', 'dev'], io)).toBe(0);
    expect(out).toEqual(['Cluster dev: no problems', '0 problems in 1 cluster; 0 at or above severity 4.']);
  });

  it('accepts a single object', async () => {
    const { io, out } = memoryIo({ 'pod.json': JSON.stringify(crashingPod) });
    expect(await runK8sDoctor(['pod.json'], io)).toBe(1);
    expect(out[0]).toBe('Cluster kubectl: 2 problems');
  });

  it('judges readiness probes at the time it is given', async () => {
    const slowPod = {
      ...healthyPod,
      spec: { containers: [{ name: 'app', readinessProbe: { initialDelaySeconds: 10, periodSeconds: 10, failureThreshold: 3 } }] },
      status: {
        containerStatuses: [{ name: 'app', image: 'web:1', ready: false, restartCount: 0, state: { running: { startedAt: '2024-05-01T11:59:00Z' } } }],
      },
    };
    const early = memoryIo({ 'p.json': list(slowPod) }, '', Date.parse('2024-05-01T11:59:30Z'));
    expect(await runK8sDoctor(['p.json'], early.io)).toBe(0);
    const late = memoryIo({ 'p.json': list(slowPod) }, '', Date.parse('2024-05-01T11:59:41Z'));
    expect(await runK8sDoctor(['p.json'], late.io)).toBe(1);
    expect(late.out[2]).toBe('    The container app failed to start properly, but is not crashing');
    expect(late.out).toContain('    see:   warning events of pod web-2');
  });

  it('reads the backend answer and warns about cluster errors', async () => {
    const answer = {
      items: [
        {
          cluster: { name: 'prod' },
          resources: [
            { type: 'pods', resources: [crashingPod] },
            { type: 'secrets', resources: [{ anything: true }] },
          ],
          errors: [
            { errorType: 'FETCH_ERROR', message: 'connect ECONNREFUSED' },
            { errorType: 'UNAUTHORIZED_ERROR', statusCode: 401, resourcePath: '/apis/apps/v1/deployments' },
          ],
          podMetrics: [],
        },
        { cluster: { name: 'staging' }, resources: [], errors: [] },
      ],
    };
    const { io, out, err } = memoryIo({ 'answer.json': JSON.stringify(answer) });
    expect(await runK8sDoctor(['answer.json'], io)).toBe(1);
    expect(err).toEqual([
      'There was a problem retrieving Kubernetes objects',
      '  Cluster: prod',
      '  Error communicating with Kubernetes: FETCH_ERROR, message: connect ECONNREFUSED',
      "  Error fetching Kubernetes resource: '/apis/apps/v1/deployments', error: UNAUTHORIZED_ERROR, status code: 401",
    ]);
    expect(out[0]).toBe('Cluster prod: 2 problems');
    expect(out).toContain('Cluster staging: no problems');
    expect(out[out.length - 1]).toBe('2 problems in 2 clusters; 2 at or above severity 4.');
  });

  it('writes JSON with --format json', async () => {
    const { io, out } = memoryIo({ 'pods.json': list(crashingPod, fullAutoscaler) });
    expect(await runK8sDoctor(['pods.json', '--format', 'json', '--fail-on', '6'], io)).toBe(1);
    expect(out).toHaveLength(1);
    const report = JSON.parse(out[0]!);
    expect(report).toMatchObject({ failOn: 6, total: 3, failing: 1 });
    expect(report.clusters).toHaveLength(1);
    expect(report.clusters[0].name).toBe('kubectl');
    expect(report.clusters[0].errors.map((e: { type: string }) => e.type)).toEqual([
      'hpa-max-current-replicas',
      'container-waiting',
      'containers-restarting',
    ]);
    expect(report.clusters[0].errors[1].proposedFix).toMatchObject({ type: 'logs', container: 'app' });
  });
});

describe('k8s doctor and terminal control sequences in cluster data', () => {
  const HOSTILE = ['\u001b]0;pwned\u0007', '\u001b[2J', '\r', '\u009b31m'];
  // eslint-disable-next-line no-control-regex -- looks for control characters on purpose
  const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
  const hostile = (text: string) => `${HOSTILE[0]}${text}${HOSTILE[1]}${HOSTILE[2]}${HOSTILE[3]}`;

  const hostilePod = {
    ...crashingPod,
    metadata: { name: hostile('web-1'), namespace: hostile('shop'), uid: 'p1' },
    spec: { containers: [{ name: hostile('app'), image: 'web:1' }] },
    status: {
      phase: 'Running',
      containerStatuses: [
        {
          ...crashingPod.status.containerStatuses[0],
          name: hostile('app'),
          state: { waiting: { reason: hostile('CrashLoopBackOff'), message: hostile('back-off restarting failed container') } },
          lastState: { terminated: { reason: hostile('Error'), message: hostile('panic: boom'), exitCode: 1 } },
        },
      ],
    },
  };
  const answer = JSON.stringify({
    items: [
      {
        cluster: { name: hostile('prod') },
        resources: [{ type: 'pods', resources: [hostilePod] }],
        errors: [{ errorType: 'FETCH_ERROR', message: hostile('connect ECONNREFUSED') }],
      },
    ],
  });

  const expectClean = (lines: readonly string[]) => {
    const text = lines.join('\n');
    for (const sequence of HOSTILE) expect(text).not.toContain(sequence);
    expect(text).not.toContain('pwned');
    expect(text).not.toMatch(FORBIDDEN);
  };

  it('prints names, reasons and messages without control sequences in text output', async () => {
    const { io, out, err } = memoryIo({ 'answer.json': answer });
    expect(await runK8sDoctor(['answer.json'], io)).toBe(1);
    expectClean(out);
    expectClean(err);
    expect(out).toContain('Cluster prod: 2 problems');
    expect(out).toContain('  [severity 4] Pod shop/web-1 (container-waiting)');
    expect(err).toContain('  Error communicating with Kubernetes: FETCH_ERROR, message: connect ECONNREFUSED');
  });

  it('writes a JSON report whose strings carry no control sequences', async () => {
    const { io, out } = memoryIo({ 'answer.json': answer });
    expect(await runK8sDoctor(['answer.json', '--format', 'json'], io)).toBe(1);
    expectClean(out);
    const report = JSON.parse(out.join('\n')) as { clusters: Array<{ name: string; errors: Array<{ sourceRef: { name: string } }> }> };
    expectClean(JSON.stringify(report).split('\n'));
    expect(report.clusters[0]?.name).toBe('prod');
    expect(report.clusters[0]?.errors[0]?.sourceRef.name).toBe('web-1');
  });

  it('keeps newlines and tabs, and strips controls from a List and from input it cannot decode', async () => {
    const { io, out } = memoryIo({ 'pods.json': list({ ...crashingPod, metadata: { name: 'web\t1', namespace: 'shop', uid: 'p1' } }) });
    await runK8sDoctor(['pods.json'], io);
    expect(out).toContain('  [severity 4] Pod shop/web\t1 (container-waiting)');

    // The JSON parser quotes the start of the text in its message.
    const broken = memoryIo({ 'x.json': 'not json \u009b31m\u001b[2J\r' });
    expect(await runK8sDoctor(['x.json'], broken.io)).toBe(2);
    expect(broken.err[0]).toMatch(/^Could not parse x\.json as JSON: .*not json/);
    expectClean(broken.err);
  });
});
