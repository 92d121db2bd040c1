// A result on the search page or in the search dialog, drawn by the renderer of its document type (a plugin's, or
// the search plugin's own), else by the portal's own rendering.
import { useEffect } from 'react';
import { useExtensionPoints } from '../app/extension-points';
import { SearchResultItem, SearchResultOptionContent } from './search-result-item';
import { rendererFor, type SearchResultRenderer } from '../app/search-result-renderer';
import type { SearchResult } from '../../domain/search/query';

/** The renderer for results of `type`; undefined outside the shell or when every one that would do is disabled. */
const useResultRenderer = (type: string): SearchResultRenderer | undefined => {
  const points = useExtensionPoints();
  return points ? rendererFor(points.searchResultItems, type) : undefined;
};

/** Starts loading every renderer's code, so that results show without waiting for it once the backend answers. */
export const useResultRenderersLoaded = (): void => {
  const renderers = useExtensionPoints()?.searchResultItems;
  useEffect(() => {
    for (const renderer of renderers ?? []) void renderer.preload?.();
  }, [renderers]);
};

export interface SearchResultListItemProps {
  readonly result: SearchResult;
  readonly rank: number;
  readonly onNavigate?: () => void;
}

/** A result of the search page's list. */
export const SearchResultListItem = ({ result, rank, onNavigate }: SearchResultListItemProps) => {
  const renderer = useResultRenderer(result.type);
  const navigate = onNavigate ? { onNavigate } : {};
  return renderer ? <>{renderer.render({ result, rank, inDialog: false, ...navigate })}</> : <SearchResultItem result={result} rank={rank} {...navigate} />;
};

/** What an option of the search dialog shows; the option itself opens the result. */
export const SearchResultOption = ({ result, rank }: { readonly result: SearchResult; readonly rank: number }) => {
  const renderer = useResultRenderer(result.type);
  return renderer ? <>{renderer.render({ result, rank, inDialog: true })}</> : <SearchResultOptionContent result={result} />;
};
