// `portico new plugin <id>` in an app repository: writes a plugin package (plugins/<id> unless --dir says where)
// that builds, tests and mounts as written, and says what to do next.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { PLUGIN_ID_PATTERN } from '../../domain/app/plugins';
import { newPluginFiles } from './new-plugin-files';

export const NEW_USAGE = `Usage: portico new plugin <id> [--package <name>] [--dir <folder>]

Writes a plugin package: a page with its sidebar item, a card on components' pages, a client service that reads the
catalog, their tests and a README.

Options:
  --package <name>               The npm package's name (default: portico-plugin-<id>)
  --dir <folder>                 Where to write it (default: plugins/<id>); it must be empty or missing
  -h, --help                     Show this help`;

/** An npm package name as npm accepts it for a new package: lowercase, optionally scoped. */
const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

interface NewPluginArgs {
  readonly id: string;
  readonly packageName: string;
  readonly dir: string;
}

/** The arguments after `new`, or the one line that says what is wrong with them. */
export const readNewPluginArgs = (args: readonly string[]): NewPluginArgs | string => {
  const [what, id, ...rest] = args;
  if (what !== 'plugin') return `portico new: the only thing it makes is a plugin: portico new plugin <id>${what === undefined ? '' : ` (got '${what}')`}`;
  if (id === undefined || id.startsWith('-')) return 'portico new plugin: name the plugin id: portico new plugin <id>';
  if (!PLUGIN_ID_PATTERN.test(id)) return `portico new plugin: '${id}' is not a plugin id: it must start with a lowercase letter and only contain lowercase letters, numbers and single hyphens`;
  const options: Record<string, string> = {};
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]];
    if (flag !== '--package' && flag !== '--dir') return `portico new plugin: unknown option '${flag}' (see portico new --help)`;
    if (value === undefined || value.startsWith('-')) return `portico new plugin: ${flag} needs a value`;
    options[flag] = value;
  }
  const packageName = options['--package'] ?? `portico-plugin-${id}`;
  if (!PACKAGE_NAME.test(packageName)) return `portico new plugin: '${packageName}' is not an npm package name (lowercase, optionally @scope/name)`;
  return { id, packageName, dir: options['--dir'] ?? join('plugins', id) };
};

const isEmptyOrMissing = (folder: string): Promise<boolean> =>
  readdir(folder).then(
    (entries) => entries.length === 0,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return true;
      throw error;
    },
  );

export interface NewPluginContext {
  /** Where the portico-app package is installed: its version and dependency ranges become the plugin's peers. */
  readonly packageRoot: string;
  /** The app repository. */
  readonly cwd: string;
  readonly log: (line: string) => void;
}

/** Runs `portico new <args>`: 0 when written, 2 for a usage error or a folder that is not empty. */
export const runNewCommand = async (args: readonly string[], { packageRoot, cwd, log }: NewPluginContext): Promise<number> => {
  const read = readNewPluginArgs(args);
  if (typeof read === 'string') {
    console.error(read);
    return 2;
  }
  const folder = resolve(cwd, read.dir);
  if (!(await isEmptyOrMissing(folder))) {
    console.error(`portico new plugin: ${relative(cwd, folder) || folder} is not empty; choose another with --dir`);
    return 2;
  }
  const manifest = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const shown = relative(cwd, folder) || '.';
  const files = newPluginFiles(
    { id: read.id, packageName: read.packageName, portico: { version: manifest.version, ranges: { ...manifest.dependencies, ...manifest.peerDependencies } } },
    shown,
  );
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  }
  log(`Wrote the plugin '${read.id}' (${read.packageName}) into ${shown}. Next:`);
  log(`  npm install ./${shown}`);
  log(`  name '${read.packageName}' in portico.plugins of app-config.yaml`);
  log('  npx portico build && npx portico start');
  return 0;
};
