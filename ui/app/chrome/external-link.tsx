import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { classifyLinkTarget } from '../../../domain/app/external-link';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** Where the link leads: an http(s) URL, another scheme such as mailto:, or an in-app path. */
  readonly to: string;
  readonly children: ReactNode;
}

/**
 * A link that follows the shell's link rules: http/https open in a new window without an opener,
 * in-app paths navigate with the router, and unsafe targets (javascript:, data:, vbscript:) are plain text.
 */
export function ExternalLink({ to, children, ...rest }: ExternalLinkProps) {
  const inRouter = useInRouterContext();
  const target = classifyLinkTarget(to);
  switch (target.kind) {
    case 'newWindow':
      return (
        <a {...rest} href={target.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'sameWindow':
      return (
        <a {...rest} href={target.href}>
          {children}
        </a>
      );
    case 'inApp':
      return inRouter ? (
        <Link {...rest} to={target.to}>
          {children}
        </Link>
      ) : (
        <a {...rest} href={target.to}>
          {children}
        </a>
      );
    case 'rejected':
      return (
        <span className={rest.className} title={target.message} data-rejected-link="">
          {children}
        </span>
      );
  }
}
