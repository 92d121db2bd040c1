import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { classifyLinkTarget } from '../../domain/app/external-link';
import { highlightedField } from '../../domain/search/highlight';
import type { SearchResult } from '../../domain/search/query';
import { ANALYTICS_ACTIONS } from '../../domain/app/analytics-actions';
import { useAnalytics } from '../app/analytics';
import { ExternalLink } from '../app/chrome';
import { HighlightedText } from './highlighted-text';
import { typeTitle } from './search-types';

/** Fields shown as tags under a result, in this order, when the document has them. */
const TAG_FIELDS = ['kind', 'lifecycle', 'owner'] as const;

const ResultLink = ({ location, children, onNavigate }: { location: string; children: React.ReactNode; onNavigate: () => void }) => {
  const target = classifyLinkTarget(location);
  if (target.kind === 'inApp') {
    return (
      <Link to={target.to} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'rejected') return <span>{children}</span>;
  return (
    <ExternalLink to={location} onClick={onNavigate}>
      {children}
    </ExternalLink>
  );
};

/** One result: its title linking to the document, its text, with the matched words highlighted. */
export const SearchResultItem = ({ result, rank, onNavigate }: { readonly result: SearchResult; readonly rank: number; readonly onNavigate?: () => void }) => {
  const { document, highlight } = result;
  const { captureEvent } = useAnalytics();
  const opened = () => {
    captureEvent(ANALYTICS_ACTIONS.discover, document.title, { value: rank, attributes: { to: document.location } });
    onNavigate?.();
  };
  const entityTitle = document.fields['entityTitle'];
  const title = highlightedField(document.title, highlight, 'title');
  const text = highlightedField(document.text, highlight, 'text');
  return (
    <article className="portico-search-result" aria-label={document.title}>
      <h3 className="portico-search-result__title">
        <ResultLink location={document.location} onNavigate={opened}>
          <HighlightedText segments={title} />
          {entityTitle ? <span className="portico-search-result__entity"> | {entityTitle}</span> : null}
        </ResultLink>
      </h3>
      {text.length > 0 ? (
        <p className="portico-search-result__text">
          <HighlightedText segments={text} />
        </p>
      ) : null}
      <div className="portico-search-result__tags">
        <Tag minimal>{typeTitle(result.type)}</Tag>
        {TAG_FIELDS.map((field) => {
          const value = document.fields[field];
          return value ? (
            <Tag key={field} minimal title={field}>
              {value}
            </Tag>
          ) : null;
        })}
      </div>
    </article>
  );
};
