import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './chrome.css';
import { EmptyStateImage, type EmptyStateImageKind } from './empty-state-image';

export interface EmptyStateProps {
  readonly title: string;
  readonly image: EmptyStateImageKind;
  readonly description?: ReactNode;
  readonly action?: ReactNode;
}

/** A titled explanation with one of the four illustrations: why there is nothing here and what to do. */
export function EmptyState({ title, image, description, action }: EmptyStateProps) {
  return (
    <section className="portico-empty-state" aria-label={title}>
      <div className="portico-empty-state__text">
        <H2>{title}</H2>
        {description && <div>{description}</div>}
        {action && <div>{action}</div>}
      </div>
      <EmptyStateImage kind={image} />
    </section>
  );
}
