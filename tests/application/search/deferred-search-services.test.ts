import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { deferSearchServices, type SearchServices } from '../../../application/search/deferred-search-services';

const services: SearchServices = {
  engine: { query: (query) => TE.right({ results: [], numberOfResults: query.term.length }) },
  finder: { find: () => TE.right([]) },
  settings: { load: () => T.of({ pageLimit: 40, typeFilter: 'tabs' }) },
  filterValues: { values: () => TE.right(['group:default/team-a']) },
};

describe('deferSearchServices', () => {
  it('loads the adapters once, on first use', async () => {
    let loads = 0;
    const deferred = deferSearchServices(async () => {
      loads += 1;
      return services;
    });
    expect(loads).toBe(0);
    expect(await deferred.engine.query({ term: 'abc', types: [], filters: {} })()).toEqual(E.right({ results: [], numberOfResults: 3 }));
    expect(await deferred.finder.find('x', 5)()).toEqual(E.right([]));
    expect(await deferred.settings.load()()).toEqual({ pageLimit: 40, typeFilter: 'tabs' });
    expect(await deferred.filterValues.values('owner')()).toEqual(E.right(['group:default/team-a']));
    expect(loads).toBe(1);
  });

  it('turns a failed load into a Transport error, answers default settings, and tries again next time', async () => {
    let fail = true;
    const deferred = deferSearchServices(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return services;
    });
    expect(await deferred.engine.query({ term: 'a', types: [], filters: {} })()).toEqual(E.left({ _tag: 'Transport', message: 'Failed to fetch dynamically imported module' }));
    expect(await deferred.settings.load()()).toEqual({ pageLimit: 25, typeFilter: 'accordion' });
    fail = false;
    expect(E.isRight(await deferred.engine.query({ term: 'a', types: [], filters: {} })())).toBe(true);
  });
});
