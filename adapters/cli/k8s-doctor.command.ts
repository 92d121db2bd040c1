// `portico k8s doctor`: reads Kubernetes objects (a kubectl List or the kubernetes backend's
// objects-by-entity answer), decodes them and prints the problems the domain detects, with cause and fix.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  clusterObjectsFromList,
  describeFetchError,
  detectErrors,
  k8sMessages,
  sortBySeverity,
  type DetectedError,
  type KubernetesFetchError,
  type ObjectsByEntityResponse,
} from '../../domain/kubernetes/index';
import { KubernetesObjectCodec, ObjectsByEntityResponseCodec, toObjectsByEntityResponse } from '../kubernetes/kubernetes-objects.codec';
import { failingPaths } from '../shared/decode';
import { EXIT_CODES_TEXT, EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from './exit-codes';
import { stripControlSequences, stripControlSequencesDeep } from './terminal-text';

export interface K8sDoctorIo {
  stdout(line: string): void;
  stderr(line: string): void;
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
  /** Epoch milliseconds: decides whether a readiness probe has waited too long. */
  now(): number;
}

export { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from './exit-codes';

/** Every detector reports severity 4 or more, so by default any detected problem fails the run. */
export const DEFAULT_FAIL_ON = 4;
export const DEFAULT_LIST_CLUSTER = 'kubectl';

export const K8S_DOCTOR_USAGE = `Usage: portico k8s doctor <file | -> [options]

Reads Kubernetes objects and prints the problems Portico detects in them, with cause and fix.
The input is either a Kubernetes List (kubectl get pods,deploy,rs,hpa -o json) or the kubernetes
backend's objects-by-entity answer (POST /services/{entityName}); '-' reads standard input.

Options:
  --fail-on <severity>  exit 1 when a problem has this severity or more: 0 to 10, or 'none'.
                        Default ${DEFAULT_FAIL_ON}, so any detected problem fails (pod problems are 4,
                        autoscaler conditions 6, autoscalers at their maximum replicas 8).
  --format <text|json>  output format (default text)
  --cluster <name>      cluster name given to the objects of a Kubernetes List (default '${DEFAULT_LIST_CLUSTER}')
  -h, --help            show this help

${EXIT_CODES_TEXT} Here 1 means a problem at or above --fail-on.`;

// ---- Arguments --------------------------------------------------------------------------------

interface Options {
  readonly input: string;
  readonly failOn: number;
  readonly format: 'text' | 'json';
  readonly cluster: string;
}

type Parsed = { readonly _tag: 'Help' } | { readonly _tag: 'Run'; readonly options: Options };

const VALUE_OPTIONS = new Set(['--fail-on', '--format', '--cluster']);

const parseFailOn = (value: string): E.Either<string, number> => {
  if (value === 'none') return E.right(Number.POSITIVE_INFINITY);
  if (/^\d+$/.test(value) && Number(value) <= 10) return E.right(Number(value));
  return E.left(`--fail-on must be a severity from 0 to 10, or 'none' (got '${value}')`);
};

export const parseK8sDoctorArgs = (args: readonly string[]): E.Either<string, Parsed> => {
  const values = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-h' || arg === '--help') return E.right({ _tag: 'Help' });
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (!VALUE_OPTIONS.has(name)) return E.left(`Unknown option '${name}'`);
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') return E.left(`Option '${name}' needs a value`);
    values.set(name, value);
  }
  if (positionals.length === 0) return E.left("Missing input: give a file path, or '-' to read standard input");
  if (positionals.length > 1) return E.left(`Expected one input, got ${positionals.length}: ${positionals.join(' ')}`);
  const failOn = parseFailOn(values.get('--fail-on') ?? String(DEFAULT_FAIL_ON));
  if (E.isLeft(failOn)) return failOn;
  const format = values.get('--format') ?? 'text';
  if (format !== 'text' && format !== 'json') return E.left(`--format must be 'text' or 'json' (got '${format}')`);
  return E.right({
    _tag: 'Run',
    options: {
      input: positionals[0] ?? '-',
      failOn: failOn.right,
      format,
      cluster: values.get('--cluster') ?? DEFAULT_LIST_CLUSTER,
    },
  });
};

// ---- Decoding (the portal's own codecs) -------------------------------------------------------

/** As many failing paths as the report shows, plus one to know whether there were more. */
const DECODE_PROBLEMS_READ = 21;

const KubernetesListCodec = t.type({ items: t.array(KubernetesObjectCodec) }, 'List');

const decodeAs = <A>(codec: t.Decoder<unknown, A>, value: unknown): E.Either<string[], A> =>
  E.mapLeft((errors: t.Errors) => failingPaths(errors, DECODE_PROBLEMS_READ))(codec.decode(value));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const decodeKubernetesList = (value: unknown, cluster: string): E.Either<string[], ObjectsByEntityResponse> =>
  E.map((list: t.TypeOf<typeof KubernetesListCodec>) => ({ items: [clusterObjectsFromList(cluster, list.items)] }))(
    decodeAs(KubernetesListCodec, value),
  );

/**
 * A value with a `kind` is a Kubernetes List (kubectl prints kind 'List') or a single object;
 * anything else is read as an objects-by-entity answer.
 */
export const decodeDoctorInput = (value: unknown, cluster: string): E.Either<string[], ObjectsByEntityResponse> => {
  if (isObject(value) && typeof value.kind === 'string') {
    return value.kind.endsWith('List') ? decodeKubernetesList(value, cluster) : decodeKubernetesList({ items: [value] }, cluster);
  }
  return E.map(toObjectsByEntityResponse)(decodeAs(ObjectsByEntityResponseCodec, value));
};

// ---- Output -----------------------------------------------------------------------------------

const MAX_DECODE_PROBLEMS_SHOWN = DECODE_PROBLEMS_READ - 1;

const fixLines = (error: DetectedError): string[] => {
  const fix = error.proposedFix;
  if (fix === undefined) return [];
  const lines = [`    cause: ${fix.rootCauseExplanation}`, ...fix.actions.map((action) => `    fix:   ${action}`)];
  switch (fix.type) {
    case 'logs':
      lines.push(`    see:   crash logs of container ${fix.container}`);
      break;
    case 'events':
      lines.push(`    see:   warning events of pod ${fix.podName}`);
      break;
    case 'docs':
      lines.push(`    docs:  ${fix.docsLink}`);
      break;
  }
  return lines;
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

interface ClusterReport {
  readonly name: string;
  readonly errors: readonly DetectedError[];
  readonly fetchErrors: readonly KubernetesFetchError[];
}

const printText = (io: K8sDoctorIo, reports: readonly ClusterReport[], failOn: number, failing: number): void => {
  let total = 0;
  for (const report of reports) {
    total += report.errors.length;
    io.stdout(
      report.errors.length === 0 ? `Cluster ${report.name}: no problems` : `Cluster ${report.name}: ${plural(report.errors.length, 'problem')}`,
    );
    for (const error of report.errors) {
      const { kind, namespace, name } = error.sourceRef;
      io.stdout(`  [severity ${error.severity}] ${kind} ${namespace}/${name} (${error.type})`);
      io.stdout(`    ${error.message}`);
      for (const line of fixLines(error)) io.stdout(line);
    }
  }
  const threshold = Number.isFinite(failOn) ? `; ${failing} at or above severity ${failOn}` : '';
  io.stdout(`${plural(total, 'problem')} in ${plural(reports.length, 'cluster')}${threshold}.`);
};

/** Every line goes through here: whatever part of it came from the input cannot drive the terminal. */
const terminalSafe = (io: K8sDoctorIo): K8sDoctorIo => ({
  readFile: (path) => io.readFile(path),
  readStdin: () => io.readStdin(),
  now: () => io.now(),
  stdout: (line) => io.stdout(stripControlSequences(line)),
  stderr: (line) => io.stderr(stripControlSequences(line)),
});

export const runK8sDoctor = async (args: string[], rawIo: K8sDoctorIo): Promise<number> => {
  const io = terminalSafe(rawIo);
  const parsed = parseK8sDoctorArgs(args);
  if (E.isLeft(parsed)) {
    io.stderr(parsed.left);
    io.stderr("Run 'portico k8s doctor --help' for usage.");
    return EXIT_USAGE;
  }
  if (parsed.right._tag === 'Help') {
    io.stdout(K8S_DOCTOR_USAGE);
    return EXIT_OK;
  }
  const { input, failOn, format, cluster } = parsed.right.options;
  const source = input === '-' ? 'standard input' : input;

  let text: string;
  try {
    text = input === '-' ? await io.readStdin() : await io.readFile(input);
  } catch (error) {
    io.stderr(`Could not read ${source}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_USAGE;
  }
  let json: unknown;
  try {
    // Cleaned at once, so the JSON report carries no control sequences either.
    json = stripControlSequencesDeep(JSON.parse(text));
  } catch (error) {
    io.stderr(`Could not parse ${source} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_USAGE;
  }
  const decoded = decodeDoctorInput(json, cluster);
  if (E.isLeft(decoded)) {
    io.stderr(`${source} is neither a Kubernetes List nor an objects-by-entity answer:`);
    for (const problem of decoded.left.slice(0, MAX_DECODE_PROBLEMS_SHOWN)) io.stderr(`  ${problem}`);
    if (decoded.left.length > MAX_DECODE_PROBLEMS_SHOWN) {
      io.stderr('  ... and more');
    }
    return EXIT_USAGE;
  }

  const detected = detectErrors(decoded.right, io.now());
  // Answers for the same cluster name share one list of problems: the cluster is reported once.
  const fetchErrorsByCluster = new Map<string, KubernetesFetchError[]>();
  for (const item of decoded.right.items) {
    const known = fetchErrorsByCluster.get(item.cluster.name) ?? [];
    fetchErrorsByCluster.set(item.cluster.name, [...known, ...item.errors]);
  }
  const uniqueReports: ClusterReport[] = [...fetchErrorsByCluster.entries()].map(([name, fetchErrors]) => ({
    name,
    errors: sortBySeverity(detected.get(name) ?? []),
    fetchErrors,
  }));
  const failing = uniqueReports.reduce((n, r) => n + r.errors.filter((e) => e.severity >= failOn).length, 0);

  for (const report of uniqueReports) {
    if (report.fetchErrors.length === 0) continue;
    io.stderr(k8sMessages.retrievingObjectsProblem);
    io.stderr(`  ${k8sMessages.clusterLabel(report.name)}`);
    for (const error of report.fetchErrors) io.stderr(`  ${describeFetchError(error)}`);
  }

  if (format === 'json') {
    io.stdout(
      JSON.stringify(
        {
          failOn: Number.isFinite(failOn) ? failOn : 'none',
          total: uniqueReports.reduce((n, r) => n + r.errors.length, 0),
          failing,
          clusters: uniqueReports,
        },
        null,
        2,
      ),
    );
  } else {
    printText(io, uniqueReports, failOn, failing);
  }
  return failing > 0 ? EXIT_PROBLEMS : EXIT_OK;
};
