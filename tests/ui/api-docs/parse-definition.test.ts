import * as E from 'fp-ts/Either';
import { parseDefinitionDocument } from '../../../ui/api-docs/viewers/parse-definition';
import { generateOpenApiDocument, openApiDocumentValue } from '../../bench/seed/openapi-document';

const parsed = (text: string): unknown => {
  const result = parseDefinitionDocument(text);
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
};

describe('parseDefinitionDocument', () => {
  it('reads a large generated definition back to the values it was written from', () => {
    expect(parsed(generateOpenApiDocument(40))).toEqual(openApiDocumentValue(40));
  });

  it('keeps dates as text, reads JSON, and keeps the last of a repeated key', () => {
    expect(parsed('released: 2024-05-01\nversion: 1.0\nname: a\nname: b\n')).toEqual({ released: '2024-05-01', version: 1, name: 'b' });
    expect(parsed('{"openapi": "3.0.0", "paths": {}}')).toEqual({ openapi: '3.0.0', paths: {} });
  });

  it('keeps keys such as __proto__ as own keys, away from the prototype', () => {
    const value = parsed('__proto__: { polluted: true }\nconstructor: x\n');
    expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads documents with anchors, and refuses one whose aliases would explode when walked', () => {
    expect(parsed('base: &b { type: string }\nother: *b\n')).toEqual({ base: { type: 'string' }, other: { type: 'string' } });
    const bomb = ['a0: &a0 [x, x]', ...Array.from({ length: 120 }, (_, level) => `a${level + 1}: &a${level + 1} [*a${level}, *a${level}]`)].join('\n');
    expect(parseDefinitionDocument(bomb)).toEqual(E.left(expect.stringContaining('The definition could not be read')));
  });

  it('counts a shared node each time it is reached, and refuses an anchor aliased inside itself', () => {
    const shared = (uses: number) => `base: &b { type: string }\nuses: [${Array(uses).fill('*b').join(', ')}]\n`;
    expect(E.isRight(parseDefinitionDocument(shared(4_000)))).toBe(true);
    expect(E.isLeft(parseDefinitionDocument(shared(6_000)))).toBe(true);
    expect(E.isLeft(parseDefinitionDocument('a: &a { self: *a }\n'))).toBe(true);
  });

  it('refuses an alias of no anchor, so a document without an anchor has no alias to walk', () => {
    expect(parseDefinitionDocument('a: *x\nb: [*y, *y]\n')).toEqual(E.left(expect.stringContaining('The definition could not be read')));
    expect(parsed('title: R & D, "a&b" and *stars*\n')).toEqual({ title: 'R & D, "a&b" and *stars*' });
  });

  it("gives js-yaml's description of a syntax error", () => {
    const result = parseDefinitionDocument('openapi: [unclosed');
    expect(E.isLeft(result) && result.left).toEqual(expect.stringContaining('unclosed'));
  });
});
