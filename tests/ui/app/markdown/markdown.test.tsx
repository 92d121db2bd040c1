import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HoldDeferredMarkdown, Markdown, preloadMarkdown } from '../../../../ui/app/markdown/markdown';
import { Marked } from 'marked';
import { renderMarkdown } from '../../../../ui/app/markdown/render-markdown';
import { HOSTILE_URLS, HTML_PAYLOADS } from '../../../support/xss-payloads';

const html = (text: string, inline = false) => {
  const host = document.createElement('div');
  host.append(renderMarkdown(text, { inline }));
  return host;
};

describe('renderMarkdown', () => {
  // Plain sentences, which the renderer takes as they are, and look-alikes it leaves to the parser: each is shown
  // as marked's GitHub flavour shows it.
  it.each([
    'Everything about orders.',
    "Orders (and their lines): what a customer bought, in the shop's words; see below?",
    'Refunds – partial or whole — are booked twice',
    'Version 2 of the API',
    'Tom said "hi"',
    'Ends with a space ',
    'Two\nlines',
    'Emphasis is *kept*',
  ])('renders %j as marked does', (text) => {
    const marked = new Marked({ gfm: true, async: false });
    const expected = document.createElement('div');
    expected.innerHTML = marked.parse(text, { async: false });
    const expectedInline = document.createElement('div');
    expectedInline.innerHTML = marked.parseInline(text, { async: false });
    expect(html(text).innerHTML).toBe(expected.innerHTML);
    expect(html(text, true).innerHTML).toBe(expectedInline.innerHTML);
  });

  it.each([
    ['Visit www.example.com', 'a'],
    ['Write to ops@example.com', 'a'],
    ['1. a list', 'li'],
    ['- a list', 'li'],
  ])('reads %j as Markdown, not as a plain sentence', (text, element) => {
    expect(html(text).querySelector(element)).not.toBeNull();
  });

  it('renders emphasis, lists and GitHub tables', () => {
    const host = html('Created **payments**\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(host.querySelector('strong')?.textContent).toBe('payments');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('table td')?.textContent).toBe('1');
  });

  it('renders inline Markdown without paragraphs', () => {
    const host = html('A *small* API', true);
    expect(host.querySelector('p')).toBeNull();
    expect(host.querySelector('em')?.textContent).toBe('small');
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'java\tscript:alert(1)', ' JAVASCRIPT:alert(1)'])(
    'keeps the text of a %j link but not the link',
    (href) => {
      const host = html(`[click me](${href}) <a href="${href}">raw</a>`);
      expect(host.querySelector('a')).toBeNull();
      expect(host.textContent).toContain('click me');
      expect(host.textContent).toContain('raw');
    },
  );

  it('says why a refused link is not a link', () => {
    const rejected = html('[open](javascript:alert(1))').querySelector('[data-rejected-link]');
    expect(rejected?.textContent).toBe('open');
    expect(rejected?.getAttribute('title')).toMatch(/javascript: URL/);
  });

  it('shows HTML written in the text as text', () => {
    const raw = '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">raw</a><b>bold</b>';
    for (const host of [html(raw), html(`Inline ${raw}`, true), html(`<div>\n\n**md**\n\n</div>`)]) {
      expect(host.querySelector('script, img, a, b, div, [onerror]')).toBeNull();
    }
    expect(html(raw).textContent).toBe(raw);
  });

  it('renders every payload of the XSS corpus inert', () => {
    const texts = [...HTML_PAYLOADS, HTML_PAYLOADS.join('\n\n'), ...HOSTILE_URLS.flatMap((url) => [`[x](${url})`, `![x](${url})`, `<${url}>`, url])];
    for (const text of texts) {
      for (const host of [html(text), html(text, true)]) {
        const elements = [...host.querySelectorAll('*')];
        expect({ text, tags: elements.map((element) => element.tagName.toLowerCase()).filter((tag) => !['p', 'span', 'strong', 'em', 'code', 'br', 'a', 'img'].includes(tag)) }).toEqual({ text, tags: [] });
        expect({ text, handlers: elements.flatMap((element) => [...element.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('on') || name === 'style')) }).toEqual({ text, handlers: [] });
        for (const element of host.querySelectorAll('a[href], img[src]')) {
          const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
          // eslint-disable-next-line no-control-regex -- drops C0 controls on purpose, as the URL parser does
          expect({ text, url, unsafe: /^\s*(javascript|vbscript|data):/i.test(url.replace(/[\u0000-\u001f]/g, '')) }).toEqual({ text, url, unsafe: false });
        }
      }
    }
  });

  it('keeps Markdown images, without event handlers', () => {
    const host = html('![diagram](https://example.com/a.png "Diagram")');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('diagram');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'vbscript:msgbox(1)'])('leaves out an image from %j, keeping its alt text', (src) => {
    const host = html(`![the diagram](${src})`);
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent?.trim()).toBe('the diagram');
  });

  it('opens http(s) links in a new window without an opener', () => {
    const link = html('[docs](https://example.com/docs) and https://example.org').querySelectorAll('a');
    expect(link).toHaveLength(2);
    for (const anchor of link) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows task-list checkboxes as disabled', () => {
    const input = html('- [x] done').querySelector('input');
    expect(input?.type).toBe('checkbox');
    expect(input?.disabled).toBe(true);
  });
});

describe('Markdown', () => {
  // The renderer is a lazy chunk; compiling it for the first time must not eat into a test's wait.
  beforeAll(() => preloadMarkdown());

  it('renders **name** as strong text once its chunk has loaded', async () => {
    render(<Markdown text="Created **payments-service**" />);
    expect((await screen.findByText('payments-service')).tagName).toBe('STRONG');
  });

  it('does not render a javascript: link as a link', async () => {
    render(<Markdown text="[open](javascript:alert(document.cookie)) **done**" />);
    await screen.findByText('done');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('open')).toHaveAttribute('data-rejected-link');
  });

  it('shows a deferred text as it is at first, then the same Markdown as an immediate one', async () => {
    const text = 'The **payments** API: see [the guide](https://docs.example.com/guide) and [this](javascript:alert(1)).';
    const { container } = render(
      <>
        <Markdown text={text} className="immediate" />
        <Markdown deferred text={text} className="deferred" />
      </>,
    );
    const immediate = container.querySelector('.immediate') as HTMLElement;
    const deferred = container.querySelector('.deferred') as HTMLElement;
    // Before its Markdown is in, the text is there as it is, for readers and screen readers alike.
    expect(immediate.querySelector('strong')).not.toBeNull();
    expect(deferred).toHaveClass('portico-markdown--plain');
    expect(deferred).toHaveTextContent(text);
    await waitFor(() => expect(deferred).not.toHaveClass('portico-markdown--plain'));
    expect(deferred.innerHTML).toBe(immediate.innerHTML);
    expect(deferred.className).toBe(immediate.className.replace('immediate', 'deferred'));
  });

  it('keeps deferred texts as they are while held, and renders them after the paint that follows the hold; other texts render meanwhile', async () => {
    await preloadMarkdown();
    const page = (until: boolean) => (
      <HoldDeferredMarkdown until={until}>
        <Markdown deferred text="**held**" className="held" />
        <Markdown text="**now**" />
      </HoldDeferredMarkdown>
    );
    const { container, rerender } = render(page(false));
    expect((await screen.findByText('now')).tagName).toBe('STRONG');
    // Given time to render, the held text still shows as it is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const held = container.querySelector('.held') as HTMLElement;
    expect(held).toHaveClass('portico-markdown--plain');
    expect(held).toHaveTextContent('**held**');
    rerender(page(true));
    // Not in the same render: after the next paint.
    expect(container.querySelector('.held')).toHaveClass('portico-markdown--plain');
    expect((await screen.findByText('held')).tagName).toBe('STRONG');
  });

  it('does not render a deferred text that is gone before its turn', async () => {
    const { container, unmount } = render(<Markdown deferred text="**gone**" />);
    expect(container.querySelector('.portico-markdown--plain')).toHaveTextContent('**gone**');
    unmount();
    // A later text still renders: the one that left did not hold up the queue.
    render(<Markdown deferred text="**kept**" />);
    expect((await screen.findByText('kept')).tagName).toBe('STRONG');
  });

  it('navigates in-app paths with the router', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Markdown text="See [the catalog](/catalog/default/component/x)." />} />
          <Route path="/catalog/*" element={<p>Catalog page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'the catalog' });
    expect(link).toHaveAttribute('href', '/catalog/default/component/x');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(await screen.findByText('Catalog page')).toBeInTheDocument();
  });
});
