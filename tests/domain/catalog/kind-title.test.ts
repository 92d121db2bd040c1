import { kindTitle } from '../../../domain/catalog/kind-title';

describe('kindTitle', () => {
  it("spells core kinds as the catalog does ('API', not 'Api')", () => {
    expect(kindTitle('api')).toBe('API');
    expect(kindTitle('component')).toBe('Component');
    expect(kindTitle('GROUP')).toBe('Group');
  });

  it("takes other kinds' spelling from the backend, else capitalises the first letter", () => {
    expect(kindTitle('mlmodel', ['MLModel'])).toBe('MLModel');
    expect(kindTitle('widget')).toBe('Widget');
  });
});
