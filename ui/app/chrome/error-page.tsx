import { H1 } from '@blueprintjs/core';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import './chrome.css';
import { ExternalLink } from './external-link';
import { StackDetails } from './stack-details';
import { useSupportConfig } from './support-config';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

export interface ErrorPageProps {
  readonly status?: number | string;
  readonly statusMessage: string;
  readonly additionalInfo?: ReactNode;
  /** Overrides the support configuration's url. */
  readonly supportUrl?: string;
  readonly stack?: string;
}

/** 'ERROR {status}: {statusMessage}' with a way back, a way to support, and the stack on demand. Needs a router. */
export function ErrorPage({ status, statusMessage, additionalInfo, supportUrl, stack }: ErrorPageProps) {
  const messages = useTexts(appTexts);
  const navigate = useNavigate();
  const location = useLocation();
  const support = useSupportConfig();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The first entry of the history has nowhere to go back to; go home instead.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };
  return (
    <section className="portico-error-page" aria-labelledby="portico-error-page-title">
      <div className="portico-error-page__text">
        <p className="portico-error-page__status">{messages.errorStatus(status ?? '', statusMessage)}</p>
        {additionalInfo && <div>{additionalInfo}</div>}
        <H1 id="portico-error-page-title">{messages.errorPageTitle}</H1>
        <p>
          <a href="/" onClick={goBack}>
            {messages.goBack}
          </a>
          {errorPageTexts.beforeSupport}
          <ExternalLink to={supportUrl ?? support.url}>{errorPageTexts.contactSupport}</ExternalLink>
          {errorPageTexts.afterSupport}
        </p>
        {stack && <StackDetails stack={stack} />}
      </div>
    </section>
  );
}

/** Portico wording around the contact-support link (Backstage's sentence). */
export const errorPageTexts = {
  beforeSupport: '... or please ',
  contactSupport: 'contact support',
  afterSupport: ' if you think this is a bug.',
} as const;

/** Unmatched paths: status 404, 'PAGE NOT FOUND'. */
export function NotFoundPage() {
  const messages = useTexts(appTexts);
  return <ErrorPage status={404} statusMessage={messages.pageNotFound} />;
}
