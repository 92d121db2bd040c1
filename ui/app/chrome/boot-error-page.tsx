import type { ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import { messages } from '../../../domain/app/messages';
import { ErrorPage } from './error-page';

export type BootStep = 'load-config' | 'load-chunk';

export interface BootErrorPageProps {
  readonly step: BootStep;
  readonly error: { readonly message: string; readonly stack?: string };
}

export const bootErrorMessage = (step: BootStep, message: string): string =>
  step === 'load-config' ? messages.configFailedToLoad(message) : messages.chunkFailedToLoad(message);

/** The boot can fail before the app's router exists, so the page brings its own when needed. */
function OptionalRouter({ children }: { readonly children: ReactNode }) {
  return useInRouterContext() ? <>{children}</> : <MemoryRouter>{children}</MemoryRouter>;
}

export function BootErrorPage({ step, error }: BootErrorPageProps) {
  return (
    <OptionalRouter>
      <ErrorPage status={501} statusMessage={bootErrorMessage(step, error.message)} stack={error.stack} />
    </OptionalRouter>
  );
}
