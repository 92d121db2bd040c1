import fc from 'fast-check';
import { jsonEqual, validateJsonSchema } from '../../../domain/scaffolder';

const messages = (schema: Parameters<typeof validateJsonSchema>[0], value: unknown) => validateJsonSchema(schema, value).map((error) => `${error.instancePath} ${error.message}`.trim());

describe('JSON Schema validation of template forms', () => {
  it.each([
    [{ type: 'string' }, 'x', []],
    [{ type: 'string' }, 3, ['must be string']],
    [{ type: 'integer' }, 3.5, ['must be integer']],
    [{ type: 'number' }, 3, []],
    [{ type: ['string', 'null'] }, null, []],
    [{ type: ['string', 'null'] }, true, ['must be string,null']],
    [{ type: 'array' }, {}, ['must be array']],
    [{ type: 'object' }, [], ['must be object']],
    [{ enum: ['a', 'b'] }, 'c', ['must be equal to one of the allowed values']],
    [{ enum: [{ a: [1] }] }, { a: [1] }, []],
    [{ const: 5 }, 6, ['must be equal to constant']],
    [{ minLength: 2, maxLength: 3 }, 'a', ['must NOT have fewer than 2 characters']],
    [{ maxLength: 2 }, '😀😀', []],
    [{ maxLength: 2 }, 'abc', ['must NOT have more than 2 characters']],
    [{ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }, 'Bad Name', ['must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"']],
    [{ pattern: '(' }, 'x', ['has an invalid pattern "("']],
    [{ format: 'email' }, 'someone@example.com', []],
    [{ format: 'email' }, 'someone', ['must match format "email"']],
    [{ format: 'date' }, '2026-02-30', []],
    [{ format: 'date' }, '2026-13-01', ['must match format "date"']],
    [{ format: 'uri' }, 'https://example.com/x', []],
    [{ format: 'made-up' }, 'anything', []],
    [{ minimum: 1024, maximum: 65535 }, 80, ['must be >= 1024']],
    [{ minimum: 1024, maximum: 65535 }, 70000, ['must be <= 65535']],
    [{ exclusiveMinimum: 0 }, 0, ['must be > 0']],
    [{ exclusiveMaximum: 10 }, 10, ['must be < 10']],
    [{ minimum: 0, exclusiveMinimum: true }, 0, ['must be > 0']],
    [{ multipleOf: 0.1 }, 0.3, []],
    [{ multipleOf: 5 }, 12, ['must be multiple of 5']],
    [{ minItems: 1, maxItems: 2 }, [], ['must NOT have fewer than 1 items']],
    [{ maxItems: 2 }, [1, 2, 3], ['must NOT have more than 2 items']],
    [{ uniqueItems: true }, ['a', 'b', 'a'], ['must NOT have duplicate items (items ## 0 and 2 are identical)']],
    [{ items: { type: 'string' } }, ['a', 2], ['/1 must be string']],
    [{ items: [{ type: 'string' }, { type: 'number' }], additionalItems: false }, ['a', 1, 'x'], ['/2 boolean schema is false']],
    [{ contains: { const: 'x' } }, ['a'], ['must contain at least 1 valid item(s)']],
    [{ required: ['name', 'owner'], properties: { name: { type: 'string' } } }, { name: 1 }, ["must have required property 'owner'", '/name must be string']],
    [{ properties: { a: { type: 'string' } }, additionalProperties: false }, { a: 'x', b: 1 }, ['must NOT have additional properties']],
    [{ additionalProperties: { type: 'number' } }, { a: 'x' }, ['/a must be number']],
    [{ patternProperties: { '^x-': { type: 'string' } } }, { 'x-a': 1, y: 1 }, ['/x-a must be string']],
    [{ minProperties: 2 }, { a: 1 }, ['must NOT have fewer than 2 properties']],
    [{ dependencies: { a: ['b'] } }, { a: 1 }, ['must have property b when property a is present']],
    [{ dependencies: { a: { required: ['c'] } } }, { a: 1 }, ["must have required property 'c'"]],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true, ['must be string', 'must be number', 'must match a schema in anyOf']],
    [{ oneOf: [{ minimum: 0 }, { maximum: 10 }] }, 5, ['must match exactly one schema in oneOf']],
    [{ oneOf: [{ minimum: 0 }, { maximum: -10 }] }, 5, []],
    [{ allOf: [{ minLength: 2 }, { maxLength: 1 }] }, 'ab', ['must NOT have more than 1 characters']],
    [{ not: { type: 'string' } }, 'x', ['must NOT be valid']],
    [{ if: { properties: { kind: { const: 'a' } } }, then: { required: ['x'] }, else: { required: ['y'] } }, { kind: 'a' }, ["must have required property 'x'", 'must match "then" schema']],
    [{ if: { properties: { kind: { const: 'a' } } }, then: { required: ['x'] }, else: { required: ['y'] } }, { kind: 'b' }, ["must have required property 'y'", 'must match "else" schema']],
    [{ definitions: { name: { type: 'string' } }, properties: { n: { $ref: '#/definitions/name' } } }, { n: 1 }, ['/n must be string']],
    [{ $defs: { name: { type: 'string' } }, properties: { n: { $ref: '#/$defs/name' } } }, { n: 'ok' }, []],
    [{ $ref: '#/nowhere' }, 1, ["can't resolve reference #/nowhere"]],
    [false, 1, ['boolean schema is false']],
    [true, 1, []],
  ] as const)('%j with %j → %j', (schema, value, expected) => {
    expect(messages(schema as never, value)).toEqual(expected);
  });

  it('reports where the error is, in the value and in the schema', () => {
    expect(validateJsonSchema({ properties: { tags: { items: { pattern: '^[a-z]+$' } } } }, { tags: ['ok', 'Not/OK'] })).toEqual([
      { instancePath: '/tags/1', schemaPath: '#/properties/tags/items/pattern', keyword: 'pattern', params: { pattern: '^[a-z]+$' }, message: 'must match pattern "^[a-z]+$"' },
    ]);
    expect(validateJsonSchema({ required: ['a'] }, {})[0]).toMatchObject({ instancePath: '', keyword: 'required', params: { missingProperty: 'a' } });
  });

  it('resolves refs against the given root, with a prefix before the #', () => {
    const root = { definitions: { port: { type: 'integer', minimum: 1 } } };
    expect(validateJsonSchema({ $ref: '__rjsf_rootSchema#/definitions/port' } as never, 0, root as never).map((error) => error.message)).toEqual(['must be >= 1']);
  });

  it('treats undefined properties as absent', () => {
    expect(messages({ required: ['a'], additionalProperties: false }, { a: undefined, b: undefined })).toEqual(["must have required property 'a'"]);
  });

  it('accepts anything against an empty schema and nothing against false (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(validateJsonSchema({}, value)).toEqual([]);
        expect(validateJsonSchema(false, value)).toHaveLength(1);
      }),
    );
  });

  it('a value is valid against the enum and const built from it (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 3 }), (value, others) => {
        expect(validateJsonSchema({ enum: [...others, value] } as never, value)).toEqual([]);
        expect(validateJsonSchema({ const: value } as never, value)).toEqual([]);
      }),
    );
  });

  it('string length limits agree with the code point count (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.nat(20), (text, limit) => {
        const tooLong = [...text].length > limit;
        expect(validateJsonSchema({ maxLength: limit }, text).length).toBe(tooLong ? 1 : 0);
      }),
    );
  });

  it('deep equality is reflexive and symmetric (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(jsonEqual(a, structuredClone(a))).toBe(true);
        expect(jsonEqual(a, b)).toBe(jsonEqual(b, a));
      }),
    );
  });
});
