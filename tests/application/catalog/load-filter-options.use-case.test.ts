import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { filterOptionsLoader } from '../../../application/catalog/load-filter-options.use-case';
import type { EntityFacetsRequest } from '../../../application/catalog/catalog-reader.port';
import { answer, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const facetsAnswering = (request: EntityFacetsRequest) =>
  answer({ facets: Object.fromEntries(request.facets.map((facet) => [facet, [{ value: `${facet} value`, count: 2 }]])) });

describe('filterOptionsLoader', () => {
  it('reads each facet on its own, as work the user did not ask for, and puts the options together', async () => {
    const calls: RecordedCall[] = [];
    const loader = filterOptionsLoader({ reader: fakeCatalogReader({ getEntityFacets: facetsAnswering }, calls) });
    const options = await loader.forKind('component')();
    expect(options).toEqual(
      E.right({
        type: [{ value: 'spec.type value', count: 2 }],
        lifecycle: [{ value: 'spec.lifecycle value', count: 2 }],
        owner: [{ value: 'relations.ownedBy value', count: 2 }],
        tag: [{ value: 'metadata.tags value', count: 2 }],
        namespace: [{ value: 'metadata.namespace value', count: 2 }],
      }),
    );
    expect(calls.map((call) => call.args)).toEqual(
      ['spec.type', 'spec.lifecycle', 'relations.ownedBy', 'metadata.tags', 'metadata.namespace'].map((facet) => [
        { facets: [facet], filter: ['kind=component'] },
        { background: true },
      ]),
    );
  });

  it('reads the kinds as one background read, and names what failed', async () => {
    const calls: RecordedCall[] = [];
    const loader = filterOptionsLoader({ reader: fakeCatalogReader({ getEntityFacets: facetsAnswering }, calls) });
    expect(await loader.kinds()()).toEqual(E.right([{ value: 'kind value', count: 2 }]));
    expect(calls.map((call) => call.args)).toEqual([[{ facets: ['kind'] }, { background: true }]]);
    const failing = filterOptionsLoader({ reader: fakeCatalogReader({ getEntityFacets: () => TE.left({ _tag: 'Transport', message: 'offline' }) }) });
    expect(E.isLeft(await failing.forKind(undefined)())).toBe(true);
  });
});
