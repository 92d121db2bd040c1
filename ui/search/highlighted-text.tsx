import type { HighlightSegment } from '../../domain/search/highlight';

/** Highlighted search text as text nodes and <mark> elements: the backend's markup is never parsed as HTML. */
export const HighlightedText = ({ segments }: { readonly segments: readonly HighlightSegment[] }) => (
  <>
    {segments.map((segment, index) =>
      segment.highlighted ? (
        <mark key={index} className="portico-search-highlight">
          {segment.text}
        </mark>
      ) : (
        <span key={index}>{segment.text}</span>
      ),
    )}
  </>
);
