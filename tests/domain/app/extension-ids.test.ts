import fc from 'fast-check';
import { EXTENSION_KINDS, extensionId, navItemExtensionId, pageExtensionId, parseExtensionId } from '../../../domain/app/extension-ids';

describe('extension ids', () => {
  it.each([
    ['entity-card:catalog/about', { kind: 'entity-card', pluginId: 'catalog', name: 'about' }],
    ['entity-content:kubernetes/kubernetes', { kind: 'entity-content', pluginId: 'kubernetes', name: 'kubernetes' }],
    ['page:catalog', { kind: 'page', pluginId: 'catalog' }],
    ['nav-item:org/my-groups', { kind: 'nav-item', pluginId: 'org', name: 'my-groups' }],
    ['scaffolder-form-field:acme/AcmeRepoPicker', { kind: 'scaffolder-form-field', pluginId: 'acme', name: 'AcmeRepoPicker' }],
    ['search-result-list-item:search/software-catalog', { kind: 'search-result-list-item', pluginId: 'search', name: 'software-catalog' }],
    ['home-page-widget:home/random-joke', { kind: 'home-page-widget', pluginId: 'home', name: 'random-joke' }],
    ['home-page-widget:on-call/on-call-now', { kind: 'home-page-widget', pluginId: 'on-call', name: 'on-call-now' }],
    ['entity-context-menu-item:catalog/inspect-entity', { kind: 'entity-context-menu-item', pluginId: 'catalog', name: 'inspect-entity' }],
  ])('reads %s', (id, parsed) => {
    expect(parseExtensionId(id)).toEqual(parsed);
  });

  it.each(['catalog', 'card:catalog/about', 'page:', 'page:Catalog', 'page:catalog/', 'page:catalog/a/b', 'entity-card:catalog about', ':catalog', 'home-widget:home/toolkit', 'entity-menu-item:catalog/inspect-entity'])(
    'refuses %s',
    (id) => {
      expect(parseExtensionId(id)).toBeUndefined();
    },
  );

  it("names a plugin's first page and sidebar item by the plugin, the others by their own name or position", () => {
    expect(pageExtensionId('catalog', 0, 'index')).toBe('page:catalog');
    expect(pageExtensionId('catalog', 1, 'entity')).toBe('page:catalog/entity');
    expect(pageExtensionId('on-call', 2, undefined)).toBe('page:on-call/3');
    expect(navItemExtensionId('techdocs', 0, 'docs')).toBe('nav-item:techdocs');
    expect(navItemExtensionId('on-call', 1, 'pager')).toBe('nav-item:on-call/pager');
  });

  it('reads back every id it makes', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,4}){0,2}$/);
    fc.assert(
      fc.property(fc.constantFrom(...EXTENSION_KINDS), word, fc.option(word, { nil: undefined }), (kind, pluginId, name) => {
        expect(parseExtensionId(extensionId(kind, pluginId, name))).toEqual({ kind, pluginId, ...(name === undefined ? {} : { name }) });
      }),
    );
  });
});
