import type { ReactNode } from 'react';
import { classifyLinkTarget } from '../../../domain/app/external-link';
import { Markdown } from '../../app/markdown/markdown';

/** The href of a URL from a definition when it is http or https; anything else is not a link. */
export const safeHttpUrl = (url: string | undefined): string | undefined => {
  if (url === undefined) return undefined;
  const target = classifyLinkTarget(url);
  return target.kind === 'newWindow' && /^https?:\/\//i.test(target.href) ? target.href : undefined;
};

/** A link out of the portal for http(s) URLs found in a definition; other URLs (javascript:, data:, relative) stay text. */
export const SafeLink = ({ url, children }: { readonly url: string | undefined; readonly children?: ReactNode }) => {
  const href = safeHttpUrl(url);
  if (!href) return <span className="portico-api-text">{children ?? url}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? url}
    </a>
  );
};

/**
 * Free text of a definition (descriptions are Markdown), rendered and sanitised after the definition has painted: a
 * large definition shows its header and operations first, then its descriptions fill in a few per task.
 */
export const DefinitionText = ({ text, className }: { readonly text: string | undefined; readonly className?: string }) =>
  text ? <Markdown deferred text={text} className={`portico-api-description${className ? ` ${className}` : ''}`} /> : null;
