import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  isJavascriptUrl,
  locationRefFor,
  parseLocationRef,
  stringifyLocationRef,
  type LocationRef,
} from '../../../domain/catalog/location-ref';

const message = (result: E.Either<{ message: string }, unknown>): string =>
  E.isLeft(result) ? result.left.message : 'no error';

describe('parseLocationRef', () => {
  it.each<[string, LocationRef]>([
    ['url:https://github.com/acme/repo/blob/main/catalog-info.yaml', { type: 'url', target: 'https://github.com/acme/repo/blob/main/catalog-info.yaml' }],
    ['file:./catalog-info.yaml', { type: 'file', target: './catalog-info.yaml' }],
    [' url : https://x.io ', { type: 'url', target: 'https://x.io' }],
    ['bootstrap:bootstrap', { type: 'bootstrap', target: 'bootstrap' }],
  ])('parses %s', (ref, expected) => {
    expect(parseLocationRef(ref)).toEqual(E.right(expected));
  });

  it.each(['', 'no-colon', ':target', 'url:', 'url:   ', '  :x'])('refuses %j: type and target must both be there', (ref) => {
    expect(message(parseLocationRef(ref))).toContain('expected "<type>:<target>"');
  });

  it.each(['http://github.com/acme/repo', 'https://github.com/acme/repo'])('refuses the bare URL %s', (ref) => {
    expect(message(parseLocationRef(ref))).toContain('please prefix it with url:');
    expect(message(parseLocationRef(ref))).toContain(`url:${ref}`);
  });

  it.each(['javascript:alert(1)', 'url:javascript:alert(1)', 'url:JavaScript:alert(1)', 'url:java\tscript:alert(1)', 'url:\u0001 javascript:x'])(
    'refuses the javascript: URL %j',
    (ref) => {
      expect(message(parseLocationRef(ref))).toContain('javascript:');
    },
  );

  it('refuses what is not a string', () => {
    expect(E.isLeft(parseLocationRef(42))).toBe(true);
  });
});

describe('stringifyLocationRef', () => {
  it('writes type:target', () => {
    expect(stringifyLocationRef({ type: 'url', target: 'https://x.io/a.yaml' })).toEqual(E.right('url:https://x.io/a.yaml'));
  });

  it.each<[LocationRef, string]>([
    [{ type: '', target: 'x' }, 'empty type'],
    [{ type: 'url', target: '' }, 'empty target'],
    [{ type: 'url', target: 'javascript:alert(1)' }, 'javascript:'],
  ])('refuses %j', (ref, fragment) => {
    expect(message(stringifyLocationRef(ref))).toContain(fragment);
  });
});

describe('locationRefFor', () => {
  it("defaults the type to 'url'", () => {
    expect(locationRefFor('https://x.io/a.yaml')).toEqual({ type: 'url', target: 'https://x.io/a.yaml' });
    expect(locationRefFor('./a.yaml', 'file')).toEqual({ type: 'file', target: './a.yaml' });
    expect(locationRefFor('./a.yaml', '')).toEqual({ type: 'url', target: './a.yaml' });
  });
});

describe('properties', () => {
  const type = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-'.split('')), minLength: 1, maxLength: 10 })
    .filter((t) => t !== 'http' && t !== 'https' && !isJavascriptUrl(`${t}:`));
  const target = fc.webUrl();

  it('parse(stringify(ref)) round-trips', () => {
    fc.assert(
      fc.property(type, target, (t, url) => {
        const text = stringifyLocationRef({ type: t, target: url });
        expect(E.isRight(text) && parseLocationRef(text.right)).toEqual(E.right({ type: t, target: url }));
      }),
    );
  });

  it('never accepts a bare http(s) URL', () => {
    fc.assert(fc.property(target, (url) => E.isLeft(parseLocationRef(url.replace(/^[a-z]+:/, 'http:'))) && E.isLeft(parseLocationRef(url.replace(/^[a-z]+:/, 'https:')))));
  });

  it('never accepts a javascript: target, whatever the case', () => {
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }).map((upper) =>
      'javascript'.split('').map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''),
    );
    fc.assert(fc.property(type, casing, fc.string(), (t, scheme, rest) => E.isLeft(parseLocationRef(`${t}:${scheme}:${rest}`))));
  });
});
