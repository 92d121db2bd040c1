// The lazily loaded part of the Markdown component: marked and the sanitiser are downloaded with it.
import { Classes } from '@blueprintjs/core';
import { createElement, useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useHref, useInRouterContext, useNavigate } from 'react-router-dom';
import type { MarkdownProps } from './markdown-props';
import { IN_APP_PATH_ATTRIBUTE, renderMarkdown } from './render-markdown';
import { renderAfterPaint } from './render-queue';
import './markdown.css';

const asIs = (to: string) => to;

interface MarkdownBodyProps extends MarkdownProps {
  readonly appHref: (to: string) => string;
  readonly onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The class of a text shown as it is, before (or instead of) its Markdown. */
const PLAIN_CLASS = 'portico-markdown--plain';

const MarkdownBody = ({ text, inline, className, deferred, appHref, onClick }: MarkdownBodyProps) => {
  const ref = useRef<HTMLElement>(null);
  // Whether the element shows the text as it is, waiting for its Markdown. The class is set here, not by React: the
  // deferred render swaps it with the content, in its own task, without rendering the component again.
  const plain = useRef(false);
  const classes = `portico-markdown${inline ? ' portico-markdown--inline' : ` ${Classes.RUNNING_TEXT}`}${className ? ` ${className}` : ''}`;
  useLayoutEffect(() => {
    const host = ref.current;
    if (host) host.className = plain.current ? `${classes} ${PLAIN_CLASS}` : classes;
  }, [classes]);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    const show = () => {
      host.replaceChildren(renderMarkdown(text, { inline: Boolean(inline), appHref }));
      plain.current = false;
      host.classList.remove(PLAIN_CLASS);
    };
    if (!deferred) {
      show();
      return;
    }
    host.replaceChildren(text);
    plain.current = true;
    host.classList.add(PLAIN_CLASS);
    return renderAfterPaint(show);
  }, [text, inline, appHref, deferred]);
  return createElement(inline ? 'span' : 'div', { ref, onClick });
};

/** In-app links navigate with the router (a plain click); the href carries the app's base path for the rest. */
const RoutedMarkdown = (props: MarkdownProps) => {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/+$/, '');
  const appHref = useCallback((to: string) => `${base}${to}`, [base]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest(`a[${IN_APP_PATH_ATTRIBUTE}]`) : null;
    const to = anchor?.getAttribute(IN_APP_PATH_ATTRIBUTE);
    if (!to) return;
    event.preventDefault();
    navigate(to);
  };
  return <MarkdownBody {...props} appHref={appHref} onClick={onClick} />;
};

export default function MarkdownView(props: MarkdownProps) {
  return useInRouterContext() ? <RoutedMarkdown {...props} /> : <MarkdownBody {...props} appHref={asIs} />;
}
