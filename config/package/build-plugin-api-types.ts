// The plugin API's type declarations, one bundled file per public module, for plugin packages written in
// TypeScript: dist-types/plugin-api.d.ts and dist-types/plugin-api-testing.d.ts (the portico-app package's
// exports name them). The modules themselves ship as sources, which the app's build compiles with the plugins.
// Members marked @internal (the shell's own shape of a plugin, how a service is made) are left out.
//
//   npm run build:plugin-api-types [-- <folder>]      (npm pack runs it; dist-types/ by default)
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import type { Plugin } from 'rollup';

export const TYPES_DIR = resolve('dist-types');

const ENTRIES = [
  { input: 'plugin-api/index.ts', file: 'plugin-api.d.ts' },
  { input: 'plugin-api/testing.tsx', file: 'plugin-api-testing.d.ts' },
];

const isPackage = (specifier: string): boolean => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0');

/** The declarations' fp-ts imports, spelt so that every module resolution finds them (`nodenext` needs the file). */
const declarationPath = (specifier: string): string =>
  specifier.startsWith('fp-ts/') && !specifier.startsWith('fp-ts/lib/') ? `fp-ts/lib/${specifier.slice('fp-ts/'.length)}.js` : specifier;

const NO_STYLES = '\0portico-no-styles';
/** Stylesheets the views import for their side effect carry no types. */
const withoutStyles: Plugin = {
  name: 'portico-without-styles',
  resolveId: (source) => (source.endsWith('.css') ? NO_STYLES : null),
  load: (id) => (id === NO_STYLES ? 'export {};' : null),
};

export const buildPluginApiTypes = async (outDir = TYPES_DIR): Promise<string> => {
  await rm(outDir, { recursive: true, force: true });
  for (const entry of ENTRIES) {
    const bundle = await rollup({
      input: entry.input,
      external: isPackage,
      plugins: [withoutStyles, dts({ compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, allowImportingTsExtensions: false, stripInternal: true } })],
    });
    await bundle.write({ file: join(outDir, entry.file), format: 'es', paths: declarationPath });
    await bundle.close();
  }
  return outDir;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve('config/package/build-plugin-api-types.ts')) {
  const outDir = await buildPluginApiTypes(process.argv[2] ? resolve(process.argv[2]) : TYPES_DIR);
  console.log(`Plugin API declarations written to ${outDir}`);
}
