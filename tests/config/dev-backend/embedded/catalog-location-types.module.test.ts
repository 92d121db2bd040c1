import { allowedLocationTypes } from '../../../../config/dev-backend/embedded/catalog-location-types.module';

describe('the location types the embedded catalog registers', () => {
  it("keeps Backstage's default when none is named", () => {
    expect(allowedLocationTypes(undefined)).toBeUndefined();
    expect(allowedLocationTypes([])).toBeUndefined();
    expect(allowedLocationTypes([' ', ''])).toBeUndefined();
  });

  it('names each type once, in its order', () => {
    expect(allowedLocationTypes(['url', ' file ', 'url'])).toEqual(['url', 'file']);
  });
});
