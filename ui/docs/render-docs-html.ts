import DOMPurify from 'dompurify';
import type { DocsPageLocation } from '../../application/docs/techdocs-gateway.port';
import { classifySiteLink, isStorageAsset, rebaseCssUrls, resolveAssetUrl } from '../../domain/docs/site-links';

/** Everything that can run code, submit, frame, or re-base the page is removed, whatever the site sends. */
const FORBID_TAGS = [
  'script', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
  'base', 'meta', 'link', 'form', 'button', 'textarea', 'select', 'option', 'template',
];
const FORBID_ATTR = ['srcset', 'formaction', 'action', 'ping', 'background', 'poster', 'xlink:href'];
/** Only these links survive sanitising (no javascript:, data:, vbscript: …). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export interface RenderedDocsPage {
  /** The sanitised page body, with links and assets rewritten. */
  readonly fragment: DocumentFragment;
  /** Stylesheets of the site (absolute URLs in storage), to be fetched and inlined. */
  readonly stylesheetUrls: readonly string[];
  /** The text of the page's own <style> elements in its head, url()s made absolute. */
  readonly inlineCss: readonly string[];
  readonly title: string;
  /** The page's 'Edit this page' link, if it has one. */
  readonly editUrl?: string;
}

export interface RenderDocsOptions {
  readonly location: DocsPageLocation;
  /** In-app route of the site's root, e.g. '/docs/default/component/payments'. */
  readonly linkBase: string;
  /** The href for an in-app path (adds the app's base path). */
  readonly appHref: (to: string) => string;
}

/** Marks in-site links: the reader navigates them inside the app. */
export const IN_APP_PATH_ATTRIBUTE = 'data-portico-to';
/** Holds the storage URL of an image the reader loads itself (storage answers text/plain, which browsers block). */
export const STORAGE_SRC_ATTRIBUTE = 'data-portico-src';

const stylesheetsOf = (doc: Document, location: DocsPageLocation): string[] => {
  const origin = new URL(location.siteRoot).origin;
  return [...doc.querySelectorAll('link[rel~="stylesheet"][href]')]
    .map((link) => resolveAssetUrl(link.getAttribute('href') ?? '', location.pageDirectory))
    .filter((url): url is string => url !== undefined && new URL(url).origin === origin);
};

const rewriteLinks = (root: DocumentFragment, options: RenderDocsOptions) => {
  for (const anchor of root.querySelectorAll('a')) {
    const href = anchor.getAttribute('href');
    anchor.removeAttribute('target');
    if (href === null) continue;
    const link = classifySiteLink(href, options.location.pageDirectory, options.location.siteRoot);
    switch (link._tag) {
      case 'InSite': {
        const to = `${options.linkBase.replace(/\/+$/, '')}/${link.path}${link.hash}`;
        anchor.setAttribute('href', options.appHref(to));
        anchor.setAttribute(IN_APP_PATH_ATTRIBUTE, to);
        break;
      }
      case 'Anchor':
        anchor.setAttribute('href', `#${encodeURIComponent(link.id)}`);
        break;
      case 'External':
        anchor.setAttribute('href', link.href);
        anchor.setAttribute('target', '_blank');
        anchor.setAttribute('rel', 'noopener noreferrer');
        break;
      case 'Unsafe':
        anchor.removeAttribute('href');
        break;
    }
  }
};

const rewriteAssets = (root: DocumentFragment, location: DocsPageLocation) => {
  for (const element of root.querySelectorAll('img[src], source[src], video[src], audio[src], track[src]')) {
    // Media other than images would need the same treatment; without it they would be blocked anyway.
    const resolved = resolveAssetUrl(element.getAttribute('src') ?? '', location.pageDirectory, element.tagName === 'IMG');
    if (resolved && element.tagName === 'IMG' && !resolved.startsWith('data:') && isStorageAsset(resolved, location.siteRoot)) {
      element.setAttribute(STORAGE_SRC_ATTRIBUTE, resolved);
      element.removeAttribute('src');
    } else if (resolved) element.setAttribute('src', resolved);
    else element.removeAttribute('src');
  }
  for (const input of root.querySelectorAll('input')) {
    // mkdocs' navigation toggles are checkboxes; no other input has a use in a docs page.
    if (!['checkbox', 'radio'].includes((input.getAttribute('type') ?? '').toLowerCase())) input.remove();
  }
};

/** A code block scrolls sideways when its lines are long; reachable by Tab, the keyboard can scroll it too. */
const focusableCodeBlocks = (root: DocumentFragment) => {
  for (const block of root.querySelectorAll('pre')) {
    if (!block.hasAttribute('tabindex')) block.setAttribute('tabindex', '0');
  }
};

/**
 * A docs page's HTML, made safe to show in the portal: parsed inertly, sanitised with DOMPurify (no scripts,
 * no event handlers, no javascript:/data: links), its site links pointed at the reader and its images at storage.
 */
export const renderDocsHtml = (html: string, options: RenderDocsOptions): RenderedDocsPage => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const stylesheetUrls = stylesheetsOf(parsed, options.location);
  const title = parsed.title;
  const inlineCss = [...parsed.head.querySelectorAll('style')].map((style) => rebaseCssUrls(style.textContent ?? '', options.location.pageDirectory));
  const fragment = DOMPurify.sanitize(parsed.body.innerHTML, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
  rewriteAssets(fragment, options.location);
  const edit = fragment.querySelector<HTMLAnchorElement>('a.md-content__button[href], a[title="Edit this page"][href]');
  const editUrl = edit ? resolveAssetUrl(edit.getAttribute('href') ?? '', options.location.pageDirectory) : undefined;
  rewriteLinks(fragment, options);
  focusableCodeBlocks(fragment);
  return { fragment, stylesheetUrls, inlineCss, title, ...(editUrl ? { editUrl } : {}) };
};
