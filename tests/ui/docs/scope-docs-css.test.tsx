import { render } from '@testing-library/react';
import { DocsContent } from '../../../ui/docs/docs-content';
import type { RenderedDocsPage } from '../../../ui/docs/render-docs-html';
import { scopeDocsCss, scopeSelector } from '../../../ui/docs/scope-docs-css';

describe('scopeSelector', () => {
  it.each([
    ['html', '.portico-docs-root'],
    [':root', '.portico-docs-root'],
    ['HTML BODY .x', '.portico-docs-root .portico-docs-body .x'],
    ['html > body, body', '.portico-docs-root > .portico-docs-body, .portico-docs-body'],
    ['html.dark body[dir=rtl] .md-typeset > p:not(body)', '.portico-docs-root.dark .portico-docs-body[dir=rtl] .md-typeset > p:not(.portico-docs-body)'],
    [':host', '.portico-docs-root'],
    [':\\68 ost', '.portico-docs-root'],
    [':host(.dark) p', '.portico-docs-root:is(.dark) p'],
    [':host-context(.theme) a', '.portico-docs-root:is(.theme) a'],
    // Names that only look like the document's elements are left alone.
    ['.html, #body, a[href="body"], bodyguard, p::before', '.html, #body, a[href="body"], bodyguard, p::before'],
  ])('%s', (selector, scoped) => {
    expect(scopeSelector(selector)).toBe(scoped);
  });
});

describe('scopeDocsCss', () => {
  it('rewrites the selectors of rules, also inside @media, @supports, @layer and nested rules', () => {
    const css = `@media (min-width: 1px) { body > p { color: blue } }
      @supports (display: grid) { :host { display: grid } } @layer base { html { color: red } } .a { color: red; & body { top: 0 } }`;
    expect(scopeDocsCss(css)).toBe(
      '@media (min-width: 1px){.portico-docs-body > p{ color: blue } }' +
        '@supports (display: grid){.portico-docs-root{ display: grid } }' +
        '@layer base{.portico-docs-root{ color: red } }' +
        '.a{ color: red;& .portico-docs-body{ top: 0 } }',
    );
  });

  it('keeps declarations, strings, @font-face and @keyframes as they are, and drops comments and @import', () => {
    const css = `/* html { } */ @import url("https://elsewhere.test/x.css"); @charset "utf-8";
      a[title="body{"]::before { content: "}html{"; background: url(img/html.png) }
      @font-face { font-family: Site; src: url(font.woff2) } @keyframes spin { from { top: 0 } to { top: 1px } }`;
    expect(scopeDocsCss(css)).toBe(
      ' @charset "utf-8";a[title="body{"]::before{ content: "}html{"; background: url(img/html.png) }' +
        '@font-face{ font-family: Site; src: url(font.woff2) }@keyframes spin{from{ top: 0 }to{ top: 1px } }',
    );
  });
});

describe('DocsContent containment', () => {
  const page = (html: string): RenderedDocsPage => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return { fragment: template.content, stylesheetUrls: [], inlineCss: [], title: 'Hostile' };
  };
  const HOSTILE_CSS = ':host, html, body { position: fixed !important; inset: 0; z-index: 2147483647 } .overlay { position: fixed; inset: 0 }';

  it('puts the page in root and body elements inside a frame, and scopes the site CSS to them', () => {
    const { getByTestId } = render(
      <DocsContent
        page={page('<div class="overlay" style="position: fixed; inset: 0">cover</div><p>text</p>')}
        css={[HOSTILE_CSS]}
        textSize={100}
        wide={false}
        dark={false}
        hash=""
        onNavigate={jest.fn()}
        onImageOpen={jest.fn()}
        loadImage={async () => undefined}
      />,
    );
    const frame = getByTestId('docs-frame');
    const host = getByTestId('docs-content');
    expect(frame.className).toBe('portico-docs-frame');
    expect(host.parentElement).toBe(frame);
    const root = host.shadowRoot as ShadowRoot;
    const content = root.querySelector('.portico-docs-root') as HTMLElement;
    expect(content.parentNode).toBe(root);
    expect(content.firstElementChild?.className).toBe('portico-docs-body');
    expect(content.querySelector('.portico-docs-body > .overlay')?.textContent).toBe('cover');
    const siteCss = [...root.querySelectorAll('style')].map((style) => style.textContent).at(-1);
    expect(siteCss).toBe(
      '.portico-docs-root, .portico-docs-root, .portico-docs-body{ position: fixed !important; inset: 0; z-index: 2147483647 }' +
        '.overlay{ position: fixed; inset: 0 }',
    );
  });
});
