import fc from 'fast-check';
import { validateJsonSchema, type SchemaInput } from '../../../../ui/scaffolder/form/json-schema-validator';

const messages = (schema: unknown, value: unknown) =>
  validateJsonSchema(schema as SchemaInput, value).map((error) => `${error.instancePath} ${error.message}`.trim());

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
    [{ minimum: 1024, maximum: 65535 }, 80, ['must be >= 1024']],
    [{ minimum: 1024, maximum: 65535 }, 70000, ['must be <= 65535']],
    [{ exclusiveMinimum: 0 }, 0, ['must be > 0']],
    [{ exclusiveMaximum: 10 }, 10, ['must be < 10']],
    [{ minimum: 0, exclusiveMinimum: true }, 0, ['must be > 0']],
    [{ minimum: 0, exclusiveMinimum: true }, 1, []],
    [{ maximum: 5, exclusiveMaximum: false }, 5, []],
    [{ multipleOf: 0.1 }, 0.3, []],
    [{ multipleOf: 5 }, 12, ['must be multiple of 5']],
    [{ minItems: 1, maxItems: 2 }, [], ['must NOT have fewer than 1 items']],
    [{ maxItems: 2 }, [1, 2, 3], ['must NOT have more than 2 items']],
    [{ uniqueItems: true }, ['a', 'b', 'a'], ['must NOT have duplicate items (items ## 0 and 2 are identical)']],
    [{ items: { type: 'string' } }, ['a', 2, 3], ['/1 must be string', '/2 must be string']],
    [{ items: [{ type: 'string' }, { type: 'number' }], additionalItems: false }, ['a', 1, 'x', 'y'], ['must NOT have more than 2 items']],
    [{ contains: { const: 'x' } }, ['a'], ['must contain at least 1 valid item(s)']],
    [{ contains: { const: 'x' } }, [], ['must contain at least 1 valid item(s)']],
    [{ required: ['name', 'owner'], properties: { name: { type: 'string' } } }, { name: 1 }, ["must have required property 'owner'", '/name must be string']],
    [{ properties: { a: { type: 'string' }, b: { type: 'string' } } }, { a: 1, b: 2 }, ['/a must be string', '/b must be string']],
    [{ properties: { a: { type: 'string' } }, additionalProperties: false }, { a: 'x', b: 1 }, ['must NOT have additional properties']],
    [{ additionalProperties: { type: 'number' } }, { a: 'x' }, ['/a must be number']],
    [{ patternProperties: { '^x-': { type: 'string' } } }, { 'x-a': 1, y: 1 }, ['/x-a must be string']],
    [{ propertyNames: { pattern: '^[a-z]+$' } }, { ok: 1, 'Not ok': 2 }, ['property name must be valid']],
    [{ minProperties: 2 }, { a: 1 }, ['must NOT have fewer than 2 properties']],
    [{ maxProperties: 1 }, { a: 1, b: 2 }, ['must NOT have more than 1 properties']],
    [{ dependencies: { a: ['b'] } }, { a: 1 }, ['must have property b when property a is present']],
    [{ dependentRequired: { a: ['b', 'c'] } }, { a: 1, c: 1 }, ['must have property b when property a is present']],
    [{ dependencies: { a: { required: ['c'] } } }, { a: 1 }, ["must have required property 'c'"]],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true, ['must match a schema in anyOf', 'must be string', 'must be number']],
    [{ oneOf: [{ minimum: 0 }, { maximum: 10 }] }, 5, ['must match exactly one schema in oneOf']],
    [{ oneOf: [{ minimum: 0 }, { maximum: -10 }] }, 5, []],
    [{ allOf: [{ minLength: 2 }, { maxLength: 1 }] }, 'ab', ['must NOT have more than 1 characters']],
    [{ not: { type: 'string' } }, 'x', ['must NOT be valid']],
    [{ if: { properties: { kind: { const: 'a' } } }, then: { required: ['x'] }, else: { required: ['y'] } }, { kind: 'a' }, ['must match "then" schema', "must have required property 'x'"]],
    [{ if: { properties: { kind: { const: 'a' } } }, then: { required: ['x'] }, else: { required: ['y'] } }, { kind: 'b' }, ['must match "else" schema', "must have required property 'y'"]],
    [{ definitions: { name: { type: 'string' } }, properties: { n: { $ref: '#/definitions/name' } } }, { n: 1 }, ['/n must be string']],
    [{ $defs: { name: { type: 'string' } }, properties: { n: { $ref: '#/$defs/name' } } }, { n: 'ok' }, []],
    [{ $defs: { name: { type: 'string' } }, properties: { n: { $ref: '#/$defs/name' } } }, { n: 2 }, ['/n must be string']],
    [{ $defs: { port: { type: 'integer' } }, properties: { p: { $ref: '#/$defs/port', minimum: 1 } } }, { p: 0 }, ['/p must be >= 1']],
    [{ $ref: '#/nowhere' }, 1, ["can't resolve reference #/nowhere"]],
    [{ properties: { a: false } }, { a: 1 }, ['/a boolean schema is false']],
    [false, 1, ['boolean schema is false']],
    [true, 1, []],
  ] as const)('%j with %j → %j', (schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  describe('formats', () => {
    it.each([
      ['email', 'someone@example.com', true],
      ['email', 'someone', false],
      ['date', '2024-02-29', true],
      ['date', '2023-02-29', false],
      ['date', '2026-02-30', false],
      ['date', '2026-13-01', false],
      ['date-time', '2026-01-31T12:00:00Z', true],
      ['date-time', '2026-01-31', false],
      ['time', '12:30:00Z', true],
      ['uri', 'https://example.com/x', true],
      ['uri', 'not a uri', false],
      ['uri-reference', '../docs/index.md#top', true],
      ['uri-reference', 'https://example.com/x?y=1', true],
      ['uri-reference', 'has space', false],
      ['ipv4', '192.168.0.1', true],
      ['ipv4', '256.1.1.1', false],
      ['ipv6', '2001:db8::1', true],
      ['ipv6', '::ffff:192.168.0.1', true],
      ['ipv6', '2001:db8:::1', false],
      ['ipv6', '192.168.0.1', false],
      ['regex', '^[a-z]+(-[a-z]+)*$', true],
      ['regex', '(unclosed', false],
      ['hostname', 'api.example.com', true],
      ['hostname', '-bad-.example.com', false],
      ['uuid', '123e4567-e89b-12d3-a456-426614174000', true],
      ['uuid', '123e4567', false],
      ['made-up', 'anything', true],
    ])('%s accepts %j: %s', (format, value, valid) => {
      expect(messages({ format }, value)).toEqual(valid ? [] : [`must match format "${format}"`]);
    });

    it('checks formats of strings only', () => {
      expect(messages({ format: 'date' }, 20230229)).toEqual([]);
    });
  });

  it('reports where the error is, in the value and in the schema, once per failing value', () => {
    expect(validateJsonSchema({ properties: { tags: { items: { pattern: '^[a-z]+$' } } } }, { tags: ['ok', 'Not/OK'] })).toEqual([
      { instancePath: '/tags/1', schemaPath: '#/properties/tags/items/pattern', keyword: 'pattern', params: { pattern: '^[a-z]+$' }, message: 'must match pattern "^[a-z]+$"' },
    ]);
    expect(validateJsonSchema({ properties: { 'a/b c': { type: 'string' } } }, { 'a/b c': 1 })).toEqual([
      { instancePath: '/a~1b c', schemaPath: '#/properties/a~1b c/type', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
    ]);
  });

  it('gives rjsf the parameters it reads', () => {
    expect(validateJsonSchema({ required: ['a'] }, {})[0]).toMatchObject({ instancePath: '', keyword: 'required', params: { missingProperty: 'a' } });
    expect(validateJsonSchema({ properties: { port: { minimum: 3 } } }, { port: 1 })[0]).toMatchObject({
      instancePath: '/port',
      schemaPath: '#/properties/port/minimum',
      keyword: 'minimum',
      params: { comparison: '>=', limit: 3 },
      message: 'must be >= 3',
    });
    expect(validateJsonSchema({ additionalProperties: false }, { extra: 1 })[0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'extra' } });
    expect(validateJsonSchema({ uniqueItems: true }, [1, 2, 1])[0]).toMatchObject({ params: { i: 2, j: 0 } });
    expect(validateJsonSchema({ dependencies: { a: ['b', 'c'] } }, { a: 1, c: 1 })[0]).toMatchObject({
      params: { property: 'a', missingProperty: 'b', depsCount: 2, deps: 'b, c' },
    });
  });

  it('resolves refs against the given root, with rjsf\'s prefix or without', () => {
    const root = { definitions: { port: { type: 'integer', minimum: 1 } } };
    const messagesOf = (schema: SchemaInput) => validateJsonSchema(schema, 0, root).map((error) => error.message);
    expect(messagesOf({ $ref: '__rjsf_rootSchema#/definitions/port' })).toEqual(['must be >= 1']);
    expect(messagesOf({ $ref: '#/definitions/port' })).toEqual(['must be >= 1']);
    expect(messagesOf({ properties: { p: { $ref: '__rjsf_rootSchema#/definitions/port' } } })).toEqual([]);
    expect(validateJsonSchema({ $ref: '__rjsf_rootSchema#/definitions/port' }, 5, root)).toEqual([]);
  });

  it('leaves the schema objects it is given as they were', () => {
    const schema = { $defs: { name: { type: 'string' } }, properties: { n: { $ref: '#/$defs/name' } } };
    const before = JSON.stringify(schema);
    validateJsonSchema(schema, { n: 1 });
    validateJsonSchema(schema.properties.n, 1, schema);
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.getOwnPropertyNames(schema.properties.n)).toEqual(['$ref']);
    expect(validateJsonSchema(schema, { n: 1 }).map((error) => error.message)).toEqual(['must be string']);
  });

  it('treats undefined properties as absent and undefined items as empty', () => {
    expect(messages({ required: ['a'], additionalProperties: false }, { a: undefined, b: undefined })).toEqual(["must have required property 'a'"]);
    expect(messages({ items: { type: 'string' } }, ['a', undefined])).toEqual(['/1 must be string']);
    expect(messages({ type: 'object' }, undefined)).toEqual(['must be object']);
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
        expect(validateJsonSchema({ enum: [...others, value] }, value)).toEqual([]);
        expect(validateJsonSchema({ const: value }, value)).toEqual([]);
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

  it('reports each failing property once, whatever the number of them (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }), (names) => {
        const schema = { properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) };
        const value = Object.fromEntries(names.map((name) => [name, 1]));
        expect(validateJsonSchema(schema, value).map((error) => error.instancePath).sort()).toEqual(names.map((name) => `/${name}`).sort());
      }),
    );
  });
});
