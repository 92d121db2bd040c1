// The installable package as a script author meets it: built, packed with `npm pack`, installed from the
// tarball into an empty folder, type-checked under `nodenext` and `bundler`, run with node, required from
// CommonJS, and its command line run.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');
const PACKAGE_DIR = join(ROOT, 'dist-package');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const MINUTES = 60_000;

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const exec = async (file: string, args: readonly string[], cwd: string): Promise<Ran> => {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

const succeed = async (file: string, args: readonly string[], cwd: string): Promise<string> => {
  const result = await exec(file, args, cwd);
  if (result.code !== 0) throw new Error(`${file} ${args.join(' ')} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

const npm = (args: readonly string[], cwd: string): Promise<string> =>
  succeed(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, cwd);

const SCRIPT = `import { catalog, kubernetes, parseEntityRef, validateEntity } from 'portico/domain';

const ref = parseEntityRef('component:payments');
if (ref._tag !== 'Right') throw new Error('expected a reference');
const kind: string = ref.right.kind;
const entity = validateEntity({ apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: '-bad-' }, spec: {} });
const problems: readonly { path: string; message: string }[] = entity._tag === 'Left' ? entity.left : [];
const errors = kubernetes.detectErrors({ items: [] }, Date.now());
console.log(JSON.stringify({ kind, stringified: catalog.stringifyEntityRef(ref.right), problems: problems.map((p) => p.path), clusters: errors.size }));
`;

const COMMONJS_SCRIPT = `const { catalog } = require('portico/domain');
const ref = catalog.parseEntityRef('api:default/orders');
console.log(ref._tag === 'Right' ? catalog.stringifyEntityRef(ref.right) : 'invalid');
`;

const COMMONJS_TYPED = `import domain = require('portico/domain');
const ref = domain.catalog.parseEntityRef('api:default/orders');
export const name: string = ref._tag === 'Right' ? ref.right.name : '';
`;

// A Node script's set-up: @types/node and no DOM.
const tsconfig = (options: Record<string, unknown>, files: readonly string[]) =>
  JSON.stringify({ compilerOptions: { strict: true, skipLibCheck: false, types: ['node'], target: 'es2022', lib: ['es2022'], ...options }, files });

const TYPES_NODE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'node_modules/@types/node/package.json'), 'utf8')) as { version: string }).version;

const BROKEN_ENTITY = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: -bad-
spec:
  type: service
  lifecycle: production
  owner: team-a
`;

const CRASHING_POD_LIST = JSON.stringify({
  apiVersion: 'v1',
  kind: 'List',
  items: [
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'web-1', namespace: 'shop', uid: 'p1' },
      spec: { containers: [{ name: 'app', image: 'web:1' }] },
      status: {
        phase: 'Running',
        containerStatuses: [
          { name: 'app', image: 'web:1', ready: false, restartCount: 3, state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off' } } },
        ],
      },
    },
  ],
});

describe('the portico package, installed from its tarball', () => {
  let consumer: string;
  let version: string;
  let installedWithPackage: string[];

  beforeAll(async () => {
    await succeed(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'config/package/build-package.ts'], ROOT);
    consumer = await mkdtemp(join(tmpdir(), 'portico-package-'));
    const packed = JSON.parse(await npm(['pack', '--json', '--pack-destination', consumer], PACKAGE_DIR)) as { filename: string }[];
    const tarball = join(consumer, packed[0]!.filename);
    version = (JSON.parse(await readFile(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
    await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await npm(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], consumer);
    const paths = (await npm(['ls', '--all', '--parseable'], consumer)).trim().split('\n').slice(1);
    installedWithPackage = paths.map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)).sort();
    await npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-dev', `@types/node@${TYPES_NODE_VERSION}`], consumer);
  }, 15 * MINUTES);

  afterAll(async () => {
    if (consumer) await rm(consumer, { recursive: true, force: true });
  });

  it('installs only what the domain and the command line use', () => {
    expect(installedWithPackage).toEqual(['fp-ts', 'portico', 'yaml']);
  });

  it('is licensed Apache-2.0', async () => {
    const installed = JSON.parse(await readFile(join(consumer, 'node_modules/portico/package.json'), 'utf8')) as { license?: string };
    expect(installed.license).toBe('Apache-2.0');
  });

  it('names the oldest Node it runs on, Node 22 as for Portico itself', async () => {
    const installed = JSON.parse(await readFile(join(consumer, 'node_modules/portico/package.json'), 'utf8')) as { engines?: unknown };
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines?: unknown };
    expect(installed.engines).toEqual({ node: '>=22' });
    expect(installed.engines).toEqual(root.engines);
  });

  it('type-checks a script under moduleResolution nodenext and bundler, and runs it with node', async () => {
    await writeFile(join(consumer, 'script.ts'), SCRIPT);
    await writeFile(join(consumer, 'typed.cts'), COMMONJS_TYPED);
    await writeFile(join(consumer, 'tsconfig.nodenext.json'), tsconfig({ module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, ['script.ts', 'typed.cts']));
    await writeFile(join(consumer, 'tsconfig.bundler.json'), tsconfig({ module: 'esnext', moduleResolution: 'bundler', noEmit: true }, ['script.ts']));
    await succeed(process.execPath, [TSC, '-p', 'tsconfig.nodenext.json'], consumer);
    await succeed(process.execPath, [TSC, '-p', 'tsconfig.bundler.json'], consumer);
    const printed = JSON.parse(await succeed(process.execPath, ['out/script.js'], consumer)) as unknown;
    expect(printed).toEqual({
      kind: 'component',
      stringified: 'component:default/payments',
      problems: expect.arrayContaining(['metadata.name', 'spec.owner']),
      clusters: 0,
    });
  }, 5 * MINUTES);

  it('is required from CommonJS', async () => {
    await writeFile(join(consumer, 'script.cjs'), COMMONJS_SCRIPT);
    expect((await succeed(process.execPath, ['script.cjs'], consumer)).trim()).toBe('api:default/orders');
  }, MINUTES);

  it('runs the command line: --version, validate and k8s doctor', async () => {
    const bin = join(consumer, 'node_modules/.bin/portico');
    expect((await succeed(bin, ['--version'], consumer)).trim()).toBe(version);

    await writeFile(join(consumer, 'catalog-info.yaml'), BROKEN_ENTITY);
    const validated = await exec(bin, ['validate', 'catalog-info.yaml'], consumer);
    expect(validated.code).toBe(1);
    expect(validated.stdout).toMatch(/^catalog-info\.yaml:4:9: metadata\.name: expected a name .* but found "-bad-"$/m);

    await writeFile(join(consumer, 'pods.json'), CRASHING_POD_LIST);
    const doctor = await exec(bin, ['k8s', 'doctor', 'pods.json'], consumer);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain('[severity 4] Pod shop/web-1 (container-waiting)');
  }, 2 * MINUTES);
});
