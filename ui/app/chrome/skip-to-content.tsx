import type { MouseEvent } from 'react';
import './chrome.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Portico wording. */
export const SKIP_TO_CONTENT_TEXT = 'Skip to content';

/** First focusable element of the page: jumps past the navigation to #main-content. */
export function SkipToContent({ targetId = MAIN_CONTENT_ID }: { readonly targetId?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a className="portico-skip-link" href={`#${targetId}`} onClick={skip}>
      {SKIP_TO_CONTENT_TEXT}
    </a>
  );
}
