import * as E from 'fp-ts/Either';
import { readAppCatalogLocations } from '../../../config/server/app-catalog-locations';

const APP_DIR = '/home/acme/acme-portal';
const withLocations = (locations: unknown) => ({ catalog: { locations } });

describe("the app config's catalog.locations for the embedded backend", () => {
  it('reads none when the config names none', () => {
    expect(readAppCatalogLocations({}, APP_DIR)).toEqual(E.right([]));
    expect(readAppCatalogLocations({ catalog: { index: { pagination: 'offset' } } }, APP_DIR)).toEqual(E.right([]));
  });

  it('takes a relative file target from the app repository, and leaves absolute paths and URLs as written', () => {
    const read = readAppCatalogLocations(
      withLocations([
        { type: 'file', target: './catalog/acme.yaml' },
        { type: 'file', target: 'teams/../org.yaml' },
        { type: 'file', target: '/srv/catalog/all.yaml' },
        { type: 'url', target: 'https://github.com/acme/catalog/blob/main/all.yaml' },
      ]),
      APP_DIR,
    );
    expect(read).toEqual(
      E.right([
        { type: 'file', target: '/home/acme/acme-portal/catalog/acme.yaml' },
        { type: 'file', target: '/home/acme/acme-portal/org.yaml' },
        { type: 'file', target: '/srv/catalog/all.yaml' },
        { type: 'url', target: 'https://github.com/acme/catalog/blob/main/all.yaml' },
      ]),
    );
  });

  it("passes a location's own catalog rules on", () => {
    const rules = [{ allow: ['Component', 'Template'] }];
    expect(readAppCatalogLocations(withLocations([{ type: 'file', target: 'templates.yaml', rules }]), APP_DIR)).toEqual(
      E.right([{ type: 'file', target: '/home/acme/acme-portal/templates.yaml', rules }]),
    );
  });

  it.each([
    [{ type: 'file', target: 'a.yaml' }, 'catalog.locations must be a list of { type, target } (type file or url)'],
    [['./a.yaml'], 'catalog.locations[0] must be a mapping with a type and a target'],
    [[{ target: './a.yaml' }], 'catalog.locations[0].type must be a location type (file or url)'],
    [[{ type: 'file', target: 'a.yaml' }, { type: 'file', target: ' ' }], 'catalog.locations[1].target must be a path or a URL'],
    [[{ type: 'file', target: 'a.yaml', rules: { allow: ['Component'] } }], 'catalog.locations[0].rules must be a list of { allow: [kinds] }'],
  ])('names the key of a location it cannot read: %j', (locations, message) => {
    expect(readAppCatalogLocations(withLocations(locations), APP_DIR)).toEqual(E.left(message));
  });
});
