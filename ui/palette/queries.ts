import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EntityFinderToken } from '../../application/search/entity-finder.port';
import { findPaletteMatches, type PaletteMatches } from '../../application/search/find-palette-matches.use-case';
import { PaletteRecentsToken, type PaletteRecents } from '../../application/search/palette-recents';
import { SearchEngineToken } from '../../application/search/search-engine.port';
import { useService } from '../app/services';

/** The react-query keys of the command palette. */
export const paletteKeys = {
  matches: (term: string) => ['palette', term] as const,
};

/** The entities and documents matching a term (catalog and search backend). */
export const usePaletteMatches = (term: string, enabled: boolean): UseQueryResult<PaletteMatches> => {
  const finder = useService(EntityFinderToken);
  const engine = useService(SearchEngineToken);
  const find = useMemo(() => findPaletteMatches({ finder, engine }), [finder, engine]);
  return useQuery({
    queryKey: paletteKeys.matches(term),
    queryFn: ({ signal }) => find(term, signal)(),
    enabled,
    staleTime: 30_000,
  });
};

/** The palette's recent picks, kept in local storage. */
export const usePaletteRecents = (): PaletteRecents => useService(PaletteRecentsToken);
