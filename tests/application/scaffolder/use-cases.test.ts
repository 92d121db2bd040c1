import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { CatalogLookup } from '../../../application/scaffolder/catalog-lookup.port';
import { listTasks } from '../../../application/scaffolder/list-tasks.use-case';
import { loadMyGroups, loadOwnedEntities, loadPickerEntities, loadTagSuggestions, loadTemplates, PICKER_FIELDS } from '../../../application/scaffolder/picker-entities.use-case';
import type { Entity } from '../../../domain/catalog/entity';
import type { CatalogFilter } from '../../../domain/scaffolder/entity-picker';

const entity = (kind: string, name: string, title?: string): Entity => ({ apiVersion: 'v1', kind, metadata: { name, namespace: 'default', ...(title ? { title } : {}) } });

const fakeCatalog = (entities: readonly Entity[] = []) => {
  const calls: Array<{ filters: readonly CatalogFilter[]; fields?: readonly string[] | undefined }> = [];
  const facetCalls: Array<{ facet: string; filters?: readonly CatalogFilter[] | undefined }> = [];
  const catalog: CatalogLookup = {
    getEntities: (filters, fields) => {
      calls.push({ filters, fields });
      return TE.right(entities);
    },
    getEntityFacet: (facet, filters) => {
      facetCalls.push({ facet, filters });
      return TE.right([
        { value: 'java', count: 1 },
        { value: 'go', count: 3 },
        { value: 'ada', count: 3 },
      ]);
    },
  };
  return { catalog, calls, facetCalls };
};

const alerts = () => ({ post: jest.fn() });

describe('picker entities', () => {
  it('asks the catalog with the filters and the picker fields, sorted by ref', async () => {
    const { catalog, calls } = fakeCatalog([entity('Group', 'b'), entity('Group', 'a')]);
    const result = await loadPickerEntities(catalog)([{ kind: 'Group' }])();
    expect(E.isRight(result) && result.right.map((e) => e.metadata.name)).toEqual(['a', 'b']);
    expect(calls).toEqual([{ filters: [{ kind: 'Group' }], fields: PICKER_FIELDS }]);
  });

  it("owned entities use the user's ownership refs", async () => {
    const { catalog, calls } = fakeCatalog();
    await loadOwnedEntities(catalog, alerts())([{ kind: 'Component' }], { userEntityRef: 'user:default/me', ownershipEntityRefs: ['user:default/me', 'group:default/team'] })();
    expect(calls[0]!.filters).toEqual([{ kind: 'Component', 'relations.ownedBy': ['user:default/me', 'group:default/team'] }]);
  });

  it("my groups are the groups with the user as member", async () => {
    const { catalog, calls } = fakeCatalog();
    await loadMyGroups(catalog, alerts())({ userEntityRef: 'user:default/me', ownershipEntityRefs: [] })();
    expect(calls[0]!.filters).toEqual([{ kind: 'Group', 'relations.hasMember': ['user:default/me'] }]);
  });

  it("without a user ref, posts 'No user entity ref found' as an error and uses an empty list", async () => {
    const { catalog, calls } = fakeCatalog([entity('Group', 'a')]);
    const poster = alerts();
    expect(await loadMyGroups(catalog, poster)({ ownershipEntityRefs: [] })()).toEqual(E.right([]));
    expect(await loadOwnedEntities(catalog, poster)([], { ownershipEntityRefs: [] })()).toEqual(E.right([]));
    expect(poster.post).toHaveBeenCalledWith({ message: 'No user entity ref found', severity: 'error' });
    expect(poster.post).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([]);
  });

  it('tag suggestions come from the metadata.tags facet, most used first', async () => {
    const { catalog, facetCalls } = fakeCatalog();
    const result = await loadTagSuggestions(catalog)(['Component'])();
    expect(E.isRight(result) && result.right.map((facet) => facet.value)).toEqual(['ada', 'go', 'java']);
    expect(facetCalls).toEqual([{ facet: 'metadata.tags', filters: [{ kind: ['Component'] }] }]);
    await loadTagSuggestions(catalog)(undefined)();
    expect(facetCalls[1]).toEqual({ facet: 'metadata.tags', filters: [] });
  });

  it('templates are every Template, sorted by title', async () => {
    const { catalog, calls } = fakeCatalog([entity('Template', 'z', 'Alpha'), entity('Template', 'a', 'Beta')]);
    const result = await loadTemplates(catalog)()();
    expect(E.isRight(result) && result.right.map((e) => e.metadata.name)).toEqual(['z', 'a']);
    expect(calls[0]!.filters).toEqual([{ kind: 'template' }]);
  });
});

describe('list tasks', () => {
  it("passes the query on, and refuses 'owned' without an identity", async () => {
    const api = { listTasks: jest.fn(() => TE.right({ tasks: [], totalTasks: 0 })) };
    expect(await listTasks(api)({ filter: 'owned', limit: 2 }, 'user:default/me')()).toEqual(E.right({ tasks: [], totalTasks: 0 }));
    expect(api.listTasks).toHaveBeenCalledWith([
      ['createdBy', 'user:default/me'],
      ['limit', '2'],
    ]);
    const refused = await listTasks(api)({ filter: 'owned' }, undefined)();
    expect(E.isLeft(refused) && refused.left._tag).toBe('IdentityMissing');
    expect(api.listTasks).toHaveBeenCalledTimes(1);
  });
});
