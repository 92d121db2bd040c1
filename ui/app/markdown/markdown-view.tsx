// The lazily loaded part of the Markdown component: marked and the sanitiser are downloaded with it.
import { Classes } from '@blueprintjs/core';
import { createElement, useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useHref, useInRouterContext, useNavigate } from 'react-router-dom';
import type { MarkdownProps } from './markdown-props';
import { IN_APP_PATH_ATTRIBUTE, renderMarkdown } from './render-markdown';
import './markdown.css';

const asIs = (to: string) => to;

interface MarkdownBodyProps extends MarkdownProps {
  readonly appHref: (to: string) => string;
  readonly onClick?: (event: MouseEvent<HTMLElement>) => void;
}

const MarkdownBody = ({ text, inline, className, appHref, onClick }: MarkdownBodyProps) => {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(renderMarkdown(text, { inline: Boolean(inline), appHref }));
  }, [text, inline, appHref]);
  const classes = `portico-markdown${inline ? ' portico-markdown--inline' : ` ${Classes.RUNNING_TEXT}`}${className ? ` ${className}` : ''}`;
  return createElement(inline ? 'span' : 'div', { ref, className: classes, onClick });
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
