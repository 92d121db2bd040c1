import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { resolveEmbeddedBackendModules } from '../../../config/server/embedded-backend-modules';

describe("a team's own backend modules for the embedded backend", () => {
  let app = '';

  const install = async (name: string, manifest: object, files: Record<string, string>) => {
    const folder = join(app, 'node_modules', name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
    for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
  };

  const modulesOf = (names: unknown) => resolveEmbeddedBackendModules({ portico: { embeddedBackendModules: names } }, app);

  beforeEach(async () => {
    app = await mkdtemp(join(tmpdir(), 'portico-backend-modules-'));
  });

  afterEach(async () => {
    await rm(app, { recursive: true, force: true });
  });

  it('finds none when the key is absent', async () => {
    expect(await resolveEmbeddedBackendModules({}, app)).toEqual(E.right([]));
    expect(await resolveEmbeddedBackendModules({ portico: {} }, app)).toEqual(E.right([]));
  });

  it("finds each package's entry as an import of it would, an ESM-only package's and a CommonJS build's", async () => {
    await install('@acme/search-collator', { type: 'module', exports: { '.': { import: './index.mjs' } } }, { 'index.mjs': 'export default {};' });
    await install('backstage-plugin-acme-backend-module-actions', { main: 'dist/index.cjs.js' }, {});
    await mkdir(join(app, 'node_modules/backstage-plugin-acme-backend-module-actions/dist'));
    await writeFile(join(app, 'node_modules/backstage-plugin-acme-backend-module-actions/dist/index.cjs.js'), 'module.exports = {};');
    expect(await modulesOf(['@acme/search-collator', 'backstage-plugin-acme-backend-module-actions'])).toEqual(
      E.right([
        { packageName: '@acme/search-collator', file: join(app, 'node_modules/@acme/search-collator/index.mjs') },
        { packageName: 'backstage-plugin-acme-backend-module-actions', file: join(app, 'node_modules/backstage-plugin-acme-backend-module-actions/dist/index.cjs.js') },
      ]),
    );
  });

  it('names a package that is not installed, with the installed one it most likely means', async () => {
    await install('@acme/search-collator', { main: 'index.js' }, { 'index.js': '' });
    expect(await modulesOf(['@acme/search-colator'])).toEqual(
      E.left(`The backend module '@acme/search-colator' named in portico.embeddedBackendModules is not installed in ${app}: did you mean @acme/search-collator?`),
    );
    expect(await modulesOf(['@globex/quotas'])).toEqual(
      E.left(`The backend module '@globex/quotas' named in portico.embeddedBackendModules is not installed in ${app} (npm install @globex/quotas)`),
    );
  });

  it('names a package whose exports give an import nothing to load', async () => {
    await install('@acme/types-only', { exports: { '.': { types: './index.d.ts' } } }, {});
    const resolved = await modulesOf(['@acme/types-only']);
    expect(E.isLeft(resolved) && resolved.left).toMatch(/^The backend module '@acme\/types-only' named in portico\.embeddedBackendModules has no entry Node can load: /);
  });
});
