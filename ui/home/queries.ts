import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EntityPresentationApiToken } from '../../application/catalog/entity-presentation.port';
import { ListVisitsToken, RECENTLY_VISITED_QUERY, TOP_VISITED_QUERY } from '../../application/catalog/list-visits.use-case';
import { HomeSettingsSourceToken } from '../../application/home/home-settings.port';
import { GetRandomJokeToken, type RandomJoke } from '../../application/home/get-random-joke.use-case';
import { LoadFeaturedDocsToken } from '../../application/home/load-featured-docs.use-case';
import type { Entity } from '../../domain/catalog/entity';
import type { EntityPresentation } from '../../domain/catalog/presentation';
import type { Visit } from '../../domain/catalog/visits';
import type { JokeCategory } from '../../domain/home/constants';
import { DEFAULT_HOME_SETTINGS, type HomeSettings } from '../../domain/home/home-settings';
import { useBackendQuery, type BackendQueryError } from '../app/backend-query';
import { useSession } from '../app/queries';
import { useService } from '../app/services';

/** The react-query keys of the home page and its widgets. */
export const homeKeys = {
  settings: () => ['home', 'settings'] as const,
  /** Each round is a new joke. */
  joke: (category: JokeCategory, round: number) => ['home', 'joke', category, round] as const,
  featuredDocs: (limit: number) => ['home', 'featured-docs', limit] as const,
};

/** The home page's settings; the defaults while they load or when the config cannot be read. */
export const useHomeSettings = (): { readonly settings: HomeSettings; readonly loaded: boolean } => {
  const source = useService(HomeSettingsSourceToken);
  const query = useBackendQuery(homeKeys.settings(), () => source.load(), { staleTime: Infinity });
  useEffect(() => {
    for (const warning of query.data?.warnings ?? []) console.warn(warning);
  }, [query.data]);
  return { settings: query.data?.settings ?? DEFAULT_HOME_SETTINGS, loaded: query.data !== undefined || query.error !== null };
};

export const useRandomJoke = (category: JokeCategory, round: number): UseQueryResult<RandomJoke, BackendQueryError> => {
  const getJoke = useService(GetRandomJokeToken);
  return useBackendQuery(homeKeys.joke(category, round), () => getJoke(category), { staleTime: Infinity });
};

/** Entities with documentation, for the Featured Docs widget. */
export const useFeaturedDocs = (limit: number): UseQueryResult<readonly Entity[], BackendQueryError> => {
  const load = useService(LoadFeaturedDocsToken);
  return useBackendQuery(homeKeys.featuredDocs(limit), () => load(limit), { staleTime: 60_000 });
};

/** The home page's two visit lists: most hits first, or most recent first. */
export type VisitList = 'top' | 'recent';

const VISIT_QUERIES = { top: TOP_VISITED_QUERY, recent: RECENTLY_VISITED_QUERY } as const;

/** The signed-in user's visits (read again when the user changes). */
export const useVisits = (list: VisitList): readonly Visit[] => {
  const listVisits = useService(ListVisitsToken);
  useSession();
  return listVisits(VISIT_QUERIES[list]);
};

/** An entity's presentation: the fallback title at once, the entity's own title once it has loaded. */
export const useStarredEntityPresentation = (entityRef: string): EntityPresentation => {
  const presentations = useService(EntityPresentationApiToken);
  const [result] = useState(() => presentations.forEntity(entityRef));
  const [presentation, setPresentation] = useState(result.snapshot);
  useEffect(() => {
    let current = true;
    void result.promise.then((loaded) => {
      if (current) setPresentation(loaded);
    });
    return () => {
      current = false;
    };
  }, [result]);
  return presentation;
};
