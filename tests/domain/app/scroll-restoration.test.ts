import { scrollAfterNavigation } from '../../../domain/app/scroll-restoration';

describe('scrollAfterNavigation', () => {
  it.each([
    ['a link to another page starts at its top', { type: 'PUSH', pathnameChanged: true, hash: '', savedTop: 800 }, { _tag: 'Top' }],
    ['a redirect to another page starts at its top', { type: 'REPLACE', pathnameChanged: true, hash: '', savedTop: undefined }, { _tag: 'Top' }],
    ['back returns to where the person left the entry', { type: 'POP', pathnameChanged: true, hash: '', savedTop: 800 }, { _tag: 'Restore', top: 800 }],
    ['back to an entry never seen (a reload) is left to the browser', { type: 'POP', pathnameChanged: true, hash: '', savedTop: undefined }, { _tag: 'Keep' }],
    ['the same page with other query parameters keeps its place', { type: 'PUSH', pathnameChanged: false, hash: '', savedTop: undefined }, { _tag: 'Keep' }],
    ['a link to an anchor is scrolled by the page', { type: 'PUSH', pathnameChanged: true, hash: '#api', savedTop: undefined }, { _tag: 'Keep' }],
  ] as const)('%s', (_name, navigation, expected) => {
    expect(scrollAfterNavigation(navigation)).toEqual(expected);
  });
});
