import { existsSync } from 'node:fs';
import {
  BOOT_MODULE,
  firstPageChunkName,
  pageChunkFiles,
  parseBuildManifest,
  routeChunkFiles,
  routeChunksElement,
  ROUTE_MODULES,
  routeModulesOf,
  type BuildManifest,
} from '../../../config/server/route-preloads';

const CATALOG_INDEX = 'ui/catalog/catalog-index-page.tsx';
const ENTITY_PAGE = 'ui/catalog/entity-page/entity-page.tsx';

/** A manifest as the build writes it: the start in a chunk named after it, without `src`. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_entry-imports-b.js'] },
  '_entry-imports-b.js': { file: 'assets/entry-imports-b.js' },
  '_boot-c.js': { file: 'assets/boot-c.js', name: 'boot', imports: ['_entry-imports-b.js'], css: ['assets/boot-c.css'] },
  [CATALOG_INDEX]: { file: 'assets/catalog-index-page-d.js', src: CATALOG_INDEX, imports: ['_boot-c.js', '_tag-f.js'] },
  [ENTITY_PAGE]: { file: 'assets/entity-page-e.js', src: ENTITY_PAGE, imports: ['_boot-c.js', '_tag-f.js'] },
  '_tag-f.js': { file: 'assets/tag-f.js' },
};

describe('route preloads', () => {
  it('names a first-page module’s chunk after its file', () => {
    expect(firstPageChunkName(BOOT_MODULE)).toBe('boot');
    expect(firstPageChunkName(CATALOG_INDEX)).toBe('catalog-index-page');
  });

  it('finds the start’s chunk by its name when the build gave it no source path', () => {
    expect(pageChunkFiles(manifest)).toEqual({ scripts: ['assets/boot-c.js'], styles: ['assets/boot-c.css'] });
  });

  it('adds the opened page’s chunks beyond the start’s', () => {
    expect(pageChunkFiles(manifest, [CATALOG_INDEX]).scripts).toEqual(['assets/boot-c.js', 'assets/catalog-index-page-d.js', 'assets/tag-f.js']);
    expect(pageChunkFiles(manifest, [ENTITY_PAGE]).scripts).toEqual(['assets/boot-c.js', 'assets/entity-page-e.js', 'assets/tag-f.js']);
  });

  it('keeps apart the opened page’s own chunks, which the first script preloads', () => {
    expect(routeChunkFiles(manifest, [CATALOG_INDEX])).toEqual({ scripts: ['assets/catalog-index-page-d.js', 'assets/tag-f.js'], styles: [] });
    expect(routeChunkFiles(manifest, [])).toEqual({ scripts: [], styles: [] });
  });

  it('lists them in a data block under the base path, with no way out of the element', () => {
    const block = routeChunksElement(['assets/catalog-index-page-d.js', 'assets/</script>x.js'], '/portal');
    expect(block).toBe(
      '<script type="application/json" id="portico-route-chunks">["/portal/assets/catalog-index-page-d.js","/portal/assets/\\u003c/script\\u003ex.js"]</script>',
    );
  });

  it('reads the chunk names and source paths of a manifest', () => {
    expect(parseBuildManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(parseBuildManifest(JSON.stringify({ x: { file: 'a.js', name: 3 } }))).toBeUndefined();
  });

  it('preloads an API definition’s viewer beside the entity page, and only the entity page for its other tabs', () => {
    const definition = routeModulesOf('/catalog/default/api/payments/definition');
    expect(definition).toContain(ENTITY_PAGE);
    expect(definition).toContain('ui/api-docs/viewers/openapi-viewer.tsx');
    expect(routeModulesOf('/catalog/default/api/payments')).toEqual([ENTITY_PAGE]);
    expect(routeModulesOf('/catalog/default/component/payments/definition')).toEqual([ENTITY_PAGE]);
    expect(routeModulesOf('/catalog')).toEqual([CATALOG_INDEX]);
    expect(routeModulesOf('/docs')).toEqual([]);
  });

  it('names modules that exist', () => {
    const missing = ROUTE_MODULES.flatMap((route) => route.modules).filter((module) => !existsSync(module));
    expect(missing).toEqual([]);
  });
});
