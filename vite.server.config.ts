import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// Builds the portal-alone server (config/server/serve.ts) as plain JavaScript for `node`: dist-server/portico-server.mjs.
// Our code and small pure dependencies are bundled in; what must be installed stays external and is listed in
// the generated dist-server/package.json, which describes a folder holding dist/, dist-server/ and that file
// (the container image's /app). Beside it the build writes the matching dist-server/package-lock.json, cut from
// the repository's own lock file so that both hold the same versions, and dist-server/app-config.yaml, the portal
// alone's defaults: `npm ci --omit=dev` in that folder gives a runnable portal that environment variables configure.

const OUT_DIR = 'dist-server';
const ENTRY_FILE = 'portico-server.mjs';
/** The portal alone's default config, written into the output folder as app-config.yaml. */
const DEFAULT_CONFIG = 'config/server/portal-alone.app-config.yaml';

/** Packages that must be installed next to the bundle rather than bundled into it. */
const INSTALLED_PACKAGES = ['@backstage/config-loader'];

/**
 * Modules the portal alone never loads: the embedded backend, its fixture cluster and Vite's dev server.
 * Their dynamic imports become a module that refuses, so none of them (nor their dependencies) is bundled.
 */
const LEFT_OUT = [
  // portico start loads them from the portico-embedded-backend package instead (config/server/embedded-backend-package.ts).
  { name: 'embedded-backend', pattern: /\/config\/dev-backend\/embedded\/(embedded-backend|package-entry)(\.ts)?$/, what: 'the embedded Backstage backend' },
  { name: 'kubernetes-fixture', pattern: /\/config\/dev-backend\/kubernetes-fixture\//, what: 'the Kubernetes fixture cluster' },
  { name: 'vite', pattern: /^vite$/, what: "Vite's dev server (dev mode)" },
  // `portico dev` runs from the sources, through tsx.
  { name: 'vite-app-config', pattern: /\/config\/build\/vite-app-config(\.ts)?$/, what: "the portal's build config (portico dev)" },
];

const LEFT_OUT_PREFIX = '\0portico-left-out:';

const leaveOut = (): Plugin => ({
  name: 'portico-leave-out',
  enforce: 'pre',
  async resolveId(source, importer) {
    const bare = LEFT_OUT.find((entry) => entry.pattern.test(source));
    if (bare) return `${LEFT_OUT_PREFIX}${bare.name}`;
    if (!source.startsWith('.') || !importer) return null;
    const path = resolve(importer, '..', source);
    const local = LEFT_OUT.find((entry) => entry.pattern.test(path));
    return local ? `${LEFT_OUT_PREFIX}${local.name}` : null;
  },
  load(id) {
    if (!id.startsWith(LEFT_OUT_PREFIX)) return null;
    const what = LEFT_OUT.find((entry) => entry.name === id.slice(LEFT_OUT_PREFIX.length))?.what;
    return `throw new Error(${JSON.stringify(`The portal-alone server does not include ${what}.`)});`;
  },
});

const packageNameOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

const isBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

const installedVersion = (name: string): string => {
  const manifest = JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
};

/** Writes the deployment's package.json: the externals the bundle imports, at the versions installed here. */
const deploymentManifest = (): Plugin => ({
  name: 'portico-deployment-manifest',
  generateBundle(_options, bundle) {
    const imported = new Set<string>();
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const specifier of [...output.imports, ...output.dynamicImports]) {
        if (!isBuiltin(specifier) && !specifier.startsWith('.') && !(specifier in bundle)) imported.add(packageNameOf(specifier));
      }
    }
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; license?: string; engines?: unknown };
    const dependencies = Object.fromEntries([...imported].sort().map((name) => [name, installedVersion(name)]));
    const manifest = {
      name: `${root.name}-server`,
      version: root.version,
      private: true,
      description: 'Portico portal server (portal alone, with a Backstage backend elsewhere)',
      ...(root.license ? { license: root.license } : {}),
      type: 'module',
      bin: { 'portico-server': `${OUT_DIR}/${ENTRY_FILE}` },
      scripts: { start: `node ${OUT_DIR}/${ENTRY_FILE}` },
      ...(root.engines ? { engines: root.engines } : {}),
      dependencies,
    };
    this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    this.emitFile({ type: 'asset', fileName: 'app-config.yaml', source: readFileSync(DEFAULT_CONFIG, 'utf8') });
  },
  /**
   * The deployment's package-lock.json: the repository's lock file, pruned by npm to what the manifest needs. Nothing
   * is resolved anew (it runs offline), so every package keeps the version and integrity the repository locked.
   */
  writeBundle(options) {
    const dir = options.dir ?? resolve(OUT_DIR);
    copyFileSync(resolve('package-lock.json'), join(dir, 'package-lock.json'));
    const args = ['install', '--package-lock-only', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
    // Under `npm run`, the npm that runs the build; else the one on PATH.
    const npmCli = process.env['npm_execpath'];
    const [file, fileArgs] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
    execFileSync(file, fileArgs, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  },
});

const isInstalledPackage = (id: string): boolean =>
  INSTALLED_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  publicDir: false,
  plugins: [leaveOut(), deploymentManifest()],
  ssr: { target: 'node', noExternal: true, external: INSTALLED_PACKAGES },
  build: {
    ssr: 'config/server/serve.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      external: (id) => isBuiltin(id) || isInstalledPackage(id),
      // One file: the left-out modules' stand-ins are inlined rather than split into chunks.
      output: { entryFileNames: ENTRY_FILE, codeSplitting: false, banner: '#!/usr/bin/env node' },
    },
  },
});
