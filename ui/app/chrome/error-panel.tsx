import { Callout } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { StackDetails } from './stack-details';

export interface ErrorPanelProps {
  readonly title: string;
  readonly error: { readonly message?: string; readonly stack?: string };
  readonly children?: ReactNode;
}

/** A danger callout: the title, the error's message, its stack on demand, then any actions. */
export function ErrorPanel({ title, error, children }: ErrorPanelProps) {
  return (
    <Callout intent="danger" icon={<ErrorIcon />} title={title} role="alert">
      {error.message && <p>{error.message}</p>}
      {children}
      {error.stack && <StackDetails stack={error.stack} />}
    </Callout>
  );
}
