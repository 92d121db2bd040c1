import { useQuery } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../domain/scaffolder/constants';
import type { AutocompleteRequest, AutocompleteResult } from '../../../domain/scaffolder/autocomplete';
import { useDebouncedValue } from '../../app/use-debounced';
import { scaffolderKeys } from './queries';
import { useScaffolder } from './services';

/**
 * Suggestions from POST /v2/autocomplete: asked 500 ms after the inputs stop changing,
 * only with a token; a failure gives an empty list and no message.
 */
export const useAutocomplete = (request: AutocompleteRequest | undefined, token: string | undefined): { readonly results: readonly AutocompleteResult[]; readonly loading: boolean } => {
  const { api } = useScaffolder();
  // A string key, so that an equal request made on another render does not restart the wait.
  const key = useDebouncedValue(request && token ? JSON.stringify({ request, token }) : '', AUTOCOMPLETE_DEBOUNCE_MS);
  const debounced = key ? (JSON.parse(key) as { request: AutocompleteRequest; token: string }) : undefined;
  const query = useQuery({
    queryKey: scaffolderKeys.autocomplete(key),
    enabled: debounced !== undefined,
    queryFn: async () => {
      if (!debounced) return [];
      const result = await api.autocomplete({ ...debounced.request, token: debounced.token })();
      return E.isRight(result) ? result.right : [];
    },
    staleTime: 60_000,
  });
  return { results: query.data ?? [], loading: query.isFetching };
};
