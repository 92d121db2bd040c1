import fc from 'fast-check';
import { docsTriplet, normalizePagePath, pageDirectoryUrl, pageHtmlUrl, readerPath, siteRootUrl, storageUrlOf } from '../../../domain/docs/docs-paths';

const ref = { kind: 'Component', namespace: 'Default', name: 'Payments' };

describe('docs paths', () => {
  it('lowercases the triplet unless the legacy case-sensitive setting is on', () => {
    expect(docsTriplet(ref, false)).toEqual({ namespace: 'default', kind: 'component', name: 'payments' });
    expect(docsTriplet(ref, true)).toEqual({ namespace: 'Default', kind: 'Component', name: 'Payments' });
  });

  it.each<[string, string]>([
    ['', 'https://b/api/techdocs/static/docs/default/component/payments/index.html'],
    ['/', 'https://b/api/techdocs/static/docs/default/component/payments/index.html'],
    ['runbook', 'https://b/api/techdocs/static/docs/default/component/payments/runbook/index.html'],
    ['runbook/', 'https://b/api/techdocs/static/docs/default/component/payments/runbook/index.html'],
    ['/guides/setup/index.html', 'https://b/api/techdocs/static/docs/default/component/payments/guides/setup/index.html'],
    ['a/../b/./c', 'https://b/api/techdocs/static/docs/default/component/payments/b/c/index.html'],
    ['../../../../etc', 'https://b/api/techdocs/static/docs/default/component/payments/etc/index.html'],
  ])('the page %p is at %p', (path, url) => {
    expect(pageHtmlUrl('https://b/api/techdocs/static/docs/', docsTriplet(ref, false), path)).toBe(url);
  });

  it('never leaves the site, whatever the path (property)', () => {
    const triplet = docsTriplet(ref, false);
    const root = siteRootUrl('https://b/docs', triplet);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('..', '.', 'a', 'b', '', 'index.html')).map((parts) => parts.join('/')), (path) => {
        expect(pageDirectoryUrl('https://b/docs', triplet, path).startsWith(root)).toBe(true);
      }),
    );
  });

  it('builds reader routes and the storage URL', () => {
    expect(readerPath({ kind: 'component', namespace: 'default', name: 'payments' }, 'runbook')).toBe('/docs/default/component/payments/runbook/');
    expect(readerPath({ kind: 'component', namespace: 'default', name: 'payments' })).toBe('/docs/default/component/payments/');
    expect(storageUrlOf(undefined, 'http://b/api/techdocs/', '/static/docs')).toBe('http://b/api/techdocs/static/docs');
    expect(storageUrlOf(' https://cdn.example.com/docs/ ', 'http://b/api/techdocs', '/static/docs')).toBe('https://cdn.example.com/docs');
    expect(normalizePagePath('index.html')).toBe('');
  });
});
