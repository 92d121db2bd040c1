// How results of one document type render, contributed by a plugin: the search page and the search dialog use the
// renderer for a result's type, else the 'default' one, else the portal's own rendering.
import type { ReactNode } from 'react';
import type { JsonObject } from '../../domain/app/config-values';
import type { SearchResult } from '../../domain/search/query';

/** What a search result renderer is given. */
export interface SearchResultItemProps {
  readonly result: SearchResult;
  /** The result's place in the results, from 1. */
  readonly rank: number;
  /** In the search dialog the whole result is an option that opens the document: render no link of your own there. */
  readonly inDialog: boolean;
  /** Call it when the person follows a link of the result (the dialog closes). */
  readonly onNavigate?: () => void;
}

/** The renderer name for results whose type no renderer names. */
export const DEFAULT_RESULT_RENDERER_TYPE = 'default';

export interface SearchResultRenderer {
  /** The document type it renders ('software-catalog', 'techdocs', …), or 'default'. */
  readonly type: string;
  readonly render: (props: SearchResultItemProps) => ReactNode;
  /** What app.extensions gives the renderer as its config (useExtensionConfig). */
  readonly config?: JsonObject;
  /** Loads a lazy renderer's code, so that results show without waiting for it. Never rejects. */
  readonly preload?: () => Promise<void>;
}

/** The renderer for a result of `type`: its own, else the default one; undefined when neither is there. */
export const rendererFor = (renderers: readonly SearchResultRenderer[], type: string): SearchResultRenderer | undefined =>
  renderers.find((renderer) => renderer.type === type) ?? renderers.find((renderer) => renderer.type === DEFAULT_RESULT_RENDERER_TYPE);
