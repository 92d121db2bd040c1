// Builds the installable `portico` package for scripts into dist-package/: the curated public domain
// (domain/index.ts) as ESM and CommonJS with one bundled declaration file for each, importable as `portico`
// and `portico/domain`, and the `portico` command compiled to JavaScript. Its dependencies are only the
// packages that code and its types import (js-yaml and minimatch for the command, fp-ts for the Either types),
// at the versions installed here: none of the embedded backend, SQLite or Vite. The tarball carries the
// repository's LICENSE and the API report its README points at.
//
// The public surface is recorded in api-report/portico.api.md by Microsoft's API Extractor, as every Backstage
// package records its own; `npm test` fails when the declarations no longer match it.
//
//   npm run build:package            then   cd dist-package && npm pack
//   npm run api-report               after a deliberate change of the public API: rewrites the report
import { readFile, rm, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { build, type Rolldown } from 'vite';
import { Extractor, ExtractorConfig, type ExtractorMessage, type IConfigFile } from '@microsoft/api-extractor';
import ts from 'typescript';

export const PACKAGE_DIR = resolve('dist-package');

const DOMAIN_ENTRY = 'domain/index.ts';
const CLI_ENTRY = 'adapters/cli/main.ts';

const packageNameOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
};

const isBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

/**
 * Packages bundled into the JavaScript: fp-ts and io-ts have no `exports` map, so Node's ES module loader
 * cannot import their subpaths (`fp-ts/Either` is a directory).
 */
const BUNDLED = ['fp-ts', 'io-ts'];

const isPackage = (specifier: string): boolean => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0');

/** Packages that stay imports, to be installed as dependencies. */
const isExternal = (specifier: string): boolean => isPackage(specifier) && !BUNDLED.includes(packageNameOf(specifier));

/** The declarations' fp-ts imports, spelt so that every module resolution finds them (`nodenext` needs the file). */
const declarationPath = (specifier: string): string =>
  specifier.startsWith('fp-ts/') && !specifier.startsWith('fp-ts/lib/') ? `fp-ts/lib/${specifier.slice('fp-ts/'.length)}.js` : specifier;

type BuildOutput = Rolldown.RolldownOutput | Rolldown.RolldownOutput[];

const importedPackages = (outputs: readonly BuildOutput[]): Set<string> => {
  const names = new Set<string>();
  for (const output of outputs.flat()) {
    for (const chunk of output.output) {
      if (chunk.type !== 'chunk') continue;
      for (const specifier of [...chunk.imports, ...chunk.dynamicImports]) {
        if (isExternal(specifier) && !isBuiltin(specifier) && !output.output.some((other) => other.fileName === specifier)) {
          names.add(packageNameOf(specifier));
        }
      }
    }
  }
  return names;
};

const buildDomain = async (): Promise<BuildOutput> =>
  (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: PACKAGE_DIR,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      reportCompressedSize: false,
      lib: { entry: DOMAIN_ENTRY, formats: ['es', 'cjs'], fileName: (format) => (format === 'es' ? 'domain.js' : 'domain.cjs') },
      rolldownOptions: { external: isExternal },
    },
  })) as BuildOutput;

const buildCli = async (): Promise<BuildOutput> =>
  (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    ssr: { target: 'node', noExternal: BUNDLED },
    build: {
      ssr: CLI_ENTRY,
      outDir: PACKAGE_DIR,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: { external: isExternal, output: { entryFileNames: 'cli.js', codeSplitting: false } },
    },
  })) as BuildOutput;

/** One declaration file: per-file declarations would carry extensionless imports that `nodenext` cannot resolve. */
const buildDeclarations = async (dir: string = PACKAGE_DIR): Promise<Set<string>> => {
  const bundle = await rollup({
    input: DOMAIN_ENTRY,
    external: isPackage,
    plugins: [dts({ compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, allowImportingTsExtensions: false } })],
  });
  const { output } = await bundle.write({ file: join(dir, 'domain.d.ts'), format: 'es', paths: declarationPath });
  await bundle.close();
  await copyFile(join(dir, 'domain.d.ts'), join(dir, 'domain.d.cts'));
  return new Set(output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.imports.map(packageNameOf) : [])));
};

// ---- The API report ---------------------------------------------------------------------------

export const API_EXTRACTOR_CONFIG = resolve('config/package/api-extractor.json');
export const API_REPORT = resolve('api-report/portico.api.md');
/**
 * Inside the repository, so that the declarations' imports (fp-ts) resolve from its node_modules, and outside
 * node_modules, where API Extractor would take them for another package's. Git ignores it.
 */
const API_WORK_DIR = resolve('.tmp/api-report');

/**
 * The domain's declarations file by file, as TypeScript writes them. API Extractor reads the namespaces of
 * `export * as catalog from …` from these with every member's signature; the package's single bundled file
 * would give it the members' names alone.
 */
const emitDeclarations = (dir: string): void => {
  const program = ts.createProgram([DOMAIN_ENTRY], {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: dir,
    rootDir: resolve('domain'),
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  const { emitSkipped, diagnostics } = program.emit();
  if (emitSkipped) throw new Error(`declarations not written: ${ts.formatDiagnostics(diagnostics, ts.createCompilerHost({}))}`);
};

export interface ApiReportResult {
  /** Whether the declarations match the committed report (always true after an update). */
  readonly matches: boolean;
  /** The report the declarations make, to compare with the committed one. */
  readonly report: string;
  /** Errors and warnings API Extractor reported about the declarations. */
  readonly messages: readonly string[];
}

/**
 * Runs API Extractor on the package's declarations. `check` compares them with the committed report and changes
 * nothing; `update` rewrites the report.
 */
export const apiReport = async (mode: 'check' | 'update', reportFile: string = API_REPORT): Promise<ApiReportResult> => {
  const work = join(API_WORK_DIR, String(process.pid));
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    emitDeclarations(work);
    const configObject = ExtractorConfig.loadFile(API_EXTRACTOR_CONFIG) as IConfigFile;
    const config = ExtractorConfig.prepare({
      configObject: {
        ...configObject,
        projectFolder: resolve('.'),
        mainEntryPointFilePath: join(work, 'index.d.ts'),
        apiReport: { ...configObject.apiReport, enabled: true, reportFolder: dirname(reportFile), reportTempFolder: join(work, 'report') },
      },
      configObjectFullPath: API_EXTRACTOR_CONFIG,
      packageJsonFullPath: resolve('package.json'),
      packageJson: { name: 'portico' },
    });
    const messages: string[] = [];
    const result = Extractor.invoke(config, {
      localBuild: mode === 'update',
      messageCallback: (message: ExtractorMessage) => {
        if (message.logLevel === 'error' || message.logLevel === 'warning') {
          if (message.messageId !== 'console-api-report-changed') messages.push(message.formatMessageWithLocation(resolve('.')));
        }
        message.handled = true;
      },
    });
    const report = await readFile(join(work, 'report', basename(reportFile)), 'utf8');
    return { matches: mode === 'update' || !result.apiReportChanged, report, messages };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

const BIN = `#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runPortico } from '../cli.js';

const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = await runPortico(process.argv.slice(2), { version });
`;

/** The API report's name in the package, next to the README that links to it. */
export const API_REPORT_NAME = 'portico.api.md';

const README = `# portico

Portico's public domain for scripts, and the \`portico\` command line.

\`\`\`js
import { catalog, kubernetes, scaffolder } from 'portico';   // or require('portico'); 'portico/domain' is the same
catalog.parseEntityRef('component:payments');               // Right({ kind: 'component', namespace: 'default', name: 'payments' })
catalog.validateEntity(doc, { customKinds: ['Widget'] });   // Left([{ path, message }]) or Right(entity)
kubernetes.detectErrors(objectsByEntity, Date.now());        // Right(Map<cluster, DetectedError[]>)
\`\`\`

Every function takes any value and answers one it cannot use with a Left (never a throw); \`detectErrors\`
answers an object it cannot read (a pod missing a field) with a problem of that object, \`unreadable-object\`, and
still checks the rest. The API is recorded in [${API_REPORT_NAME}](./${API_REPORT_NAME}), in this package (made by
Microsoft's API Extractor), and follows semantic versioning from it.

\`\`\`sh
portico validate catalog                  # the folder's *.yaml and *.yml files, at any depth
portico validate 'catalog/**/*.yaml'      # file:line:column: path: message per problem
portico validate --exclude '*.oas.yaml' --exclude legacy .
portico validate --kind Widget catalog-info.yaml
kubectl get pods -o json | portico k8s doctor -
portico --help                            # exit codes: 0 nothing wrong, 1 problems found, 2 usage or input error
\`\`\`

Licensed under the Apache License 2.0 (LICENSE).
`;

interface RootManifest {
  readonly version: string;
  readonly description?: string;
  readonly license?: string;
  readonly engines?: Record<string, string>;
  readonly repository?: unknown;
  readonly homepage?: string;
  readonly bugs?: unknown;
}

/**
 * Where the package's documentation is read when Portico's own package.json names no homepage: the package's page
 * on the npm registry, which shows the README the tarball carries (with the API report next to it). Portico names
 * no public repository anywhere; once its package.json has \`repository\` and \`homepage\`, the package takes those.
 */
export const FALLBACK_HOMEPAGE = 'https://www.npmjs.com/package/portico';

const DOMAIN_EXPORT = {
  import: { types: './domain.d.ts', default: './domain.js' },
  require: { types: './domain.d.cts', default: './domain.cjs' },
};

const installedVersion = async (name: string): Promise<string> =>
  (JSON.parse(await readFile(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const manifest = async (dependencies: readonly string[]): Promise<object> => {
  const root = JSON.parse(await readFile('package.json', 'utf8')) as RootManifest;
  const versions = await Promise.all([...dependencies].sort().map(async (name) => [name, `^${await installedVersion(name)}`] as const));
  return {
    name: 'portico',
    version: root.version,
    description: "Portico's public domain for scripts (entity refs, validation, filters, Kubernetes error detection, cron text, scaffolder parameter checks) and the portico CLI",
    ...(root.license ? { license: root.license } : {}),
    homepage: root.homepage ?? FALLBACK_HOMEPAGE,
    ...(root.repository ? { repository: root.repository } : {}),
    ...(root.bugs ? { bugs: root.bugs } : {}),
    type: 'module',
    bin: { portico: './bin/portico.js' },
    // The root and `portico/domain` are the same module: the contexts (catalog, kubernetes, scaffolder).
    exports: {
      '.': DOMAIN_EXPORT,
      './domain': DOMAIN_EXPORT,
      './package.json': './package.json',
    },
    main: './domain.cjs',
    types: './domain.d.cts',
    files: ['bin', 'cli.js', 'domain.js', 'domain.cjs', 'domain.d.ts', 'domain.d.cts', 'README.md', 'LICENSE', API_REPORT_NAME],
    ...(root.engines ? { engines: root.engines } : {}),
    dependencies: Object.fromEntries(versions),
  };
};

export const buildPackage = async (): Promise<string> => {
  await rm(PACKAGE_DIR, { recursive: true, force: true });
  const outputs = [await buildDomain(), await buildCli()];
  const typeImports = await buildDeclarations();
  await mkdir(join(PACKAGE_DIR, 'bin'), { recursive: true });
  await writeFile(join(PACKAGE_DIR, 'bin', 'portico.js'), BIN, { mode: 0o755 });
  await writeFile(join(PACKAGE_DIR, 'README.md'), README);
  await copyFile('LICENSE', join(PACKAGE_DIR, 'LICENSE'));
  await copyFile(API_REPORT, join(PACKAGE_DIR, API_REPORT_NAME));
  await writeFile(join(PACKAGE_DIR, 'package.json'), `${JSON.stringify(await manifest([...new Set([...importedPackages(outputs), ...typeImports])]), null, 2)}\n`);
  return PACKAGE_DIR;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve('config/package/build-package.ts')) {
  const checkAt = process.argv.indexOf('--check-api-report');
  if (checkAt >= 0) {
    // A report file named after the flag (another folder's portico.api.md) is checked instead of the committed one.
    const reportFile = process.argv[checkAt + 1] ? resolve(process.argv[checkAt + 1] as string) : API_REPORT;
    const { matches, report, messages } = await apiReport('check', reportFile);
    for (const message of messages) console.error(message);
    if (!matches) {
      console.error(`The public API differs from ${reportFile}. If the change is meant, run \`npm run api-report\` and commit the report.`);
      console.error(`The declarations make this report:\n${report}`);
    }
    process.exitCode = matches && messages.length === 0 ? 0 : 1;
  } else if (process.argv.includes('--api-report')) {
    const { messages } = await apiReport('update');
    for (const message of messages) console.warn(message);
    console.log(`API report written to ${API_REPORT}`);
  } else {
    await buildPackage();
    console.log(`portico package written to ${PACKAGE_DIR}`);
  }
}
