// Builds the installable `portico-contracts` package into dist-contracts/: the contract verifier for backend teams
// that verify Portico's consumer contracts against their own Backstage deployment. It holds the pact files of the
// Backstage providers, the catalog files the provider states register (fixtures/), the provider-state handlers and
// the verification compiled to JavaScript (with one declaration file for scripts), and the `portico-contracts`
// command. Its only dependency is the Pact Foundation's verifier (@pact-foundation/pact), at the version installed
// here: none of Portico's front end, the embedded backend, SQLite or Vite.
//
//   npm run build:contracts          then   cd dist-contracts && npm pack
import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { build, type Rolldown } from 'vite';
import { USAGE } from '../../contracts/cli/portico-contracts';
import { BACKSTAGE_PROVIDERS, pactFileOf } from '../../contracts/support/providers';
import { readPact } from '../../contracts/verification/pact-file';

export const CONTRACTS_PACKAGE_DIR = resolve('dist-contracts');
export const CONTRACTS_PACKAGE_NAME = 'portico-contracts';

const ENTRIES = { cli: 'contracts/cli/portico-contracts.ts', index: 'contracts/package-api.ts' };
/** The compiled code sits one folder below the package root, as contracts/support and contracts/verification sit below contracts/: their `../pacts` is the package's pacts/. */
const LIB = 'lib';

const packageNameOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
};

const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));
const isPackage = (specifier: string): boolean => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0');

type BuildOutput = Rolldown.RolldownOutput | Rolldown.RolldownOutput[];

const importedPackages = (output: BuildOutput): Set<string> => {
  const names = new Set<string>();
  for (const each of [output].flat()) {
    for (const chunk of each.output) {
      if (chunk.type !== 'chunk') continue;
      for (const specifier of [...chunk.imports, ...chunk.dynamicImports]) {
        if (isPackage(specifier) && !isBuiltin(specifier) && !each.output.some((other) => other.fileName === specifier)) names.add(packageNameOf(specifier));
      }
    }
  }
  return names;
};

const buildCode = async (): Promise<BuildOutput> =>
  (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    ssr: { target: 'node' },
    build: {
      ssr: true,
      outDir: join(CONTRACTS_PACKAGE_DIR, LIB),
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: ENTRIES,
        external: (specifier: string) => isPackage(specifier),
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
    },
  })) as BuildOutput;

/** One declaration file for the library entry, so that it resolves under every module resolution. */
const buildDeclarations = async (): Promise<void> => {
  const bundle = await rollup({
    input: ENTRIES.index,
    external: isPackage,
    plugins: [dts({ compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, allowImportingTsExtensions: false } })],
  });
  await bundle.write({ file: join(CONTRACTS_PACKAGE_DIR, LIB, 'index.d.ts'), format: 'es' });
  await bundle.close();
};

// \`verify\` runs in a child process of the command whose output is redacted: no log level prints the token.
const BIN = `#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runPorticoContractsProgram } from '../${LIB}/cli.js';

const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const argv = process.argv.slice(2);
process.exitCode = await runPorticoContractsProgram(argv, { entry: fileURLToPath(import.meta.url), entryArgv: argv }, { version });
`;

const readme = (usage: string): string => `# portico-contracts

Portico's consumer contracts (Pact V4) with the Backstage backend plugins it calls, and a verifier for backend teams:
replay them against **your own Backstage deployment** and learn in your CI, not in production, whether Portico still
works in front of it.

> **Never point it at production.** Verification changes data: it registers two catalog files, and with
> \`--allow-destructive\` it deletes entities and locations and a pod, and runs a software template. Use a throwaway
> instance configured like production (same plugins, auth providers, permission policy, modules and clusters).

\`\`\`sh
npm install --save-dev ${CONTRACTS_PACKAGE_NAME}
npx portico-contracts verify --provider-base-url http://localhost:7007 [--token "$BACKSTAGE_USER_TOKEN"]
\`\`\`

Before replaying anything it asks the backend what it can do: the plugins installed, the auth providers configured,
what the permission policy answers, the clusters, the source-control and scaffolder modules. An interaction that
needs what the backend lacks is reported as **not applicable here**, with the reason, apart from real failures.
Interactions that delete data or run a template are **skipped** unless you pass \`--allow-destructive\`. It prints a
table per provider (verified / not applicable / skipped / failed) and exits non-zero only when an interaction failed.

- \`pacts/\`: the pact files, one per provider (\`portico-<plugin id>.json\`); paths are the default plugin paths
  \`/api/{pluginId}/…\`.
- \`fixtures/\`: the catalog files the catalog's provider states register. Serve this folder where the backend can
  read it (\`backend.reading.allow\`) and pass \`--fixtures-base-url\`; without it those interactions are skipped.
  \`fixtures/backend/app-config.yaml\` is the config a stock backend needs for the provider states (Portico's example
  catalog and docs in \`fixtures/examples\`, the template in \`fixtures/templates\`, the search collator's schedule);
  Portico's docs (docs/contracts.md) list what each state needs.
- Provider states are made true through the backend's own API; the data they name (\`component:default/payments\`,
  \`template:default/create-node-service\`, the pods of namespace \`payments\`, the docs site of payments) must be
  in the throwaway instance. Leave out what you cannot provide with \`--skip-state "<state>"\`.

\`\`\`text
${usage}
\`\`\`

From a Pact Broker (pacts by consumer version selectors, results published with the provider version):

\`\`\`sh
npx portico-contracts verify --provider-base-url http://localhost:7007 --allow-destructive \\
  --fixtures-base-url http://localhost:8080 \\
  --pact-broker-url "$PACT_BROKER_BASE_URL" \\
  --consumer-version-selector '{"mainBranch":true}' --consumer-version-selector '{"deployedOrReleased":true}' \\
  --publish-verification-results --provider-version "$GIT_COMMIT" --provider-version-branch "$GIT_BRANCH"
\`\`\`

Your own Pact set-up can use the pieces: \`import { stateHandlersFor, replaceToken, PACT_DIR } from '${CONTRACTS_PACKAGE_NAME}'\`
(state handlers for pact-js's \`Verifier\`, and a request filter that puts your token where Portico sends the user's).

Licensed under the Apache License 2.0.
`;

interface RootManifest {
  readonly version: string;
  readonly license?: string;
  readonly engines?: Record<string, string>;
}

const installedVersion = async (name: string): Promise<string> =>
  (JSON.parse(await readFile(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const manifest = async (dependencies: readonly string[]): Promise<object> => {
  const root = JSON.parse(await readFile('package.json', 'utf8')) as RootManifest;
  const versions = await Promise.all([...dependencies].sort().map(async (name) => [name, `^${await installedVersion(name)}`] as const));
  return {
    name: CONTRACTS_PACKAGE_NAME,
    version: root.version,
    description: "Portico's consumer contracts with the Backstage backend plugins, and a verifier to replay them against your own Backstage deployment",
    ...(root.license ? { license: root.license } : {}),
    type: 'module',
    bin: { 'portico-contracts': './bin/portico-contracts.js' },
    exports: {
      '.': { types: `./${LIB}/index.d.ts`, default: `./${LIB}/index.js` },
      './pacts/*': './pacts/*',
      './fixtures/*': './fixtures/*',
      './package.json': './package.json',
    },
    files: ['bin', LIB, 'pacts', 'fixtures', 'README.md', 'LICENSE'],
    ...(root.engines ? { engines: root.engines } : {}),
    dependencies: Object.fromEntries(versions),
  };
};

export const buildContractsPackage = async (): Promise<string> => {
  await rm(CONTRACTS_PACKAGE_DIR, { recursive: true, force: true });
  const output = await buildCode();
  await buildDeclarations();
  await mkdir(join(CONTRACTS_PACKAGE_DIR, 'bin'), { recursive: true });
  await writeFile(join(CONTRACTS_PACKAGE_DIR, 'bin', 'portico-contracts.js'), BIN, { mode: 0o755 });
  await mkdir(join(CONTRACTS_PACKAGE_DIR, 'pacts'));
  for (const provider of BACKSTAGE_PROVIDERS) {
    // Read as a pact (the consumer tests may be rewriting the file while `npm test` runs), written out whole.
    const pact = await readPact(pactFileOf(provider));
    await writeFile(join(CONTRACTS_PACKAGE_DIR, 'pacts', `portico-${provider}.json`), `${JSON.stringify(pact, null, 2)}\n`);
  }
  await cp(resolve('contracts/fixtures'), join(CONTRACTS_PACKAGE_DIR, 'fixtures'), { recursive: true });
  // Portico's example catalog and docs sites, which fixtures/backend/app-config.yaml registers (as
  // PORTICO_CONTRACTS_EXAMPLES); its template is left out: the stock one is fixtures/templates.
  await cp(resolve('config/dev-backend/examples'), join(CONTRACTS_PACKAGE_DIR, 'fixtures', 'examples'), {
    recursive: true,
    filter: (source) => !source.includes(`${resolve('config/dev-backend/examples/templates')}`),
  });
  await writeFile(join(CONTRACTS_PACKAGE_DIR, 'README.md'), readme(USAGE));
  await copyFile('LICENSE', join(CONTRACTS_PACKAGE_DIR, 'LICENSE'));
  // A build output: git leaves it alone without a line in the repository's .gitignore, and npm packs by `files`.
  await writeFile(join(CONTRACTS_PACKAGE_DIR, '.gitignore'), '*\n');
  await writeFile(join(CONTRACTS_PACKAGE_DIR, '.npmignore'), '');
  await writeFile(join(CONTRACTS_PACKAGE_DIR, 'package.json'), `${JSON.stringify(await manifest([...importedPackages(output)]), null, 2)}\n`);
  return CONTRACTS_PACKAGE_DIR;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve('config/package/build-contracts.ts')) {
  await buildContractsPackage();
  console.log(`${CONTRACTS_PACKAGE_NAME} package written to ${CONTRACTS_PACKAGE_DIR}`);
}
