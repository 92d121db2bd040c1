import type { DocsPageLocation } from '../../../application/docs/techdocs-gateway.port';
import { IN_APP_PATH_ATTRIBUTE, renderDocsHtml, STORAGE_SRC_ATTRIBUTE } from '../../../ui/docs/render-docs-html';

// Docs HTML comes from repositories anyone may write to: the reader must never run what it contains.

const location: DocsPageLocation = {
  siteRoot: 'http://backend.test/api/techdocs/static/docs/default/component/payments/',
  pageDirectory: 'http://backend.test/api/techdocs/static/docs/default/component/payments/runbook/',
  htmlUrl: 'http://backend.test/api/techdocs/static/docs/default/component/payments/runbook/index.html',
};

const render = (body: string, head = '') =>
  renderDocsHtml(`<!doctype html><html><head><title>Runbook</title>${head}</head><body>${body}</body></html>`, {
    location,
    linkBase: '/docs/default/component/payments',
    appHref: (to) => `/portal${to}`,
  });

const PAYLOADS = `
  <script>window.__pwned = 'script';</script>
  <img id="bad-img" src="x" onerror="window.__pwned = 'onerror'">
  <a id="js-link" href="javascript:window.__pwned='href'">click</a>
  <a id="js-link-spaced" href=" JaVaScRiPt:window.__pwned='href2'">click</a>
  <a id="data-link" href="data:text/html,<script>window.__pwned='data'</script>">data</a>
  <svg id="svg" onload="window.__pwned = 'svg'"><a xlink:href="javascript:window.__pwned='svg-link'"><text>x</text></a><script>window.__pwned='svg-script'</script></svg>
  <div id="mouse" onmouseover="window.__pwned = 'mouseover'" style="color: red">hover</div>
  <iframe src="javascript:window.__pwned='iframe'"></iframe>
  <object data="javascript:window.__pwned='object'"></object>
  <embed src="javascript:window.__pwned='embed'">
  <form action="javascript:window.__pwned='form'"><button formaction="javascript:window.__pwned='button'">go</button><input type="text" name="q"></form>
  <base href="javascript:alert(1)//">
  <meta http-equiv="refresh" content="0;url=javascript:alert(1)">
  <math><mi xlink:href="javascript:window.__pwned='math'">m</mi></math>
  <details open ontoggle="window.__pwned = 'toggle'"><summary>s</summary></details>
  <p id="kept">Kept <strong>text</strong></p>
`;

declare global {
  var __pwned: string | undefined;
}

describe('renderDocsHtml: sanitising docs pages', () => {
  beforeEach(() => {
    globalThis.__pwned = undefined;
  });

  it('removes scripts, event handlers, javascript:/data: links, frames, forms and re-basing elements', () => {
    const { fragment } = render(PAYLOADS);
    const host = document.createElement('div');
    host.appendChild(fragment);
    expect(host.querySelectorAll('script, iframe, object, embed, form, button, base, meta, link').length).toBe(0);
    expect(host.querySelector('input[type="text"]')).toBeNull();
    const withHandlers = [...host.querySelectorAll('*')].filter((element) => [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on')));
    expect(withHandlers).toEqual([]);
    for (const element of host.querySelectorAll('[href], [src], [action], [formaction], [data]')) {
      for (const name of ['href', 'src', 'action', 'formaction', 'data', 'xlink:href']) {
        const value = element.getAttribute(name);
        if (value !== null) expect(value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
      }
    }
    expect(host.querySelector('#js-link')?.hasAttribute('href')).toBe(false);
    expect(host.querySelector('#data-link')?.hasAttribute('href')).toBe(false);
    expect(host.querySelector('#kept')?.textContent).toBe('Kept text');
    expect((host.querySelector('#mouse') as HTMLElement).style.color).toBe('red');
  });

  it('runs none of the payloads when the page is shown and used', () => {
    const { fragment } = render(PAYLOADS);
    const host = document.createElement('div');
    document.body.appendChild(host);
    host.attachShadow({ mode: 'open' }).appendChild(fragment);
    const root = host.shadowRoot!;
    root.querySelector('#bad-img')?.dispatchEvent(new Event('error'));
    root.querySelector('#svg')?.dispatchEvent(new Event('load'));
    root.querySelector('#mouse')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    root.querySelector('details')?.dispatchEvent(new Event('toggle'));
    for (const anchor of root.querySelectorAll('a')) anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(globalThis.__pwned).toBeUndefined();
    host.remove();
  });

  it('points site links at the reader, anchors at the page, other links at a new window', () => {
    const { fragment } = render(`
      <a id="home" href="../">Home</a>
      <a id="sub" href="../guides/setup/#install">Setup</a>
      <a id="anchor" href="#restarts">Restarts</a>
      <a id="external" href="https://grafana.example.com/d/payments" target="_self">Dashboard</a>
      <a id="file" href="../assets/runbook.pdf">PDF</a>`);
    const host = document.createElement('div');
    host.appendChild(fragment);
    const link = (id: string) => host.querySelector(`#${id}`)!;
    expect(link('home').getAttribute('href')).toBe('/portal/docs/default/component/payments/');
    expect(link('home').getAttribute(IN_APP_PATH_ATTRIBUTE)).toBe('/docs/default/component/payments/');
    expect(link('sub').getAttribute(IN_APP_PATH_ATTRIBUTE)).toBe('/docs/default/component/payments/guides/setup/#install');
    expect(link('anchor').getAttribute('href')).toBe('#restarts');
    expect(link('external').getAttribute('href')).toBe('https://grafana.example.com/d/payments');
    expect(link('external').getAttribute('target')).toBe('_blank');
    expect(link('external').getAttribute('rel')).toBe('noopener noreferrer');
    expect(link('file').getAttribute('href')).toBe('http://backend.test/api/techdocs/static/docs/default/component/payments/assets/runbook.pdf');
  });

  it('loads storage images itself, keeps other images, and collects the site’s stylesheets and edit link', () => {
    const page = render(
      `<a class="md-content__button" href="https://github.com/o/r/edit/main/docs/runbook.md">Edit</a>
       <img id="local" src="../assets/flow.svg" alt="Flow">
       <img id="remote" src="https://img.example.com/logo.png" alt="Logo">
       <img id="inline" src="data:image/png;base64,iVBORw0KGgo=" alt="Dot">`,
      `<link rel="stylesheet" href="../assets/stylesheets/main.css"><link rel="stylesheet" href="https://fonts.example.com/x.css"><style>.x { background: url(img/a.png) }</style>`,
    );
    const host = document.createElement('div');
    host.appendChild(page.fragment);
    expect(host.querySelector('#local')?.getAttribute(STORAGE_SRC_ATTRIBUTE)).toBe('http://backend.test/api/techdocs/static/docs/default/component/payments/assets/flow.svg');
    expect(host.querySelector('#local')?.hasAttribute('src')).toBe(false);
    expect(host.querySelector('#remote')?.getAttribute('src')).toBe('https://img.example.com/logo.png');
    expect(host.querySelector('#inline')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(page.stylesheetUrls).toEqual(['http://backend.test/api/techdocs/static/docs/default/component/payments/assets/stylesheets/main.css']);
    expect(page.inlineCss).toEqual(['.x { background: url("http://backend.test/api/techdocs/static/docs/default/component/payments/runbook/img/a.png") }']);
    expect(page.editUrl).toBe('https://github.com/o/r/edit/main/docs/runbook.md');
    expect(page.title).toBe('Runbook');
  });

  it('lets the keyboard reach code blocks, which scroll sideways when their lines are long', () => {
    const page = render(`<pre id="plain"><code>kubectl get pods --all-namespaces</code></pre><pre id="own" tabindex="-1">x</pre>`);
    const host = document.createElement('div');
    host.appendChild(page.fragment);
    expect(host.querySelector('#plain')?.getAttribute('tabindex')).toBe('0');
    expect(host.querySelector('#own')?.getAttribute('tabindex')).toBe('-1');
  });
});
