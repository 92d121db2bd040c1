// Builds the installable `portico-embedded-backend` package into dist-backend-package/: the embedded Backstage backend
// for an app repository that evaluates Portico or develops a plugin without a Backstage backend of its own. A company
// installs it beside portico-app as a development dependency; `portico start` loads it by name when the config asks
// for the embedded backend (config/server/embedded-backend-package.ts), so that a production install of portico-app
// stays light.
//
// It carries config/dev-backend/embedded, kubernetes-fixture and examples, and every file of this repository they import
// (domain/catalog/filter-query.ts and its imports), at the same relative paths: embedded-backend.ts starts the backend
// from the folder three levels above itself, which is then the package's root. They stay TypeScript, run by tsx as in
// this repository. Its dependencies are exactly the packages those files import (the Backstage backend packages, and
// the small js-yaml and fp-ts), SQLite's driver and tsx, each at the version of this repository's package-lock.json.
//
//   npm run build:backend-package          then   cd dist-backend-package && npm pack
import { builtinModules } from 'node:module';
import { copyFile, cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

export const BACKEND_PACKAGE_DIR = resolve('dist-backend-package');
export const BACKEND_PACKAGE_NAME = 'portico-embedded-backend';

/** The folders the package carries whole (examples hold YAML, docs sites and template skeletons as well as code). */
export const CARRIED_FOLDERS = ['config/dev-backend/embedded', 'config/dev-backend/kubernetes-fixture', 'config/dev-backend/examples'] as const;
/** The folders whose code runs: every file they import comes along. */
const CODE_FOLDERS = ['config/dev-backend/embedded', 'config/dev-backend/kubernetes-fixture'];
/** Installed though no file imports them: the database driver Backstage's knex loads by name, and the TypeScript runner. */
export const RUNTIME_PACKAGES = ['better-sqlite3', 'tsx'] as const;
/** The package's module: what config/server/stack.ts runs the embedded backend with. */
const ENTRY_MODULE = 'config/dev-backend/embedded/package-entry.ts';

const packageNameOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
};

const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

const typeScriptFiles = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

export interface BackendPackageClosure {
  /** This repository's files the code imports outside the carried folders, relative to the repository. */
  readonly files: readonly string[];
  /** The packages the code imports (not Node's own). */
  readonly packages: readonly string[];
}

/**
 * What the code of the carried folders imports, followed through this repository's files, as tsx will load it (type-only
 * imports are erased, as tsx erases them): the repository's files outside those folders, and the packages.
 */
export const backendPackageClosure = async (root: string = process.cwd()): Promise<BackendPackageClosure> => {
  const entryPoints = (await Promise.all(CODE_FOLDERS.map((folder) => typeScriptFiles(join(root, folder))))).flat();
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outdir: join(root, '.portico-backend-closure'),
    logLevel: 'silent',
  });
  const files = new Set<string>();
  const packages = new Set<string>();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (!CARRIED_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) files.add(path);
    for (const imported of input.imports) {
      if (imported.external && !isBuiltin(imported.path)) packages.add(packageNameOf(imported.path));
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
};

interface LockFile {
  readonly packages: Record<string, { readonly version?: string }>;
}

/** Each package at the version this repository's lock file holds for it (the version its tests ran with). */
export const lockedVersions = (lock: LockFile, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    [...names].sort().map((name) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      if (!version) throw new Error(`package-lock.json holds no version of ${name}, which the embedded backend needs`);
      return [name, version];
    }),
  );

// tsx runs the TypeScript sources; the backend itself runs in a child process (`node --import tsx`) from this folder.
const ENTRY = `// portico-embedded-backend: the embedded Backstage backend for portico start. TypeScript sources, run by tsx.
import { tsImport } from 'tsx/esm/api';

const entry = await tsImport('./${ENTRY_MODULE}', import.meta.url);

export const { startEmbeddedBackend, startFixtureCluster, fixtureClusterBackendConfig, waitForFirstSearchIndex } = entry;
`;

const readme = (version: string): string => `# ${BACKEND_PACKAGE_NAME}

The embedded Backstage backend of [Portico](https://www.npmjs.com/package/portico-app), for an app repository that
evaluates Portico or develops a plugin without a Backstage backend of its own: the real Backstage backend (catalog,
auth with a guest sign-in, permission allowing everything, scaffolder, search, TechDocs, Kubernetes against a fixture
cluster, proxy) on SQLite in memory, with Portico's example entities and **your own catalog files**.

\`\`\`sh
npm install --save-dev ${BACKEND_PACKAGE_NAME}@${version}   # the same version as portico-app
npx portico build && npx portico start                       # portal and backend; "Portico is ready" once search answers
\`\`\`

\`portico start\` runs it when \`backend.baseUrl\` is on this machine (\`http://localhost:7007\`, the default) and
\`portico.embeddedBackend\` is not \`false\`. Your entities: \`catalog.locations\` in your app config, with \`file\`
targets relative to your repository (\`- { type: file, target: ./catalog/catalog-info.yaml }\`), read besides the
examples and re-read every few seconds; a \`file\` location may also be registered with the catalog's API
(\`POST /api/catalog/locations\`). Proxy endpoints for your plugins: \`proxy.endpoints\` in the same config.

npm 11 runs the install script of \`better-sqlite3\` (the database driver) only when your \`package.json\` allows it:
\`"allowScripts": { "better-sqlite3": true }\`.

It is for evaluation and development only: it listens on loopback, anyone who can reach it signs in as a guest with
every permission, and it reads any file the user running it can read. Portico refuses to serve beyond this machine
while it runs. In production, point \`backend.baseUrl\` at your Backstage backend and set
\`portico.embeddedBackend: false\`; this package is then not needed.

Licensed under the Apache License 2.0.
`;

interface RootManifest {
  readonly version: string;
  readonly license?: string;
  readonly engines?: Record<string, string>;
}

export const buildBackendPackage = async (outDir: string = BACKEND_PACKAGE_DIR, root: string = process.cwd()): Promise<string> => {
  const manifestOfRoot = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as RootManifest;
  const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8')) as LockFile;
  const closure = await backendPackageClosure(root);
  const dependencies = lockedVersions(lock, [...new Set([...closure.packages, ...RUNTIME_PACKAGES])]);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const folder of CARRIED_FOLDERS) await cp(join(root, folder), join(outDir, folder), { recursive: true });
  for (const file of closure.files) {
    await mkdir(join(outDir, file, '..'), { recursive: true });
    await copyFile(join(root, file), join(outDir, file));
  }
  await writeFile(join(outDir, 'index.js'), ENTRY);
  await writeFile(join(outDir, 'README.md'), readme(manifestOfRoot.version));
  await copyFile(join(root, 'LICENSE'), join(outDir, 'LICENSE'));
  // A build output: git leaves it alone without a line in the repository's .gitignore, and npm packs by `files`.
  await writeFile(join(outDir, '.gitignore'), '*\n');
  await writeFile(join(outDir, '.npmignore'), '');
  const topFolders = [...new Set([...CARRIED_FOLDERS, ...closure.files].map((path) => path.split('/')[0] as string))].sort();
  const manifest = {
    name: BACKEND_PACKAGE_NAME,
    version: manifestOfRoot.version,
    description: "Portico's embedded Backstage backend, for evaluating Portico and developing plugins in an app repository (portico start runs it)",
    ...(manifestOfRoot.license ? { license: manifestOfRoot.license } : {}),
    type: 'module',
    exports: { '.': './index.js', './package.json': './package.json' },
    files: ['index.js', ...topFolders, 'README.md', 'LICENSE'],
    ...(manifestOfRoot.engines ? { engines: manifestOfRoot.engines } : {}),
    dependencies,
  };
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return outDir;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve('config/package/build-backend-package.ts')) {
  // No top-level await: tests import this module as CommonJS.
  void buildBackendPackage(process.argv[2] ? resolve(process.argv[2]) : BACKEND_PACKAGE_DIR).then((outDir) =>
    console.log(`${BACKEND_PACKAGE_NAME} package written to ${outDir}`),
  );
}
