// Markdown text (descriptions, task output) rendered and sanitised. The renderer is a chunk of its own,
// downloaded the first time Markdown is shown; until then the text is shown as it is.
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { lazyImport } from '../lazy-import';
import type { MarkdownProps } from './markdown-props';

export type { MarkdownProps } from './markdown-props';

const PlainText = ({ text, inline, className }: MarkdownProps) => {
  const classes = `portico-markdown portico-markdown--plain${className ? ` ${className}` : ''}`;
  return inline ? <span className={classes}>{text}</span> : <div className={classes}>{text}</div>;
};

const loadView = () => import('./markdown-view');

// If the chunk cannot be downloaded the text stays readable as it is.
const MarkdownView = lazyImport(() => loadView().catch(() => ({ default: PlainText })));

/** Starts downloading the renderer ahead of the first Markdown shown; once it is in, Markdown renders at once. */
export const preloadMarkdown = (): Promise<void> => MarkdownView.preload();

/** Whether deferred texts wait: shown as they are, without asking for the renderer or their Markdown yet. */
const DeferredTextsWait = createContext(false);

/**
 * Deferred texts inside wait while `until` is false, shown as they are: a view that renders a long list in slices
 * holds its texts' Markdown (and the renderer's download) until the whole list is there, so that they do not take
 * turns with its slices.
 */
export const HoldDeferredMarkdown = ({ until, children }: { readonly until: boolean; readonly children: ReactNode }) => (
  <DeferredTextsWait.Provider value={!until}>{children}</DeferredTextsWait.Provider>
);

export const Markdown = (props: MarkdownProps) => {
  const waiting = useContext(DeferredTextsWait) && props.deferred === true;
  return waiting ? (
    <PlainText {...props} />
  ) : (
    <Suspense fallback={<PlainText {...props} />}>
      <MarkdownView {...props} />
    </Suspense>
  );
};
