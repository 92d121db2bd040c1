// What the e2e tests of a company's own app repository share: running npm and Portico's command in a folder outside
// this repository, writing its files, and starting `portico start` there until it says it is ready; or, for an app
// repository that links this repository's installs, building it and serving the build in this process.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { startStack, type RunningStack } from '../../../config/server/stack';
import { REPOSITORY } from './packages';

const execFileAsync = promisify(execFile);
export const MINUTES = 60_000;
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

export interface Ran {
  readonly code: number;
  readonly output: string;
}

/** Runs a command to its end (or until `timeout` ms, then it is killed); its exit code and its output. */
export const exec = async (file: string, args: readonly string[], cwd: string, timeout = 0): Promise<Ran> => {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; killed?: boolean; stdout?: string; stderr?: string };
    const output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    if (timeout > 0 && failed.killed) return { code: -1, output: `stopped after ${timeout / 1000} s, unfinished\n${output}` };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output };
  }
};

/** Runs a command that must succeed; its output. */
export const succeed = async (file: string, args: readonly string[], cwd: string, timeout = 0): Promise<string> => {
  const ran = await exec(file, args, cwd, timeout);
  if (ran.code !== 0) throw new Error(`${file} ${args.join(' ')} exited ${ran.code}\n${ran.output}`);
  return ran.output;
};

/**
 * An npm install (`install …` or `ci`) within `limit` ms: one that runs longer (npm replacing one peer with another
 * for ever, as it once did) is a failure, not a slow run. From the npm cache where it can, as a CI machine would.
 */
export const installing = (args: readonly string[], cwd: string, limit: number): Promise<string> =>
  succeed(NPM, [...args, '--no-audit', '--no-fund', '--prefer-offline'], cwd, limit);

/** Writes files (paths relative to `folder`), making their folders. */
export const writeFolder = async (folder: string, files: Record<string, string>): Promise<void> => {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(folder, path, '..'), { recursive: true });
    await writeFile(join(folder, path), content);
  }
};

/** A package.json's fields, read from a folder. */
export const manifestIn = async (folder: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;

export interface RunningPortico {
  /** What it printed so far. */
  output(): string;
  /** Stops it and everything it started (the embedded backend), and waits for its end. */
  stop(): Promise<void>;
}

/** How the portal is started: `npx portico start` unless another command (a container's start command) is given. */
export interface PorticoLaunch {
  readonly command: readonly [string, ...string[]];
  /** Added to this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * `npx portico start` (or the launch's command) in `folder`, in a process group of its own (so that stopping it stops
 * the embedded backend it starts), until it prints "Portico is ready"; it fails when the command exits first or `limit`
 * ms pass.
 */
export const startPortico = async (folder: string, limit: number, launch: PorticoLaunch = { command: [NPX, 'portico', 'start'] }): Promise<RunningPortico> => {
  let output = '';
  const [file, ...args] = launch.command;
  const child: ChildProcess = spawn(file, args, { cwd: folder, env: { ...process.env, ...launch.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + limit;
  while (!output.includes('Portico is ready')) {
    if (child.exitCode !== null) throw new Error(`portico start exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`portico start was not ready within ${limit / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { output: () => output, stop };
};

/** Links this repository's installs of `names` into the app repository's node_modules, as `npm install` would put them there. */
export const linkInstalledPackages = async (app: string, names: readonly string[]): Promise<void> => {
  for (const name of names) {
    await mkdir(dirname(join(app, 'node_modules', name)), { recursive: true });
    await symlink(join(REPOSITORY, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
};

/**
 * `portico build` in the app repository (jest's NODE_ENV=test left as it is: the build is a production one whatever
 * the shell has), then the stack serving that build with the app repository's config, in this process.
 */
export const buildAndServeApp = async (app: string): Promise<RunningStack> => {
  await execFileAsync(process.execPath, [join(REPOSITORY, 'bin/portico.mjs'), 'build'], { cwd: app, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const loaded = await loadAppConfig({ cwd: app, configFiles: [], env: {} });
  if (loaded._tag === 'Left') throw new Error(loaded.left);
  // The stack serves ./dist of its working directory: the app repository's build.
  const cwd = process.cwd();
  process.chdir(app);
  try {
    return await startStack({ config: loaded.right.config, mode: 'static', appDir: app });
  } finally {
    process.chdir(cwd);
  }
};
