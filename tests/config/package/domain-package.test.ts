// The installable package as a script author meets it: built, packed with `npm pack`, installed from the
// tarball into an empty folder, type-checked under `nodenext` and `bundler`, imported as `portico` and
// `portico/domain` from ES modules and CommonJS, its curated surface counted, its command line run, and what it
// carries besides code: the license, the API report its README links to, where its docs are.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

const SCRIPT = `import { catalog, kubernetes, scaffolder } from 'portico';
import * as domain from 'portico/domain';

const ref = catalog.parseEntityRef('component:payments');
if (ref._tag !== 'Right') throw new Error('expected a reference');
const kind: string = ref.right.kind;
const entity = catalog.validateEntity({ apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: '-bad-' }, spec: {} });
const problems: readonly { path: string; message: string }[] = entity._tag === 'Left' ? entity.left : [];
const detected = kubernetes.detectErrors({ items: [] }, Date.now());
const clusters: number = detected._tag === 'Right' ? detected.right.size : -1;
const stringified = catalog.stringifyEntityRef(ref.right);
const tag = scaffolder.validateTag(' Java ');
console.log(JSON.stringify({
  kind,
  stringified: stringified._tag === 'Right' ? stringified.right : '',
  problems: problems.map((p) => p.path),
  clusters,
  tag: tag._tag === 'Right' ? tag.right : '',
  sameModule: domain.catalog === catalog,
}));
`;

const COMMONJS_SCRIPT = `const { catalog } = require('portico');
const domain = require('portico/domain');
const ref = catalog.parseEntityRef('api:default/orders');
const text = ref._tag === 'Right' ? catalog.stringifyEntityRef(ref.right) : ref;
console.log(text._tag === 'Right' && domain.catalog === catalog ? text.right : 'invalid');
`;

const COMMONJS_TYPED = `import portico = require('portico');
import domain = require('portico/domain');
const ref = portico.catalog.parseEntityRef('api:default/orders');
export const name: string = ref._tag === 'Right' ? ref.right.name : '';
export const same: boolean = domain.kubernetes === portico.kubernetes;
`;

/** What the package exported before it was curated: every name of the catalog, kubernetes and scaffolder contexts and more. */
const UNCURATED_RUNTIME_NAMES = 394;

/** Calls every exported function with odd values, from the installed package, and prints what came back. */
const ODD_VALUES_SCRIPT = `import * as portico from 'portico';
const odd = [undefined, null, 42, 'x', [], {}, Object.create(null), { items: {} }, [1, [2]], new Map(), Symbol('s'), 10n];
const answers = [];
for (const [context, members] of Object.entries(portico)) {
  for (const [name, fn] of Object.entries(members)) {
    if (typeof fn !== 'function') continue;
    for (const a of odd) for (const b of odd) {
      let answer;
      try { answer = fn(a, b)._tag; } catch (error) { answer = 'threw ' + error; }
      answers.push(context + '.' + name + ': ' + answer);
    }
  }
}
console.log(JSON.stringify({
  threw: answers.filter((a) => a.includes('threw')),
  leftFromEmptyObjects: portico.kubernetes.detectErrors({}, 0)._tag + ' ' + portico.catalog.parseEntityRef(42).left.reason,
  names: Object.fromEntries(Object.entries(portico).map(([context, members]) => [context, Object.keys(members)])),
}));
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

const VALID_ENTITY = BROKEN_ENTITY.replace('name: -bad-', 'name: good');

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
  let packedFiles: string[];

  beforeAll(async () => {
    await succeed(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'config/package/build-package.ts'], ROOT);
    consumer = await mkdtemp(join(tmpdir(), 'portico-package-'));
    const packed = JSON.parse(await npm(['pack', '--json', '--pack-destination', consumer], PACKAGE_DIR)) as { filename: string; files: { path: string }[] }[];
    packedFiles = packed[0]!.files.map((file) => file.path).sort();
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
    // minimatch (the command's glob patterns) brings its own three small packages, js-yaml (its YAML) argparse.
    expect(installedWithPackage).toEqual(['@isaacs/nonrecursive-glob-match', 'argparse', 'balanced-match', 'brace-expansion', 'fp-ts', 'js-yaml', 'minimatch', 'portico']);
  });

  it('is licensed Apache-2.0', async () => {
    const installed = JSON.parse(await readFile(join(consumer, 'node_modules/portico/package.json'), 'utf8')) as { license?: string };
    expect(installed.license).toBe('Apache-2.0');
  });

  it('carries the repository’s LICENSE and its API report, next to the README that links to it', async () => {
    const installed = join(consumer, 'node_modules/portico');
    expect(packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'portico.api.md']));
    expect(await readFile(join(installed, 'LICENSE'), 'utf8')).toBe(await readFile(join(ROOT, 'LICENSE'), 'utf8'));
    expect(await readFile(join(installed, 'portico.api.md'), 'utf8')).toBe(await readFile(join(ROOT, 'api-report/portico.api.md'), 'utf8'));
    const readme = await readFile(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);
    expect(links).toContain('./portico.api.md');
    // Every link of the README that is no URL names a file the package carries.
    for (const target of links.filter((link) => !/^[a-z]+:/i.test(link))) await expect(access(join(installed, target))).resolves.toBeUndefined();
    expect(readme).not.toContain('api-report/');
  });

  it('says where its docs are: the homepage (and repository) Portico names, else its page on the npm registry', async () => {
    const installed = JSON.parse(await readFile(join(consumer, 'node_modules/portico/package.json'), 'utf8')) as { homepage?: string; repository?: unknown };
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { homepage?: string; repository?: unknown };
    expect(installed.homepage).toBe(root.homepage ?? 'https://www.npmjs.com/package/portico');
    expect(new URL(installed.homepage ?? '').protocol).toBe('https:');
    expect(installed.repository).toEqual(root.repository);
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
      tag: 'java',
      sameModule: true,
    });
  }, 5 * MINUTES);

  it('is required from CommonJS, as portico and as portico/domain', async () => {
    await writeFile(join(consumer, 'script.cjs'), COMMONJS_SCRIPT);
    expect((await succeed(process.execPath, ['script.cjs'], consumer)).trim()).toBe('api:default/orders');
  }, MINUTES);

  it('exports a curated surface, a third or less of what it did, and no function throws on odd input', async () => {
    await writeFile(join(consumer, 'odd.mjs'), ODD_VALUES_SCRIPT);
    const printed = JSON.parse(await succeed(process.execPath, ['odd.mjs'], consumer)) as {
      threw: string[];
      leftFromEmptyObjects: string;
      names: Record<string, string[]>;
    };
    expect(printed.threw).toEqual([]);
    expect(printed.leftFromEmptyObjects).toBe('Left not-a-string');
    expect(Object.keys(printed.names)).toEqual(['catalog', 'kubernetes', 'scaffolder']);
    const count = Object.values(printed.names).reduce((n, names) => n + names.length, 3);
    expect(count).toBeLessThanOrEqual(UNCURATED_RUNTIME_NAMES / 3);
    expect(Object.values(printed.names).flat()).not.toEqual(expect.arrayContaining(['DRAWER_WIDTH']));
    expect(Object.values(printed.names).flat().filter((name) => /DELAY|WIDTH|HEIGHT|_MS$|PAGE_SIZE/.test(name))).toEqual([]);
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

  it('answers --help at every level, and uses one scheme of exit codes', async () => {
    const bin = join(consumer, 'node_modules/.bin/portico');
    for (const args of [['--help'], ['validate', '--help'], ['k8s', '--help'], ['k8s', 'doctor', '--help']]) {
      const help = await exec(bin, args, consumer);
      expect({ args, code: help.code }).toEqual({ args, code: 0 });
      expect(help.stdout).toMatch(/^Usage: portico /);
      expect(help.stdout).toContain('Exit codes: 0 nothing wrong, 1 problems found, 2 usage or input error');
    }
    expect((await exec(bin, ['k8s', 'pods'], consumer)).code).toBe(2);
    expect((await exec(bin, ['nonsense'], consumer)).code).toBe(2);
    expect((await exec(bin, ['validate', 'missing.yaml'], consumer)).code).toBe(2);
    expect((await exec(bin, ['k8s', 'doctor', 'missing.json'], consumer)).code).toBe(2);
  }, 2 * MINUTES);

  it('refuses kinds the catalog does not know, suggesting the spelling, and accepts custom kinds', async () => {
    const bin = join(consumer, 'node_modules/.bin/portico');
    const folder = join(consumer, 'kinds');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'lower.yaml'), VALID_ENTITY.replace('kind: Component', 'kind: component'));
    await writeFile(join(folder, 'widget.yaml'), VALID_ENTITY.replace('kind: Component', 'kind: Widget'));
    const lower = await exec(bin, ['validate', 'lower.yaml'], folder);
    expect(lower.code).toBe(1);
    expect(lower.stdout.trim()).toBe('lower.yaml:2:7: kind: unknown kind "component": did you mean "Component"?');
    expect((await exec(bin, ['validate', 'widget.yaml'], folder)).code).toBe(1);
    expect((await exec(bin, ['validate', '--kind', 'Widget', 'widget.yaml'], folder)).code).toBe(0);
    await writeFile(join(folder, '.porticorc.json'), '{ "kinds": ["Widget"] }');
    expect((await exec(bin, ['validate', 'widget.yaml'], folder)).code).toBe(0);
  }, 2 * MINUTES);

  it('validates a folder, skipping documents that are no entities and what --exclude names, and reads a name with [ ] literally', async () => {
    const bin = join(consumer, 'node_modules/.bin/portico');
    const folder = join(consumer, 'catalog-folder');
    await mkdir(join(folder, 'apis', 'legacy'), { recursive: true });
    await writeFile(join(folder, 'catalog-info.yaml'), VALID_ENTITY);
    await writeFile(join(folder, 'apis', 'payments.oas.yaml'), 'openapi: 3.0.3\ninfo:\n  title: Payments\n  version: 1.0.0\npaths: {}\n');
    await writeFile(join(folder, 'apis', 'legacy', 'old.yaml'), BROKEN_ENTITY);
    await writeFile(join(folder, 'a[1].yaml'), VALID_ENTITY.replace('name: good', 'name: other'));
    const all = await exec(bin, ['validate', '.'], folder);
    expect(all.code).toBe(1);
    expect(all.stdout).toMatch(/^apis\/legacy\/old\.yaml:4:9: metadata\.name: /m);
    expect(all.stderr).toContain('apis/payments.oas.yaml:1: note: not a catalog entity');
    const excluded = await exec(bin, ['validate', '--exclude', 'legacy', '.'], folder);
    expect(excluded).toMatchObject({ code: 0, stdout: '' });
    expect(excluded.stderr).toContain('2 entities in 3 files: all valid (1 document skipped: not entities)');
    expect(await exec(bin, ['validate', 'a[1].yaml'], folder)).toMatchObject({ code: 0, stdout: '' });
    expect((await exec(bin, ['validate', '--exclude'], folder)).code).toBe(2);
  }, 2 * MINUTES);

  it('matches a many-star pattern against a long file name, and prints a file name with escapes as text', async () => {
    const bin = join(consumer, 'node_modules/.bin/portico');
    const folder = join(consumer, 'names');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${'a'.repeat(200)}.yaml`), VALID_ENTITY);
    await writeFile(join(folder, 'evil\u001b[31mred.yaml'), BROKEN_ENTITY);
    // A backtracking matcher takes hours on these; the process ends as soon as the matcher answers.
    const stars = await exec(bin, ['validate', '*a*a*a*a*a*ab', '*a*a*a*a*a*a*a*ab'], folder);
    expect(stars.code).toBe(2);
    expect(stars.stdout).toBe('*a*a*a*a*a*ab: no files match this pattern\n*a*a*a*a*a*a*a*ab: no files match this pattern\n');
    const evil = await exec(bin, ['validate', 'evil*.yaml'], folder);
    expect(evil.code).toBe(1);
    expect(evil.stdout).not.toContain('\u001b');
    expect(evil.stdout).toContain('evil\\x1b[31mred.yaml:4:9: metadata.name');
  }, 2 * MINUTES);
});
