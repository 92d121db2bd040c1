// The home page: featured docs from the catalog and the random joke (an internet service: plain fetch, no token).
import * as E from 'fp-ts/Either';
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { getRandomJoke, GetRandomJokeToken } from '../../application/home/get-random-joke.use-case';
import { HomeSettingsSourceToken } from '../../application/home/home-settings.port';
import { OfflineJokeSourceToken, OnlineJokeSourceToken } from '../../application/home/joke-source.port';
import { loadFeaturedDocs, LoadFeaturedDocsToken } from '../../application/home/load-featured-docs.use-case';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { DEFAULT_JOKE_API_URL } from '../../domain/home/constants';
import { HomeSettingsFromConfig } from './home-settings.config-adapter';
import { JokeApiHttpAdapter } from './joke-api.http-adapter';
import { LazyBundledJokeSource } from './lazy-bundled-jokes';

export const homeServices: readonly ServiceDeclaration[] = [
  service(LoadFeaturedDocsToken, (get) => loadFeaturedDocs({ reader: get(CatalogReaderToken) })),
  service(HomeSettingsSourceToken, (_, { loadFrontendConfig }) => new HomeSettingsFromConfig(loadFrontendConfig)),
  service(OnlineJokeSourceToken, (get, { plainFetch }) => {
    const jokeApiUrl = () => async () => {
      const loaded = await get(HomeSettingsSourceToken).load()();
      return E.right(E.isRight(loaded) ? loaded.right.settings.randomJoke.apiUrl : DEFAULT_JOKE_API_URL);
    };
    return new JokeApiHttpAdapter(plainFetch, jokeApiUrl);
  }),
  service(OfflineJokeSourceToken, () => new LazyBundledJokeSource(Math.random)),
  service(GetRandomJokeToken, (get) => getRandomJoke({ online: get(OnlineJokeSourceToken), offline: get(OfflineJokeSourceToken) })),
];
