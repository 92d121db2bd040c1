// Packs Portico's packages as `npm pack` would publish them (portico-app, and portico-embedded-backend as
// `npm run build:backend-package` writes it), into tarballs a test installs from. Each package's
// files are staged in a folder of their own (for portico-app with the server bundle and the plugin API's declarations
// built there, what prepack builds), so that packing never writes into the repository while other tests read it.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildBackendPackage } from '../../../config/package/build-backend-package';

const run = promisify(execFile);
export const REPOSITORY = resolve(__dirname, '../../..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const BUILT_BY_PREPACK = /^dist-(server|types)\//;

interface PackResult {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

const pack = async (args: readonly string[], cwd: string): Promise<PackResult> => {
  const { stdout } = await run(NPM, ['pack', '--json', '--ignore-scripts', ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });
  const [result] = JSON.parse(stdout) as PackResult[];
  if (!result) throw new Error(`npm pack printed no result in ${cwd}`);
  return result;
};

/** Packs a package folder as it is (an example plugin) into `destination`; the tarball's path. */
export const packFolder = async (folder: string, destination: string): Promise<string> =>
  join(destination, (await pack(['--pack-destination', destination], folder)).filename);

/** Writes `version` into a staged package.json. */
const setVersion = async (manifestPath: string, version: string): Promise<void> => {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
  await writeFile(manifestPath, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
};

/**
 * Packs the portico-app package into `destination`; the tarball's path. With `version`, the package is packed as that
 * release of Portico (an upgrade's next version), its server bundle's manifest included.
 */
export const packPorticoApp = async (destination: string, version?: string): Promise<string> => {
  const staging = await mkdtemp(join(tmpdir(), 'portico-app-staging-'));
  try {
    const listed = await pack(['--dry-run'], REPOSITORY);
    for (const { path } of listed.files.filter((file) => !BUILT_BY_PREPACK.test(file.path))) {
      await mkdir(dirname(join(staging, path)), { recursive: true });
      await cp(join(REPOSITORY, path), join(staging, path));
    }
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.server.config.ts', '--outDir', join(staging, 'dist-server'), '--logLevel', 'warn'], {
      cwd: REPOSITORY,
    });
    await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'config/package/build-plugin-api-types.ts', join(staging, 'dist-types')], { cwd: REPOSITORY });
    if (version !== undefined) {
      await setVersion(join(staging, 'package.json'), version);
      await setVersion(join(staging, 'dist-server', 'package.json'), version);
    }
    return join(destination, (await pack(['--pack-destination', destination], staging)).filename);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

/**
 * Packs the portico-embedded-backend package into `destination`, built as `npm run build:backend-package` builds it
 * but in a folder of its own; the tarball's path. With `version`, it is packed as that release (an upgrade's next
 * version, released with portico-app at the same version).
 */
export const packBackendPackage = async (destination: string, version?: string): Promise<string> => {
  const staging = await mkdtemp(join(tmpdir(), 'portico-embedded-backend-staging-'));
  try {
    await buildBackendPackage(staging, REPOSITORY);
    if (version !== undefined) await setVersion(join(staging, 'package.json'), version);
    return await packFolder(staging, destination);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
