// The container image without a container engine: the Dockerfile's final stage is read and its steps are
// performed in an empty folder (copy the build output, install the production dependencies from the lock file the
// build wrote, run its CMD with its ENV and nothing else), against the e2e backend. Reading the steps from the
// Dockerfile keeps the image and this test in step.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { freePort } from '../../support/e2e/free-port';
import { backendUrl } from '../../support/e2e/portal';

jest.setTimeout(300_000);

const run = promisify(execFile);
const REPOSITORY = process.cwd();

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** The Dockerfile's instructions per stage: continuation lines joined, comments dropped. */
const parseStages = (text: string): Instruction[][] => {
  const stages: Instruction[][] = [];
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  for (const line of lines.map((each) => each.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
};

const all = (stage: readonly Instruction[], keyword: string): string[] =>
  stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

const last = (stage: readonly Instruction[], keyword: string): string => {
  const found = all(stage, keyword).at(-1);
  if (found === undefined) throw new Error(`The Dockerfile stage has no ${keyword}`);
  return found;
};

const execForm = (args: string): string[] => {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) throw new Error(`Not an exec form: ${args}`);
  return parsed;
};

/** `ENV A=1 B=2` → { A: '1', B: '2' } (the key=value form, values without spaces). */
const envOf = (stage: readonly Instruction[]): Record<string, string> =>
  Object.fromEntries(
    all(stage, 'ENV')
      .flatMap((args) => args.split(/\s+/))
      .map((pair) => {
        const [key = '', ...value] = pair.split('=');
        return [key, value.join('=').replace(/^"(.*)"$/, '$1')];
      }),
  );

/** Names of every package installed under a node_modules folder, nested ones included. */
const installedPackages = async (nodeModules: string): Promise<string[]> => {
  const entries = await readdir(nodeModules, { withFileTypes: true }).catch(() => []);
  const names: string[] = [];
  for (const entry of entries.filter((each) => each.isDirectory() && !each.name.startsWith('.'))) {
    const scoped = entry.name.startsWith('@');
    const packages = scoped
      ? (await readdir(join(nodeModules, entry.name))).map((name) => `${entry.name}/${name}`)
      : [entry.name];
    for (const name of packages) {
      names.push(name, ...(await installedPackages(join(nodeModules, name, 'node_modules'))));
    }
  }
  return names;
};

interface LockEntry {
  readonly version?: string;
  readonly integrity?: string;
  readonly optional?: boolean;
  readonly dependencies?: Record<string, string>;
}

interface LockFile {
  readonly packages: Record<string, LockEntry>;
}

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

const exited = (child: ChildProcess, timeoutMs: number): Promise<number | null> =>
  new Promise((resolve, reject) => {
    if (child.exitCode !== null) {
      resolve(child.exitCode);
      return;
    }
    const timer = setTimeout(() => reject(new Error(`The server did not exit within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe('the container image, performed without a container engine', () => {
  let stages: Instruction[][] = [];
  let buildStage: Instruction[] = [];
  let imageStage: Instruction[] = [];
  let folder = '';
  let server: ChildProcess | undefined;
  let output = '';
  let portalUrl = '';
  let command: string[] = [];
  let install = '';
  let serverEnv: Record<string, string> = {};

  /** A path of the image (under its WORKDIR) in the folder standing for it. */
  const inFolder = (imagePath: string): string => join(folder, posix.relative(last(imageStage, 'WORKDIR'), imagePath));

  const startServer = (env: Record<string, string | undefined> = serverEnv): ChildProcess => {
    const [program, ...args] = command;
    if (program !== 'node') throw new Error(`The Dockerfile's CMD should run node, not ${program}`);
    const defined = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const child = spawn(process.execPath, args, { cwd: folder, env: defined, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  };

  /** Waits until the server at `url` serves its page (or has exited, which fails). */
  const serving = async (child: ChildProcess, url: string): Promise<void> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
      const ready = await fetch(`${url}/`).then((reply) => reply.ok, () => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`The server did not serve within 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  /** The config the portal hands the browser. */
  const browserConfigOf = async (url: string): Promise<Record<string, Record<string, unknown>>> =>
    (await (await fetch(`${url}/.portico/app-config.json`)).json() as { appConfig: Record<string, Record<string, unknown>> }).appConfig;

  beforeAll(async () => {
    stages = parseStages(await readFile(join(REPOSITORY, 'Dockerfile'), 'utf8'));
    buildStage = stages[0] ?? [];
    imageStage = stages.at(-1) ?? [];
    // The build stage's `npm run build`; the browser build (dist/) is already there from the e2e global setup.
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
      cwd: REPOSITORY,
    });

    folder = await mkdtemp(join(tmpdir(), 'portico-container-'));
    const buildRoot = last(buildStage, 'WORKDIR');
    for (const copy of all(imageStage, 'COPY')) {
      // COPY --from=<stage> <source>... <target>; with several sources the target is a folder.
      const [from, ...paths] = copy.split(/\s+/);
      if (!from?.startsWith('--from=') || paths.length < 2) throw new Error(`The image should copy only build output: COPY ${copy}`);
      const target = posix.resolve(last(imageStage, 'WORKDIR'), paths.at(-1)!);
      const sources = paths.slice(0, -1);
      for (const source of sources) {
        const into = sources.length > 1 || target.endsWith('/') || paths.at(-1)!.endsWith('/') ? posix.join(target, posix.basename(source)) : target;
        await cp(join(REPOSITORY, posix.relative(buildRoot, source)), inFolder(into), { recursive: true });
      }
    }

    install =
      all(imageStage, 'RUN')
        .flatMap((args) => args.split('&&').map((part) => part.trim()))
        .find((part) => /^npm (ci|install)\b/.test(part)) ?? '';
    if (!install) throw new Error('The image stage installs no dependencies');
    const [npm = 'npm', ...installArgs] = install.split(/\s+/);
    await run(npm, [...installArgs, '--prefer-offline'], { cwd: folder, maxBuffer: 16 * 1024 * 1024 });

    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    command = execForm(last(imageStage, 'CMD')).map((arg) => (arg.startsWith('/') ? inFolder(arg) : arg));
    // The image's ENV and a few APP_CONFIG_* variables: no config file is mounted. This test's server listens on
    // loopback only, on a free port.
    serverEnv = {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      ...envOf(imageStage),
      APP_CONFIG_app_listen_host: '127.0.0.1',
      APP_CONFIG_app_listen_port: String(port),
      APP_CONFIG_app_baseUrl: portalUrl,
      APP_CONFIG_app_title: 'Portico (container test)',
      APP_CONFIG_backend_baseUrl: backendUrl(),
      APP_CONFIG_portico_backendProxy: 'true',
    };
    server = startServer();
    await serving(server, portalUrl);
  });

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited(server, 10_000).catch(() => undefined);
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('builds on the Node release CI tests with, by its full version, and runs as a non-root user', async () => {
    const tested = /^NODE_VERSION=(\d+\.\d+\.\d+)$/m.exec(await readFile(join(REPOSITORY, '.ci/run'), 'utf8'))?.[1];
    expect(tested).toMatch(/^22\./);
    expect(stages.map((stage) => stage[0]?.args.split(/\s+/)[0])).toEqual([`node:${tested}-bookworm-slim`, `node:${tested}-bookworm-slim`]);
    const { engines } = await readJson<{ engines: { node: string } }>(join(REPOSITORY, 'package.json'));
    expect(engines.node).toBe('>=22');
    expect(all(buildStage, 'RUN')).toContain('npm run build');
    const user = last(imageStage, 'USER');
    expect(['root', '0']).not.toContain(user.split(':')[0]);
    expect(envOf(imageStage)).toMatchObject({ NODE_ENV: 'production', APP_CONFIG_app_listen_host: '0.0.0.0' });
    expect(last(imageStage, 'EXPOSE')).toBe(String(envOf(imageStage)['APP_CONFIG_app_listen_port']));
    expect(last(imageStage, 'HEALTHCHECK')).toContain('/healthcheck');
    expect(command).toEqual(['node', 'dist-server/portico-server.mjs']);
  });

  it('installs the production dependencies from the lock file the build wrote, with npm ci', async () => {
    const installs = all(imageStage, 'RUN').filter((args) => /\bnpm (ci|install)\b/.test(args));
    expect(installs).toHaveLength(1);
    expect(install.split(/\s+/).slice(0, 3)).toEqual(['npm', 'ci', '--omit=dev']);
    const manifest = await readJson<{ dependencies: Record<string, string>; engines?: unknown }>(join(folder, 'package.json'));
    const lock = await readJson<LockFile>(join(folder, 'package-lock.json'));
    expect(lock.packages['']?.dependencies).toEqual(manifest.dependencies);
    expect(manifest.engines).toEqual({ node: '>=22' });
    // npm ci installed what the lock file holds: every package it needs, nothing it does not name (optional
    // packages only for the platforms they are built for).
    const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const entries = Object.entries(lock.packages).filter(([path]) => path !== '');
    const installed = new Set(await installedPackages(join(folder, 'node_modules')));
    expect(entries.filter(([, entry]) => !entry.optional).map(([path]) => nameOf(path)).filter((name) => !installed.has(name))).toEqual([]);
    const lockedNames = new Set(entries.map(([path]) => nameOf(path)));
    expect([...installed].filter((name) => !lockedNames.has(name))).toEqual([]);
  });

  it("locks the same versions as the repository's own lock file", async () => {
    const repositoryLock = await readJson<LockFile>(join(REPOSITORY, 'package-lock.json'));
    const lock = await readJson<LockFile>(join(folder, 'package-lock.json'));
    const entries = Object.entries(lock.packages).filter(([path]) => path !== '');
    expect(entries.map(([path]) => path)).toContain('node_modules/@backstage/config-loader');
    for (const [path, entry] of entries) {
      expect({ path, version: entry.version, integrity: entry.integrity }).toEqual({
        path,
        version: repositoryLock.packages[path]?.version,
        integrity: repositoryLock.packages[path]?.integrity,
      });
    }
  });

  it('starts with environment variables alone: the image carries its default config', async () => {
    expect(await exists(join(folder, 'app-config.local.yaml'))).toBe(false);
    expect(output).toContain(join(folder, 'app-config.yaml'));
    const config = await browserConfigOf(portalUrl);
    expect(config['app']).toEqual({ baseUrl: portalUrl, title: 'Portico (container test)' });
    expect(config['portico']).toMatchObject({ embeddedBackend: false });
  });

  it('installs none of the embedded backend, its database driver or Vite', async () => {
    const installed = await installedPackages(join(folder, 'node_modules'));
    expect(installed.filter((name) => /^@backstage\/backend-|^better-sqlite3$|^vite$|^tsx$/.test(name))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as { license?: string; dependencies: Record<string, string> };
    expect(manifest.license).toBe('Apache-2.0');
    expect(Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@backstage/config-loader'))).toEqual([]);
  });

  it('serves index.html and the assets it names', async () => {
    const page = await fetch(`${portalUrl}/catalog`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${portalUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    await asset.arrayBuffer();
  });

  it('passes API calls on to the Backstage backend', async () => {
    const token = await fetchGuestToken(portalUrl);
    const reply = await fetch(`${portalUrl}/api/catalog/entities?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
    const entities: unknown = await reply.json();
    expect(Array.isArray(entities) && entities.length).toBe(1);
  });

  it("answers the image's HEALTHCHECK", async () => {
    const check = execForm(last(imageStage, 'HEALTHCHECK').replace(/^.*?\bCMD\s+/, ''));
    expect(check.join(' ')).toContain('http://127.0.0.1:3000/healthcheck');
    const [program, ...args] = check.map((arg) => arg.replace('http://127.0.0.1:3000', portalUrl));
    expect(program).toBe('node');
    await expect(run(process.execPath, args, { cwd: folder, env: serverEnv })).resolves.toBeDefined();
  });

  it('ends on SIGTERM', async () => {
    server?.kill('SIGTERM');
    expect(server ? await exited(server, 30_000) : undefined).toBe(0);
  });

  it('reads a mounted app-config.local.yaml after its defaults', async () => {
    await writeFile(join(folder, 'app-config.local.yaml'), `app:\n  title: Portico (mounted file)\nbackend:\n  baseUrl: ${backendUrl()}\n`);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { APP_CONFIG_app_title: _title, APP_CONFIG_backend_baseUrl: _backend, ...env } = serverEnv;
    const child = startServer({ ...env, APP_CONFIG_app_listen_port: String(port), APP_CONFIG_app_baseUrl: url });
    try {
      await serving(child, url);
      expect((await browserConfigOf(url))['app']).toEqual({ baseUrl: url, title: 'Portico (mounted file)' });
    } finally {
      child.kill('SIGTERM');
      await exited(child, 30_000);
      await rm(join(folder, 'app-config.local.yaml'));
    }
  });

  it('names the keys that no variable and no file gives', async () => {
    output = '';
    const child = startServer({ ...serverEnv, APP_CONFIG_backend_baseUrl: undefined });
    expect(await exited(child, 30_000)).toBe(1);
    expect(output).toContain("Missing required value in config for key 'backend.baseUrl'");
  });

  it('refuses to start when the config asks for the embedded backend', async () => {
    const child = startServer({ ...serverEnv, APP_CONFIG_portico_embeddedBackend: 'true' });
    const code = await exited(child, 30_000);
    expect(code).toBe(1);
    expect(output).toContain('runs the portal alone');
  });
});
