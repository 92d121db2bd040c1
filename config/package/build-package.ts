// Builds the installable `portico` package for scripts into dist-package/: the pure domain as ESM and
// CommonJS with one bundled declaration file for each, and the `portico` command compiled to JavaScript.
// Its dependencies are only the packages that code and its types import (yaml, and fp-ts for the Either
// types), at the versions installed here: none of the embedded backend, SQLite or Vite.
//
//   npm run build:package            then   cd dist-package && npm pack
import { readFile, rm, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { build, type Rolldown } from 'vite';

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
const buildDeclarations = async (): Promise<Set<string>> => {
  const bundle = await rollup({
    input: DOMAIN_ENTRY,
    external: isPackage,
    plugins: [dts({ compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, allowImportingTsExtensions: false } })],
  });
  const { output } = await bundle.write({ file: join(PACKAGE_DIR, 'domain.d.ts'), format: 'es', paths: declarationPath });
  await bundle.close();
  await copyFile(join(PACKAGE_DIR, 'domain.d.ts'), join(PACKAGE_DIR, 'domain.d.cts'));
  return new Set(output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.imports.map(packageNameOf) : [])));
};

const BIN = `#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runPortico } from '../cli.js';

const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = await runPortico(process.argv.slice(2), { version });
`;

const README = `# portico

Portico's pure domain for scripts, and the \`portico\` command line.

\`\`\`js
import { catalog, kubernetes } from 'portico/domain';     // or require('portico/domain')
catalog.parseEntityRef('component:payments');            // Right({ kind, namespace: 'default', name })
catalog.validateEntity(doc);                             // Left([{ path, message }]) or Right(entity)
kubernetes.detectErrors(objectsByEntity, Date.now());
\`\`\`

\`\`\`sh
portico validate 'catalog/**/*.yaml'      # file:line:column: path: message per problem
kubectl get pods -o json | portico k8s doctor -
portico --version
\`\`\`
`;

interface RootManifest {
  readonly version: string;
  readonly description?: string;
  readonly license?: string;
  readonly engines?: Record<string, string>;
}

const installedVersion = async (name: string): Promise<string> =>
  (JSON.parse(await readFile(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const manifest = async (dependencies: readonly string[]): Promise<object> => {
  const root = JSON.parse(await readFile('package.json', 'utf8')) as RootManifest;
  const versions = await Promise.all([...dependencies].sort().map(async (name) => [name, `^${await installedVersion(name)}`] as const));
  return {
    name: 'portico',
    version: root.version,
    description: "Portico's pure domain (entity refs, validation, Kubernetes error detection, …) and the portico CLI",
    ...(root.license ? { license: root.license } : {}),
    type: 'module',
    bin: { portico: './bin/portico.js' },
    exports: {
      './domain': {
        import: { types: './domain.d.ts', default: './domain.js' },
        require: { types: './domain.d.cts', default: './domain.cjs' },
      },
      './package.json': './package.json',
    },
    files: ['bin', 'cli.js', 'domain.js', 'domain.cjs', 'domain.d.ts', 'domain.d.cts', 'README.md'],
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
  await writeFile(join(PACKAGE_DIR, 'package.json'), `${JSON.stringify(await manifest([...new Set([...importedPackages(outputs), ...typeImports])]), null, 2)}\n`);
  return PACKAGE_DIR;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve('config/package/build-package.ts')) {
  await buildPackage();
  console.log(`portico package written to ${PACKAGE_DIR}`);
}
