import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { asProductionBuild, buildStampPlugin, isBuildCurrent, sourceFingerprint, STAMP_FILE } from '../../../config/server/build-stamp';
import type { BackstagePluginConfig } from '../../../domain/backstage-plugins/backstage-plugin-config';

/** Runs the stamp plugin's hooks as `vite build` calls them, with `during` between the build's start and its end. */
const runBuild = async (plugin: Plugin, root: string, { error, during }: { error?: Error; during?: () => Promise<unknown> } = {}) => {
  const hook = (name: 'configResolved' | 'buildStart' | 'buildEnd' | 'closeBundle') => plugin[name] as unknown as (...args: unknown[]) => unknown;
  await hook('configResolved')({ root, build: { outDir: 'dist' } } as unknown as ResolvedConfig);
  await hook('buildStart')({});
  await during?.();
  await hook('buildEnd')(error);
  if (!error) await hook('closeBundle')();
};

describe('build stamp', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-stamp-'));
    for (const folder of ['domain', 'application', 'adapters', 'ui/app', 'config/browser', 'config/server', 'tests', 'dist']) await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, 'ui/app/app.tsx'), 'export const App = 1;');
    await writeFile(join(root, 'config/browser/main.tsx'), 'import "../ui/app/app";');
    await writeFile(join(root, 'index.html'), '<html></html>');
    await writeFile(join(root, 'dist/index.html'), '<html></html>');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const stamp = async () => writeFile(join(root, 'dist', STAMP_FILE), `${await sourceFingerprint(root)}\n`);

  it('is stale without a stamp and current with the stamp of the same sources', async () => {
    expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(false);
    await stamp();
    expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(true);
  });

  it.each([
    ['an edited source', (dir: string) => writeFile(join(dir, 'ui/app/app.tsx'), 'export const App = 22;')],
    ['a touched source', (dir: string) => utimes(join(dir, 'config/browser/main.tsx'), new Date(), new Date(Date.now() + 60_000))],
    ['an added source', (dir: string) => writeFile(join(dir, 'domain/new.ts'), 'export {};')],
    ['a changed lock file', (dir: string) => writeFile(join(dir, 'package-lock.json'), '{}')],
  ])('is stale after %s', async (_what, change) => {
    await stamp();
    await change(root);
    expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(false);
  });

  it('is stale when the Backstage plugins named in the config change', async () => {
    const radar: BackstagePluginConfig = { package: '@backstage-community/plugin-tech-radar', id: 'tech-radar', dynamicRoutes: [{ path: '/tech-radar', importName: 'TechRadarPage' }], mountPoints: [] };
    await writeFile(join(root, 'dist', STAMP_FILE), `${await sourceFingerprint(root, [], [radar])}\n`);
    expect(await isBuildCurrent(root, join(root, 'dist'), [], [radar])).toBe(true);
    expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(false);
    expect(await isBuildCurrent(root, join(root, 'dist'), [], [{ ...radar, dynamicRoutes: [{ path: '/radar', importName: 'TechRadarPage' }] }])).toBe(false);
  });

  it('stays current when files outside the browser sources change', async () => {
    await stamp();
    await writeFile(join(root, 'tests/x.test.ts'), 'test');
    expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(true);
  });

  it('is stale when the build itself is gone', async () => {
    await stamp();
    await rm(join(root, 'dist/index.html'));
    expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(false);
  });

  describe('written by `vite build` (npm run build)', () => {
    it('makes the build current for npm start, with the same plugin packages', async () => {
      await runBuild(buildStampPlugin(root, ['@acme/on-call']), root);
      expect(await isBuildCurrent(root, join(root, 'dist'), ['@acme/on-call'])).toBe(true);
      expect(await isBuildCurrent(root, join(root, 'dist'), [])).toBe(false);
    });

    it('is not written by a failed build', async () => {
      await runBuild(buildStampPlugin(root, []), root, { error: new Error('syntax error') });
      expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(false);
    });

    it('is taken as the build starts: a source edited during the build makes the next start build again', async () => {
      await runBuild(buildStampPlugin(root, []), root, { during: () => writeFile(join(root, 'ui/app/app.tsx'), 'export const App = 3;') });
      expect(await isBuildCurrent(root, join(root, 'dist'))).toBe(false);
    });
  });
});

describe("the portal's build", () => {
  const nodeEnv = process.env['NODE_ENV'];
  afterEach(() => {
    process.env['NODE_ENV'] = nodeEnv;
  });

  it("is a production build whatever NODE_ENV the shell has, and gives the shell's back", async () => {
    process.env['NODE_ENV'] = 'test';
    expect(await asProductionBuild(async () => process.env['NODE_ENV'])).toBe('production');
    expect(process.env['NODE_ENV']).toBe('test');
  });

  it('gives NODE_ENV back when the build fails, and leaves it unset when it was', async () => {
    delete process.env['NODE_ENV'];
    await expect(asProductionBuild(() => Promise.reject(new Error('no entry')))).rejects.toThrow('no entry');
    expect('NODE_ENV' in process.env).toBe(false);
  });
});
