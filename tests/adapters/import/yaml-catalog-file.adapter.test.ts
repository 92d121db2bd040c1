import * as E from 'fp-ts/Either';
import { YamlCatalogFileFormat } from '../../../adapters/import/yaml-catalog-file.adapter';

const format = new YamlCatalogFileFormat();

describe('YamlCatalogFileFormat', () => {
  it('reads every document of a file, leaving out empty ones', async () => {
    const text = 'kind: Component\nmetadata:\n  name: a\n---\nkind: API\nmetadata:\n  name: b\n---\n';
    expect(await format.parseDocuments(text)()).toEqual(
      E.right([
        { kind: 'Component', metadata: { name: 'a' } },
        { kind: 'API', metadata: { name: 'b' } },
      ]),
    );
  });

  it('refuses YAML it cannot read', async () => {
    const result = await format.parseDocuments('kind: [unclosed\n')();
    expect(E.isLeft(result) && result.left._tag).toBe('Rejected');
    expect(E.isLeft(result) && result.left.message).toMatch(/^The catalog file is not valid YAML: /);
  });

  it('writes one document per entity, separated by ---, and reads them back', async () => {
    const entities = [
      { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'a', annotations: { 'github.com/project-slug': 'acme/a' } }, spec: { owner: 'web' } },
      { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'b' } },
    ];
    const written = await format.stringifyDocuments(entities)();
    expect(E.isRight(written) && written.right).toBe(
      'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: a\n  annotations:\n    github.com/project-slug: acme/a\nspec:\n  owner: web\n' +
        '---\napiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: b\n',
    );
    expect(E.isRight(written) && (await format.parseDocuments(written.right)())).toEqual(E.right(entities));
  });
});
