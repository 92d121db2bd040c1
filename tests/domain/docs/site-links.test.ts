import { classifySiteLink, imageTypeOf, isStorageAsset, rebaseCssUrls, resolveAssetUrl } from '../../../domain/docs/site-links';

const root = 'http://b/api/techdocs/static/docs/default/component/payments/';
const home = root;
const runbook = `${root}runbook/`;

describe('links inside a docs page', () => {
  it.each<[string, string, unknown]>([
    ['runbook/', home, { _tag: 'InSite', path: 'runbook/', hash: '' }],
    ['runbook/#restarts', home, { _tag: 'InSite', path: 'runbook/', hash: '#restarts' }],
    ['../', runbook, { _tag: 'InSite', path: '', hash: '' }],
    ['../index.html', runbook, { _tag: 'InSite', path: '', hash: '' }],
    ['#responsibilities', home, { _tag: 'Anchor', id: 'responsibilities' }],
    ['./#api', home, { _tag: 'Anchor', id: 'api' }],
    ['assets/payment-flow.svg', home, { _tag: 'External', href: `${root}assets/payment-flow.svg` }],
    ['https://github.com/example-org/payments/edit/main/docs/index.md', home, { _tag: 'External', href: 'https://github.com/example-org/payments/edit/main/docs/index.md' }],
    ['../web-shop/', home, { _tag: 'External', href: 'http://b/api/techdocs/static/docs/default/component/web-shop/' }],
    ['mailto:team@example.com', home, { _tag: 'External', href: 'mailto:team@example.com' }],
    ['javascript:alert(1)', home, { _tag: 'Unsafe' }],
    [' JavaScript:alert(1)', home, { _tag: 'Unsafe' }],
    ['data:text/html,<script>alert(1)</script>', home, { _tag: 'Unsafe' }],
    ['vbscript:msgbox', home, { _tag: 'Unsafe' }],
  ])('%p on %p is %p', (href, page, expected) => {
    expect(classifySiteLink(href, page, root)).toEqual(expected);
  });

  it('resolves assets against the page and refuses scripts; data: only for raster images when allowed', () => {
    expect(resolveAssetUrl('assets/a.png', runbook)).toBe(`${root}runbook/assets/a.png`);
    expect(resolveAssetUrl('javascript:alert(1)', runbook)).toBeUndefined();
    expect(resolveAssetUrl('data:image/png;base64,AAAA', runbook)).toBeUndefined();
    expect(resolveAssetUrl('data:image/png;base64,AAAA', runbook, true)).toBe('data:image/png;base64,AAAA');
    expect(resolveAssetUrl('data:image/svg+xml;base64,AAAA', runbook, true)).toBeUndefined();
  });

  it('makes stylesheet url()s absolute against the stylesheet', () => {
    const css = `a { background: url(../img/x.png) } b { background: url('y.svg') } c { background: url("javascript:alert(1)") } d { fill: url(#grad) }`;
    expect(rebaseCssUrls(css, `${root}assets/stylesheets/main.css`)).toBe(
      `a { background: url("${root}assets/img/x.png") } b { background: url('${root}assets/stylesheets/y.svg') } c { background: url("") } d { fill: url(#grad) }`,
    );
  });

  it('knows the image type of a storage file by its extension when storage says text/plain', () => {
    expect(imageTypeOf(`${root}assets/payment-flow.svg`, 'text/plain; charset=utf-8')).toBe('image/svg+xml');
    expect(imageTypeOf(`${root}assets/a.PNG?v=1`, '')).toBe('image/png');
    expect(imageTypeOf(`${root}assets/a.bin`, 'image/webp')).toBe('image/webp');
    expect(imageTypeOf(`${root}index.html`, 'text/html')).toBeUndefined();
    expect(isStorageAsset(`${root}a.png`, root)).toBe(true);
    expect(isStorageAsset('https://img.example.com/a.png', root)).toBe(false);
  });
});
