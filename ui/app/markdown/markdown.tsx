// Markdown text (descriptions, task output) rendered and sanitised. The renderer is a chunk of its own,
// downloaded the first time Markdown is shown; until then the text is shown as it is.
import { Suspense } from 'react';
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

export const Markdown = (props: MarkdownProps) => (
  <Suspense fallback={<PlainText {...props} />}>
    <MarkdownView {...props} />
  </Suspense>
);
