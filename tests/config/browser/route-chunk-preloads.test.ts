/**
 * @jest-environment jsdom
 */
import { ROUTE_CHUNKS_ELEMENT_ID } from '../../../adapters/app/page-data-blocks';
import { preloadRouteChunks } from '../../../config/browser/route-chunk-preloads';

const pageWithBlock = (text: string | undefined): Document => {
  const page = document.implementation.createHTMLDocument('portal');
  if (text !== undefined) {
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = ROUTE_CHUNKS_ELEMENT_ID;
    block.textContent = text;
    page.head.append(block);
  }
  return page;
};

const preloads = (page: Document) =>
  [...page.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('crossorigin'), link.getAttribute('href')]);

describe('preloadRouteChunks', () => {
  it('preloads every script the page lists, as the module loader will ask for it', () => {
    const page = pageWithBlock(JSON.stringify(['/portal/assets/catalog-index-page-d.js', '/portal/assets/tag-f.js']));
    preloadRouteChunks(page);
    expect(preloads(page)).toEqual([
      ['modulepreload', '', '/portal/assets/catalog-index-page-d.js'],
      ['modulepreload', '', '/portal/assets/tag-f.js'],
    ]);
  });

  it.each([
    ['the page lists nothing', undefined],
    ['the block is not JSON', '[oops'],
    ['the block is not a list', '{"a":"/assets/a.js"}'],
  ])('preloads nothing when %s', (_case, text) => {
    const page = pageWithBlock(text);
    preloadRouteChunks(page);
    expect(preloads(page)).toEqual([]);
  });

  it('skips entries that are not text', () => {
    const page = pageWithBlock(JSON.stringify([1, null, '/assets/a.js']));
    preloadRouteChunks(page);
    expect(preloads(page)).toEqual([['modulepreload', '', '/assets/a.js']]);
  });
});
