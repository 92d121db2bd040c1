// The catalog part of the config the embedded backend is started with: a team's own locations besides the examples.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { baseCatalogLocations, BACKEND_BASE_CONFIG, appConfigForBackend } from '../../../../config/dev-backend/embedded/embedded-backend';

const REPOSITORY = resolve(__dirname, '../../../..');

describe('appConfigForBackend', () => {
  it('writes nothing when there is nothing to add: the base config keeps its examples and Backstage its location types', async () => {
    expect(await appConfigForBackend(REPOSITORY, {})).toEqual({});
    expect(await appConfigForBackend(REPOSITORY, { catalogLocations: [], allowedLocationTypes: [] })).toEqual({});
  });

  it("lists the examples' locations first, as the base config writes them, then the team's own", async () => {
    const examples = await baseCatalogLocations(REPOSITORY);
    expect(examples).toContainEqual({ type: 'file', target: '${PORTICO_EXAMPLES_DIR}/components.yaml' });
    const own = { type: 'file', target: '/home/acme/acme-portal/catalog/acme.yaml' };
    expect(await appConfigForBackend(REPOSITORY, { catalogLocations: [own] })).toEqual({ catalog: { locations: [...examples, own] } });
  });

  it('keeps a target with ${ as written rather than as an environment variable', async () => {
    const config = (await appConfigForBackend(REPOSITORY, { catalogLocations: [{ type: 'file', target: '/srv/${HOME}/a.yaml' }] })) as {
      catalog: { locations: { target: string }[] };
    };
    expect(config.catalog.locations.at(-1)).toEqual({ type: 'file', target: '/srv/$${HOME}/a.yaml' });
  });

  it('names the location types the catalog registers', async () => {
    expect(await appConfigForBackend(REPOSITORY, { allowedLocationTypes: ['url', 'file'] })).toEqual({
      portico: { catalog: { allowedLocationTypes: ['url', 'file'] } },
    });
  });

  it('reads the examples from the root the backend runs from (an installed package)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portico-backend-root-'));
    try {
      await mkdir(join(root, BACKEND_BASE_CONFIG, '..'), { recursive: true });
      await writeFile(join(root, BACKEND_BASE_CONFIG), 'catalog:\n  locations:\n    - { type: file, target: "${PORTICO_EXAMPLES_DIR}/only.yaml" }\n');
      const own = { type: 'url', target: 'https://example.com/catalog-info.yaml' };
      expect(await appConfigForBackend(root, { catalogLocations: [own] })).toEqual({
        catalog: { locations: [{ type: 'file', target: '${PORTICO_EXAMPLES_DIR}/only.yaml' }, own] },
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("the proxy's endpoints", () => {
  it("passes the app config's proxy endpoints on, and writes none when it names none", async () => {
    const endpoints = { '/on-call': { target: 'http://127.0.0.1:9000', credentials: 'forward' } };
    expect(await appConfigForBackend(REPOSITORY, { proxyEndpoints: endpoints })).toEqual({ proxy: { endpoints } });
    expect(await appConfigForBackend(REPOSITORY, { proxyEndpoints: {} })).toEqual({});
  });
});

describe("a team's own backend modules", () => {
  it('names each with its entry, beside the location types, and writes none when there are none', async () => {
    const module = { packageName: '@acme/search-collator', file: '/srv/${HOME}/node_modules/@acme/search-collator/index.mjs' };
    expect(await appConfigForBackend(REPOSITORY, { addedModules: [module], allowedLocationTypes: ['url', 'file'] })).toEqual({
      portico: {
        catalog: { allowedLocationTypes: ['url', 'file'] },
        // The backend's config loader would read `${HOME}` as a variable.
        addedModules: [{ packageName: '@acme/search-collator', file: '/srv/$${HOME}/node_modules/@acme/search-collator/index.mjs' }],
      },
    });
    expect(await appConfigForBackend(REPOSITORY, { addedModules: [] })).toEqual({});
  });
});
