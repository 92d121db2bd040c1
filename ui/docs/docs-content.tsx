import { useEffect, useLayoutEffect, useRef } from 'react';
import { REPORT_ISSUE_DEBOUNCE_MS } from '../../domain/docs/constants';
import { DOCS_SHADOW_STYLES } from './docs-shadow-styles';
import { IN_APP_PATH_ATTRIBUTE, STORAGE_SRC_ATTRIBUTE, type RenderedDocsPage } from './render-docs-html';
import { DOCS_BODY_CLASS, DOCS_ROOT_CLASS, scopeDocsCss } from './scope-docs-css';

export interface DocsImage {
  readonly src: string;
  readonly alt: string;
}

export interface DocsSelection {
  readonly text: string;
  /** Where the selection ends, relative to the content's host element. */
  readonly top: number;
  readonly left: number;
}

export interface DocsContentProps {
  readonly page: RenderedDocsPage;
  readonly css: readonly string[];
  readonly textSize: number;
  readonly wide: boolean;
  readonly dark: boolean;
  /** Element id to scroll to after the page is shown. */
  readonly hash: string;
  readonly onNavigate: (to: string) => void;
  readonly onImageOpen: (images: readonly DocsImage[], index: number) => void;
  /** Loads an image from storage; answers a URL the page may show (a data: URL), or undefined. */
  readonly loadImage: (url: string) => Promise<string | undefined>;
  readonly onSelection?: (selection: DocsSelection | undefined) => void;
  /** The content's root element inside the shadow root, for add-ons that act on the page. */
  readonly onContentRoot?: (root: HTMLElement | undefined) => void;
}

type SelectableRoot = ShadowRoot & { getSelection?: () => Selection | null };

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

const scrollToId = (root: ShadowRoot, id: string): boolean => {
  if (id === '') return false;
  const target = root.getElementById(id) ?? root.querySelector(`[name="${CSS.escape(id)}"]`);
  target?.scrollIntoView?.();
  return target !== null;
};

/**
 * A docs page in a shadow root: the site's markup and styles cannot reach the portal and the portal's styles
 * do not reach the page. The site's selectors for the document (html, body, :root, :host) are pointed at the
 * content, and the frame around the shadow host contains layout and paint: an element the site fixes to the
 * viewport is fixed to the frame and drawn inside it, under the portal's header and sidebar.
 * Site links navigate in the app; images open in the light box.
 */
export const DocsContent = ({ page, css, textSize, wide, dark, hash, onNavigate, onImageOpen, loadImage, onSelection, onContentRoot }: DocsContentProps) => {
  const host = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement | undefined>(undefined);
  const handlers = useRef({ onNavigate, onImageOpen, onSelection, loadImage, onContentRoot });
  handlers.current = { onNavigate, onImageOpen, onSelection, loadImage, onContentRoot };
  const latestHash = useRef(hash);
  latestHash.current = hash;

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const styles = [DOCS_SHADOW_STYLES, ...css.map(scopeDocsCss)].map((text) => {
      const style = document.createElement('style');
      style.textContent = text;
      return style;
    });
    const content = document.createElement('div');
    content.className = DOCS_ROOT_CLASS;
    const body = document.createElement('div');
    body.className = DOCS_BODY_CLASS;
    body.appendChild(page.fragment.cloneNode(true));
    content.appendChild(body);
    root.replaceChildren(...styles, content);
    container.current = content;
    const reportContentRoot = handlers.current.onContentRoot;
    reportContentRoot?.(content);
    let current = true;
    for (const image of content.querySelectorAll<HTMLImageElement>(`img[${STORAGE_SRC_ATTRIBUTE}]`)) {
      void handlers.current.loadImage(image.getAttribute(STORAGE_SRC_ATTRIBUTE) ?? '').then((src) => {
        if (current && src) image.src = src;
      });
    }
    if (!scrollToId(root, latestHash.current)) element.scrollIntoView?.({ block: 'start' });
    return () => {
      current = false;
      reportContentRoot?.(undefined);
    };
    // A new page (or its styles) rebuilds the content; the hash alone only scrolls (below).
  }, [page, css]);

  useEffect(() => {
    const root = host.current?.shadowRoot;
    if (!root || !scrollToId(root, hash)) return;
    // Following an anchor (the "On this page" list) takes the keyboard there too, so Tab goes on from the section.
    const target = root.getElementById(hash);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash]);

  useLayoutEffect(() => {
    const content = container.current;
    if (!content) return;
    content.style.setProperty('--portico-docs-text-scale', String(textSize / 100));
    content.dataset['wide'] = String(wide);
    content.dataset['theme'] = dark ? 'dark' : 'light';
  }, [textSize, wide, dark, page, css]);

  useEffect(() => {
    const root = host.current?.shadowRoot;
    if (!root) return;
    const onClick = (event: Event) => {
      const mouse = event as MouseEvent;
      const path = mouse.composedPath();
      const anchor = path.find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (anchor) {
        const to = anchor.getAttribute(IN_APP_PATH_ATTRIBUTE);
        const href = anchor.getAttribute('href') ?? '';
        if (to && isPlainClick(mouse)) {
          event.preventDefault();
          handlers.current.onNavigate(to);
        } else if (href.startsWith('#') && isPlainClick(mouse)) {
          event.preventDefault();
          scrollToId(root, decodeURIComponent(href.slice(1)));
        }
        return;
      }
      const image = path.find((node): node is HTMLImageElement => node instanceof HTMLImageElement);
      if (image && isPlainClick(mouse)) {
        const images = [...root.querySelectorAll('img')].filter((img) => img.getAttribute('src'));
        if (!image.getAttribute('src')) return;
        const index = images.indexOf(image);
        if (index >= 0) handlers.current.onImageOpen(images.map((img) => ({ src: img.src, alt: img.alt })), index);
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, []);

  // Report Issue: the selection inside the page, once it has settled for 500 ms.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const element = host.current;
      const root = element?.shadowRoot as SelectableRoot | null | undefined;
      if (!element || !root) return;
      const selection = root.getSelection ? root.getSelection() : document.getSelection();
      const text = selection?.toString() ?? '';
      const node = selection?.anchorNode ?? null;
      if (!selection || selection.rangeCount === 0 || text.trim() === '' || !node || !root.contains(node)) {
        handlers.current.onSelection?.(undefined);
        return;
      }
      const range = selection.getRangeAt(0);
      // Where the browser cannot measure a range (jsdom), the button sits at the top of the page.
      const rect = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : undefined;
      const hostRect = element.getBoundingClientRect();
      handlers.current.onSelection?.({ text, top: rect ? rect.bottom - hostRect.top : 0, left: rect ? rect.right - hostRect.left : 0 });
    };
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(check, REPORT_ISSUE_DEBOUNCE_MS);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
    };
  }, []);

  return (
    <div className="portico-docs-frame" data-testid="docs-frame">
      <div ref={host} className="portico-docs-content" data-testid="docs-content" />
    </div>
  );
};
