// Markdown text (descriptions, task output) rendered and sanitised. The renderer is a chunk of its own,
// downloaded the first time Markdown is shown; until then the text is shown as it is.
import { createContext, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
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

/** `run` in a task after the browser's next paint (at once, as a task, where nothing paints: a hidden tab); returns what cancels it. */
const afterNextPaint = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const visible = typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible';
  // A frame's callbacks run just before it paints; a task queued from one runs after.
  const frame = visible ? requestAnimationFrame(() => (timer = setTimeout(run, 0))) : undefined;
  if (!visible) timer = setTimeout(run, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * Deferred texts inside wait, shown as they are, until `until` is true and the browser has painted once since: a view
 * that renders a long list in slices holds its texts' Markdown (and the renderer's download) until the whole list is
 * there and painted, so that they take turns neither with its slices nor with the last one's paint.
 */
export const HoldDeferredMarkdown = ({ until, children }: { readonly until: boolean; readonly children: ReactNode }) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!until) {
      setPainted(false);
      return;
    }
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [until]);
  return <DeferredTextsWait.Provider value={!(until && painted)}>{children}</DeferredTextsWait.Provider>;
};

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
