import * as E from 'fp-ts/Either';
import {
  extensionEntriesOfLayers,
  extensionsConfigValue,
  mergeExtensionEntries,
  readExtensionEntries,
  withExtensionsMergedById,
} from '../../../domain/app/extension-config';
import type { ConfigLayer } from '../../../domain/app/config-values';

const layer = (context: string, extensions: unknown): ConfigLayer => ({ context, data: { app: { extensions } } as never });

const entries = (value: unknown) => {
  const read = readExtensionEntries(value as never, 'app-config.yaml');
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

describe('reading app.extensions', () => {
  it("reads Backstage's forms: an id alone, an id with true or false, an id with an object", () => {
    const read = entries([
      'page:catalog',
      { 'entity-card:org/org-members': false },
      { 'nav-item:search': true },
      {
        'entity-content:kubernetes/kubernetes': { title: ' Workloads ', order: 5, when: { isKind: 'component' }, config: { refreshSeconds: 10 } },
      },
    ]);
    expect(read.map(({ id, override, key }) => ({ id, override, key }))).toEqual([
      { id: 'page:catalog', override: { disabled: false }, key: 'app.extensions[0]' },
      { id: 'entity-card:org/org-members', override: { disabled: true }, key: 'app.extensions[1]' },
      { id: 'nav-item:search', override: { disabled: false }, key: 'app.extensions[2]' },
      {
        id: 'entity-content:kubernetes/kubernetes',
        override: { title: 'Workloads', order: 5, when: { isKind: ['component'] }, config: { refreshSeconds: 10 } },
        key: 'app.extensions[3]',
      },
    ]);
  });

  it.each([
    ['not a list', { 'page:catalog': false }, "Config key 'app.extensions' in 'app-config.yaml' must be a list of extension ids, each mapped to true, false or an object; got an object"],
    ['an entry of two ids', [{ 'page:catalog': false, 'page:search': false }], "Config key 'app.extensions[0]' in 'app-config.yaml' must map one extension id to true, false or an object, got 2 keys"],
    ['an entry that is a number', [3], "Config key 'app.extensions[0]' in 'app-config.yaml' must map one extension id to true, false or an object, got a number"],
    ['an id of an unknown kind', [{ 'card:catalog/about': false }], "Config key 'app.extensions[0]' in 'app-config.yaml' names 'card:catalog/about', which is not an extension id: ids are kind:plugin or kind:plugin/name, with kind one of page, nav-item, entity-content, entity-card, scaffolder-form-field, search-result-list-item, home-page-widget, entity-context-menu-item, theme, techdocs-addon (e.g. 'entity-card:catalog/about')"],
    ['a value that is a string', [{ 'page:catalog': 'off' }], "Config key 'app.extensions[0].page:catalog' in 'app-config.yaml' must be true, false or an object (disabled, order, title, when, config), got a string"],
    ['an unknown key', [{ 'page:catalog': { hidden: true } }], "Config key 'app.extensions[0].page:catalog' in 'app-config.yaml' has unknown key 'hidden' (known: disabled, order, title, when, config)"],
    ['an order that is a string', [{ 'nav-item:search': { order: 'first' } }], "Config key 'app.extensions[0].nav-item:search.order' in 'app-config.yaml' must be a number, got a string"],
    ['an empty title', [{ 'nav-item:search': { title: ' ' } }], "Config key 'app.extensions[0].nav-item:search.title' in 'app-config.yaml' must be a non-empty string, got a string"],
    ['disabled as text', [{ 'nav-item:search': { disabled: 'yes' } }], "Config key 'app.extensions[0].nav-item:search.disabled' in 'app-config.yaml' must be true or false, got a string"],
    ['config that is a list', [{ 'page:catalog': { config: [1] } }], "Config key 'app.extensions[0].page:catalog.config' in 'app-config.yaml' must be an object, got a list"],
    ['a wrong condition', [{ 'entity-card:catalog/about': { when: { isKind: [] } } }], "Config key 'app.extensions[0].entity-card:catalog/about.when.isKind' in 'app-config.yaml' must name at least one value"],
    ['a title for a form field', [{ 'scaffolder-form-field:acme/AcmeRepoPicker': { title: 'Repository' } }], "Config key 'app.extensions[0].scaffolder-form-field:acme/AcmeRepoPicker.title' in 'app-config.yaml' does not apply to a scaffolder form field (scaffolder-form-field:acme/AcmeRepoPicker): it takes disabled, config"],
    ['an order for a search result renderer', [{ 'search-result-list-item:search/techdocs': { order: 1 } }], "Config key 'app.extensions[0].search-result-list-item:search/techdocs.order' in 'app-config.yaml' does not apply to a search result renderer (search-result-list-item:search/techdocs): it takes disabled, config"],
    ['a condition for a home page widget', [{ 'home-page-widget:home/toolkit': { when: { isKind: 'group' } } }], "Config key 'app.extensions[0].home-page-widget:home/toolkit.when' in 'app-config.yaml' does not apply to a home page widget (home-page-widget:home/toolkit): it takes disabled, order, title, config"],
    ['a title for a page', [{ 'page:catalog': { title: 'Software' } }], "Config key 'app.extensions[0].page:catalog.title' in 'app-config.yaml' does not apply to a page (page:catalog): it takes disabled, config"],
  ])('refuses %s, naming the key and the file', (_, value, message) => {
    expect(readExtensionEntries(value as never, 'app-config.yaml')).toEqual(E.left(message));
  });
});

describe('merging app.extensions by id', () => {
  const layers = [
    layer('app-config.yaml', [
      { 'entity-card:catalog/about': false },
      { 'entity-content:techdocs/docs': { title: 'Docs', order: 40, config: { a: { b: 1, c: 2 } } } },
    ]),
    layer('app-config.production.yaml', [{ 'nav-item:search': false }, { 'entity-content:techdocs/docs': { title: 'Handbook', config: { a: { c: 3 } } } }]),
    layer('env', [{ 'entity-card:catalog/about': true }]),
  ];

  it("keeps each file's entries for other ids, and merges a later file's entry for an id over the earlier ones", () => {
    const read = extensionEntriesOfLayers(layers);
    if (E.isLeft(read)) throw new Error(read.left);
    expect([...mergeExtensionEntries(read.right)]).toEqual([
      ['entity-card:catalog/about', { disabled: false }],
      ['entity-content:techdocs/docs', { title: 'Handbook', order: 40, config: { a: { b: 1, c: 3 } } }],
      ['nav-item:search', { disabled: true }],
    ]);
  });

  it("writes the merged entries back into the config in Backstage's form", () => {
    const merged = withExtensionsMergedById({ app: { title: 'Portico', extensions: [{ 'entity-card:catalog/about': true }] } }, layers);
    expect(merged).toEqual(
      E.right({
        app: {
          title: 'Portico',
          extensions: [
            { 'entity-card:catalog/about': { disabled: false } },
            { 'entity-content:techdocs/docs': { title: 'Handbook', order: 40, config: { a: { b: 1, c: 3 } } } },
            { 'nav-item:search': { disabled: true } },
          ],
        },
      }),
    );
  });

  it('starts again from a layer that sets app.extensions to null', () => {
    const read = extensionEntriesOfLayers([layer('a.yaml', [{ 'nav-item:search': false }]), layer('b.yaml', null), layer('c.yaml', ['page:catalog'])]);
    expect(E.map(mergeExtensionEntries)(read)).toEqual(E.right(new Map([['page:catalog', { disabled: false }]])));
  });

  it('names the file of an entry that is not as it should be', () => {
    expect(extensionEntriesOfLayers([layer('a.yaml', []), layer('/etc/portico/b.yaml', [{ 'nav-item:search': { order: '1' } }])])).toEqual(
      E.left("Config key 'app.extensions[0].nav-item:search.order' in '/etc/portico/b.yaml' must be a number, got a string"),
    );
  });

  it('reads back what it writes', () => {
    const overrides = new Map([['page:catalog', { disabled: true, config: { x: 1 } }]]);
    expect(E.map(mergeExtensionEntries)(readExtensionEntries(extensionsConfigValue(overrides), 'app-config'))).toEqual(E.right(overrides));
  });
});
