// Markdown to a sanitised DOM fragment. marked turns the text into HTML (GitHub flavour) with any HTML written in
// the text shown as text, as Backstage shows it; DOMPurify then keeps only the elements Markdown produces, and
// every link goes through the portal's link check: unsafe targets (javascript:, data:, vbscript:) become plain
// text, http(s) links open in a new window, paths stay in the app; images from such URLs are left out.
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { classifyLinkTarget } from '../../../domain/app/external-link';

/** Marks the text of a link the portal refused; its title says why. */
export const REJECTED_LINK_ATTRIBUTE = 'data-rejected-link';
/** Marks a link to a path of the portal: a click navigates with the router. */
export const IN_APP_PATH_ATTRIBUTE = 'data-portico-to';

const ALLOWED_TAGS = [
  'a', 'blockquote', 'br', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'input', 'li',
  'ol', 'p', 'pre', 's', 'span', 'strong', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start', 'type', 'checked', 'disabled', REJECTED_LINK_ATTRIBUTE];

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token) {
      return escapeHtml(token.text);
    },
    link(token) {
      const target = classifyLinkTarget(token.href);
      if (target.kind !== 'rejected') return false;
      return `<span ${REJECTED_LINK_ATTRIBUTE}="" title="${escapeHtml(target.message)}">${this.parser.parseInline(token.tokens)}</span>`;
    },
  },
});

export interface RenderMarkdownOptions {
  /** Inline Markdown only (no paragraphs, lists or headings), for table cells and one-line texts. */
  readonly inline?: boolean;
  /** The href of an in-app path (adds the app's base path). */
  readonly appHref?: (to: string) => string;
}

const replaceWithText = (anchor: HTMLAnchorElement, title: string | undefined) => {
  const span = anchor.ownerDocument.createElement('span');
  span.setAttribute(REJECTED_LINK_ATTRIBUTE, '');
  if (title) span.title = title;
  span.append(...anchor.childNodes);
  anchor.replaceWith(span);
};

/** Links that survived sanitising (raw HTML anchors included) are checked again and given the portal's behaviour. */
const applyLinkRules = (root: DocumentFragment, appHref: (to: string) => string) => {
  for (const anchor of [...root.querySelectorAll('a')]) {
    const href = anchor.getAttribute('href');
    if (href === null) {
      replaceWithText(anchor, undefined);
      continue;
    }
    const target = classifyLinkTarget(href);
    switch (target.kind) {
      case 'rejected':
        replaceWithText(anchor, target.message);
        break;
      case 'newWindow':
        anchor.setAttribute('href', target.href);
        anchor.setAttribute('target', '_blank');
        anchor.setAttribute('rel', 'noopener noreferrer');
        break;
      case 'sameWindow':
        anchor.setAttribute('href', target.href);
        break;
      case 'inApp':
        if (target.to.startsWith('/')) {
          anchor.setAttribute('href', appHref(target.to));
          anchor.setAttribute(IN_APP_PATH_ATTRIBUTE, target.to);
        }
        break;
    }
  }
};

/** Images follow the same check: an image from a data:, javascript: or vbscript: URL is left out, its alt text kept. */
const applyImageRules = (root: DocumentFragment) => {
  for (const image of [...root.querySelectorAll('img')]) {
    const src = image.getAttribute('src');
    if (src === null || classifyLinkTarget(src).kind === 'rejected') image.replaceWith(image.ownerDocument.createTextNode(image.alt));
  }
};

/**
 * A one-line sentence with nothing Markdown reads in it: it starts with a letter, and holds only letters, digits,
 * spaces and plain punctuation (no markup characters, no '&', no '/' or '@' of a URL or address that the GitHub
 * flavour would link, no 'www.'). Most descriptions are such sentences; they render as themselves, without the
 * parser and the sanitiser (a few milliseconds each, cold, for a definition's dozens of descriptions).
 */
const PLAIN_SENTENCE = /^\p{L}[\p{L}\p{N} ,.;:'"?()\u2013\u2014-]*$/u;

const isPlainSentence = (text: string): boolean => PLAIN_SENTENCE.test(text) && !text.endsWith(' ') && !/www\./i.test(text);

const plainFragment = (text: string, inline: boolean): DocumentFragment => {
  const fragment = document.createDocumentFragment();
  if (inline) {
    fragment.append(text);
  } else {
    const paragraph = document.createElement('p');
    paragraph.append(text);
    // As the parser writes it: a line break after each block.
    fragment.append(paragraph, '\n');
  }
  return fragment;
};

export const renderMarkdown = (text: string, options: RenderMarkdownOptions = {}): DocumentFragment => {
  if (isPlainSentence(text)) return plainFragment(text, Boolean(options.inline));
  const html = options.inline ? markdown.parseInline(text, { async: false }) : markdown.parse(text, { async: false });
  const fragment = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM_FRAGMENT: true });
  applyLinkRules(fragment, options.appHref ?? ((to) => to));
  applyImageRules(fragment);
  // Task-list checkboxes show a state; they are never inputs.
  for (const input of fragment.querySelectorAll('input')) {
    if (input.type === 'checkbox') input.disabled = true;
    else input.remove();
  }
  return fragment;
};
