import * as E from 'fp-ts/Either';
import { parse } from 'yaml';
import { parseDefinitionDocument } from '../../../ui/api-docs/viewers/parse-definition';
import { generateOpenApiDocument } from '../../bench/seed/openapi-document';

const parsed = (text: string): unknown => {
  const result = parseDefinitionDocument(text);
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
};

describe('parseDefinitionDocument', () => {
  it('reads a large generated definition (js-yaml: it has no anchors) to the same values as yaml does', () => {
    const text = generateOpenApiDocument(40);
    expect(parsed(text)).toEqual(parse(text));
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

  it('reads documents with anchors with yaml, which bounds their aliases', () => {
    expect(parsed('base: &b { type: string }\nother: *b\n')).toEqual({ base: { type: 'string' }, other: { type: 'string' } });
    const bomb = ['a0: &a0 [x, x]', ...Array.from({ length: 120 }, (_, level) => `a${level + 1}: &a${level + 1} [*a${level}, *a${level}]`)].join('\n');
    expect(E.isLeft(parseDefinitionDocument(bomb))).toBe(true);
  });

  it("gives yaml's description of a syntax error", () => {
    const result = parseDefinitionDocument('openapi: [unclosed');
    expect(E.isLeft(result) && result.left).toEqual(expect.stringContaining('unclosed'));
  });
});
