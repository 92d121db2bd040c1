import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { classifyLinkTarget } from '../../domain/app/external-link';
import { highlightedField } from '../../domain/search/highlight';
import type { SearchResult } from '../../domain/search/query';
import { ANALYTICS_ACTIONS } from '../../domain/app/analytics-actions';
import { useAnalytics } from '../app/analytics';
import { ExternalLink } from '../app/chrome';
import { ownerLabel } from '../catalog/entity-name';
import { HighlightedText } from './highlighted-text';
import type { SearchResultItemProps } from '../app/search-result-renderer';
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

const ResultTags = ({ result }: { readonly result: SearchResult }) => (
  <div className="portico-search-result__tags">
    <Tag minimal>{typeTitle(result.type)}</Tag>
    {TAG_FIELDS.map((field) => {
      const value = result.document.fields[field];
      if (!value) return null;
      // The owner by name, however the document spells its reference (the reference in the tooltip).
      return field === 'owner' ? (
        <Tag key={field} minimal>
          {ownerLabel(value)}
        </Tag>
      ) : (
        <Tag key={field} minimal title={field}>
          {value}
        </Tag>
      );
    })}
  </div>
);

const ResultText = ({ result }: { readonly result: SearchResult }) => {
  const text = highlightedField(result.document.text, result.highlight, 'text');
  return text.length > 0 ? (
    <p className="portico-search-result__text">
      <HighlightedText segments={text} />
    </p>
  ) : null;
};

const ResultTitle = ({ result }: { readonly result: SearchResult }) => {
  const entityTitle = result.document.fields['entityTitle'];
  return (
    <>
      <HighlightedText segments={highlightedField(result.document.title, result.highlight, 'title')} />
      {entityTitle ? <span className="portico-search-result__entity"> | {entityTitle}</span> : null}
    </>
  );
};

/** A result as an option of the search dialog's list: the same title, text and tags, without a link of its own. */
export const SearchResultOptionContent = ({ result }: { readonly result: SearchResult }) => (
  <>
    <span className="portico-search-result__title portico-search-result__title--option">
      <ResultTitle result={result} />
    </span>
    <ResultText result={result} />
    <ResultTags result={result} />
  </>
);

/** One result: its title linking to the document, its text, with the matched words highlighted. */
export const SearchResultItem = ({ result, rank, onNavigate }: { readonly result: SearchResult; readonly rank: number; readonly onNavigate?: () => void }) => {
  const { document } = result;
  const { captureEvent } = useAnalytics();
  const opened = () => {
    captureEvent(ANALYTICS_ACTIONS.discover, document.title, { value: rank, attributes: { to: document.location } });
    onNavigate?.();
  };
  return (
    <article className="portico-search-result" aria-label={document.title}>
      <h3 className="portico-search-result__title">
        <ResultLink location={document.location} onNavigate={opened}>
          <ResultTitle result={result} />
        </ResultLink>
      </h3>
      <ResultText result={result} />
      <ResultTags result={result} />
    </article>
  );
};

/** The portal's own rendering of a result, as the search plugin's built-in renderers give it. */
export const PortalSearchResult = ({ result, rank, inDialog, onNavigate }: SearchResultItemProps) =>
  inDialog ? <SearchResultOptionContent result={result} /> : <SearchResultItem result={result} rank={rank} {...(onNavigate ? { onNavigate } : {})} />;
