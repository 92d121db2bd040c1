import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { EntityListRequest } from '../../../application/catalog/catalog-reader.port';
import { getRandomJoke } from '../../../application/home/get-random-joke.use-case';
import type { JokeSource } from '../../../application/home/joke-source.port';
import { FEATURED_DOCS_FILTER, loadFeaturedDocs } from '../../../application/home/load-featured-docs.use-case';
import type { JokeCategory } from '../../../domain/home/constants';
import { component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const source = (answer: (category: JokeCategory) => ReturnType<JokeSource['randomJoke']>, asked: JokeCategory[] = []): JokeSource => ({
  randomJoke: (category) => {
    asked.push(category);
    return answer(category);
  },
});

describe('getRandomJoke', () => {
  const online = { setup: 'Online?', punchline: 'Yes', type: 'programming' };
  const offline = { setup: 'Offline?', punchline: 'Bundled', type: 'programming' };

  it('answers the joke service’s joke', async () => {
    const asked: JokeCategory[] = [];
    const get = getRandomJoke({ online: source(() => TE.right(online), asked), offline: source(() => TE.right(offline)) });
    expect(await get('programming')()).toEqual(E.right({ joke: online, source: 'online' }));
    expect(asked).toEqual(['programming']);
  });

  it('falls back to the bundled jokes of the same category when the service fails', async () => {
    const failure = { _tag: 'Transport' as const, message: 'Failed to fetch' };
    const asked: JokeCategory[] = [];
    const get = getRandomJoke({ online: source(() => TE.left(failure)), offline: source(() => TE.right(offline), asked) });
    expect(await get('dad')()).toEqual(E.right({ joke: offline, source: 'offline', onlineError: failure }));
    expect(asked).toEqual(['dad']);
  });
});

describe('loadFeaturedDocs', () => {
  it('asks the catalog for entities with the techdocs annotation, by name, limited', async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader({ getEntities: () => TE.right([component('payments')]) }, calls);
    const result = await loadFeaturedDocs({ reader })(3)();
    expect(E.isRight(result) && result.right.map((entity) => entity.metadata.name)).toEqual(['payments']);
    const request = calls[0]!.args[0] as EntityListRequest;
    expect(FEATURED_DOCS_FILTER).toBe('metadata.annotations.backstage.io/techdocs-ref');
    expect(request).toMatchObject({ filter: [FEATURED_DOCS_FILTER], limit: 3, order: [{ field: 'metadata.name', order: 'asc' }] });
  });
});
