// A plugin package reaches Portico through its plugin API only: an import of any other of Portico's files, by a
// relative or an absolute path, stops the build, naming the importing file and what it imported. Its own files, the
// packages in node_modules (React, Blueprint, …) and the plugin API are its to import.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { boundaryCrossing, type ImportBoundary } from '../../../config/build/plugin-packages';

const REPO = resolve(__dirname, '../../..');

describe('boundaryCrossing', () => {
  const root = '/srv/app/node_modules/portico-app';
  const boundary: ImportBoundary = {
    root,
    plugins: [
      { packageName: '@acme/portico-plugin-on-call', folder: '/srv/app/plugins/on-call' },
      // A plugin inside Portico's folder, as the example plugin is in Portico's own repository.
      { packageName: '@portico-examples/plugin-on-call', folder: `${root}/examples/plugin-on-call` },
    ],
  };
  const importer = '/srv/app/plugins/on-call/src/index.tsx';

  it.each([
    ['its own files', './on-call-card', '/srv/app/plugins/on-call/src/on-call-card.tsx'],
    ['React in the app', 'react', '/srv/app/node_modules/react/index.js'],
    ["Blueprint in Portico's node_modules", '@blueprintjs/core', `${root}/node_modules/@blueprintjs/core/lib/esm/index.js`],
    ['the plugin API', 'portico-app/plugin-api', `${root}/plugin-api/index.ts`],
    ["the plugin API's test host", 'portico-app/plugin-api/testing', `${root}/plugin-api/testing.tsx`],
    ["Vite's helpers", '\0vite/preload-helper.js', '\0vite/preload-helper.js'],
  ])('lets a plugin import %s', (_what, source, resolved) => {
    expect(boundaryCrossing(boundary, importer, source, resolved)).toBeUndefined();
  });

  it("lets a plugin inside Portico's folder import its own files, and leaves Portico's own imports alone", () => {
    const example = `${root}/examples/plugin-on-call/src/index.tsx`;
    expect(boundaryCrossing(boundary, example, './page', `${root}/examples/plugin-on-call/src/page.tsx`)).toBeUndefined();
    expect(boundaryCrossing(boundary, `${root}/plugin-api/index.ts`, '../ui/app/plugin', `${root}/ui/app/plugin.tsx`)).toBeUndefined();
  });

  it.each([
    ['a relative path', '../../../node_modules/portico-app/ui/app/error-panel', `${root}/ui/app/error-panel.tsx`, 'ui/app/error-panel.tsx'],
    ['an absolute path', `${root}/domain/app/messages`, `${root}/domain/app/messages.ts`, 'domain/app/messages.ts'],
    ['a file beside the plugin API', `${root}/plugin-api/hooks`, `${root}/plugin-api/hooks.ts`, 'plugin-api/hooks.ts'],
  ])("stops at an import of Portico's internals by %s, naming the file and what it imported", (_how, source, resolved, inPortico) => {
    expect(boundaryCrossing(boundary, `${importer}?v=1`, source, resolved)).toBe(
      `The plugin package '@acme/portico-plugin-on-call' imports Portico's internals: ${importer} imports '${source}' (${inPortico} of Portico). ` +
        "A plugin may import only 'portico-app/plugin-api' (and 'portico-app/plugin-api/testing' in its tests)",
    );
  });
});

describe("the portal's build with a plugin that imports Portico's internals", () => {
  let app: string;
  beforeEach(async () => {
    app = await realpath(await mkdtemp(join(tmpdir(), 'portico-plugin-boundary-')));
  });
  afterEach(() => rm(app, { recursive: true, force: true }));

  /** A plugin package in the app's node_modules whose entry has `source` as its code. */
  const installPlugin = async (name: string, source: (entry: string) => string): Promise<string> => {
    const folder = join(app, 'node_modules', name);
    const entry = join(folder, 'src', 'index.ts');
    await mkdir(dirname(entry), { recursive: true });
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0', type: 'module', exports: { '.': './src/index.ts' }, portico: { pluginId: 'boundary' } }));
    await writeFile(join(folder, 'src', 'own.ts'), "export const own = 'own';\n");
    await writeFile(entry, source(entry));
    return entry;
  };

  /** Builds the list of plugins (the virtual module the browser loads them from) with the portal's build config: its output. */
  const buildPlugins = async (pluginPackages: readonly string[]): Promise<string> => {
    const script = join(__dirname, 'fixtures', 'build-plugin-list.ts');
    return promisify(execFile)(process.execPath, ['--import', 'tsx', script, REPO, app, ...pluginPackages], { cwd: REPO }).then(
      ({ stdout }) => stdout.trim(),
      (error: { stderr?: string }) => `failed: ${error.stderr?.trim() ?? String(error)}`,
    );
  };

  it.each([
    ['a relative path', (entry: string) => relative(dirname(entry), join(REPO, 'domain/app/messages')), 'domain/app/messages.ts'],
    ['an absolute path', () => join(REPO, 'domain/app/messages.ts'), 'domain/app/messages.ts'],
  ])('stops at an import by %s, naming the importing file and the import', async (_how, target, inPortico) => {
    let imported = '';
    const entry = await installPlugin('@acme/portico-plugin-boundary', (file) => {
      imported = target(file);
      return `import { messages } from ${JSON.stringify(imported)};\nimport { own } from './own';\nexport default [messages, own];\n`;
    });
    const output = await buildPlugins(['@acme/portico-plugin-boundary']);
    expect(output).toMatch(/^failed: /);
    expect(output).toContain(`The plugin package '@acme/portico-plugin-boundary' imports Portico's internals: ${entry} imports '${imported}' (${inPortico} of Portico)`);
  }, 120_000);

  it('builds a plugin that imports its own files, a package from node_modules and the plugin API', async () => {
    await installPlugin(
      '@acme/portico-plugin-boundary',
      () => "import { pipe } from 'fp-ts/function';\nimport { PLUGIN_API_VERSION } from 'portico-app/plugin-api';\nimport { own } from './own';\nexport default pipe(own, (x) => [x, PLUGIN_API_VERSION]);\n",
    );
    expect(await buildPlugins(['@acme/portico-plugin-boundary'])).toBe('built');
  }, 120_000);
});
