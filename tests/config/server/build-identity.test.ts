// `portico start` serves only a build made by this Portico with the plugin packages configured and installed now.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_IDENTITY_FILE, buildMismatch, currentIdentity, porticoVersion, writeBuildIdentity } from '../../../config/server/build-identity';

describe('the build identity', () => {
  let appDir: string;
  let distDir: string;
  const version = async () => (JSON.parse(await readFile(join(__dirname, '../../../package.json'), 'utf8')) as { version: string }).version;

  beforeEach(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'portico-identity-'));
    distDir = join(appDir, 'dist');
    const plugin = join(appDir, 'node_modules', '@acme', 'portico-plugin-on-call');
    await mkdir(plugin, { recursive: true });
    await writeFile(join(plugin, 'package.json'), JSON.stringify({ name: '@acme/portico-plugin-on-call', version: '1.0.0', portico: { pluginId: 'on-call' } }));
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  it("is Portico's own version and the plugin packages with their installed versions", async () => {
    expect(await porticoVersion()).toBe(await version());
    expect(await porticoVersion(pathToFileURL(join(tmpdir(), 'elsewhere', 'server.mjs')).href)).toBeUndefined();
    expect(await currentIdentity(appDir, ['@acme/portico-plugin-on-call'])).toEqual({
      portico: await version(),
      plugins: [{ name: '@acme/portico-plugin-on-call', version: '1.0.0' }],
    });
  });

  it('lets the same Portico with the same plugins serve the build', async () => {
    const identity = await currentIdentity(appDir, ['@acme/portico-plugin-on-call']);
    await writeBuildIdentity(distDir, identity);
    expect(await buildMismatch(distDir, identity)).toBeUndefined();
    // Where the plugin packages are not installed (a built image), their names alone are compared.
    expect(await buildMismatch(distDir, { portico: identity.portico, plugins: [{ name: '@acme/portico-plugin-on-call' }] })).toBeUndefined();
  });

  it('names the versions when another Portico built it', async () => {
    await writeBuildIdentity(distDir, { portico: '0.1.0', plugins: [] });
    expect(await buildMismatch(distDir, { portico: '1.0.0', plugins: [] })).toBe(`${distDir} was built by Portico 0.1.0; this is Portico 1.0.0: run 'portico build' first.`);
  });

  it('names both plugin sets when the plugins or their versions changed', async () => {
    await writeBuildIdentity(distDir, { portico: '1.0.0', plugins: [{ name: '@acme/portico-plugin-on-call', version: '1.0.0' }] });
    expect(await buildMismatch(distDir, { portico: '1.0.0', plugins: [] })).toBe(
      `${distDir} was built with @acme/portico-plugin-on-call@1.0.0; portico.plugins and the installed packages give no plugin packages: run 'portico build' first.`,
    );
    expect(await buildMismatch(distDir, { portico: '1.0.0', plugins: [{ name: '@acme/portico-plugin-on-call', version: '1.1.0' }] })).toBe(
      `${distDir} was built with @acme/portico-plugin-on-call@1.0.0; portico.plugins and the installed packages give @acme/portico-plugin-on-call@1.1.0: run 'portico build' first.`,
    );
  });

  it('refuses a build without a record of what made it', async () => {
    await mkdir(distDir, { recursive: true });
    expect(await buildMismatch(distDir, { portico: '1.0.0', plugins: [] })).toBe(`${distDir} holds no record of the Portico that built it: run 'portico build' first.`);
    await mkdir(join(distDir, '.vite'), { recursive: true });
    await writeFile(join(distDir, BUILD_IDENTITY_FILE), '{"portico": 1}');
    expect(await buildMismatch(distDir, { portico: '1.0.0', plugins: [] })).toMatch(/holds no record/);
  });
});
