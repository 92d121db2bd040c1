import * as E from 'fp-ts/Either';
import * as t from 'io-ts';

type Props = Record<string, t.Mixed>;

export type OpenStruct<R extends Props, O extends Props> = { readonly [K in keyof R]: t.TypeOf<R[K]> } & {
  readonly [K in keyof O]?: t.TypeOf<O[K]>;
};

/**
 * An object with required and optional fields that keeps every other field as it came (Backstage
 * data grows new fields all the time). Unlike t.intersection of t.type and t.partial, a failure's
 * path names only the field (`metadata.name`), and absent optional fields stay absent.
 */
export const openStruct = <R extends Props, O extends Props = Record<never, t.Mixed>>(
  name: string,
  required: R,
  optional?: O,
): t.Type<OpenStruct<R, O>, unknown, unknown> => {
  const entries = [
    ...Object.entries(required).map(([key, codec]) => [key, codec, true] as const),
    ...Object.entries(optional ?? {}).map(([key, codec]) => [key, codec, false] as const),
  ];
  const validate = (value: unknown, context: t.Context): t.Validation<OpenStruct<R, O>> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return t.failure(value, context);
    const input = value as Record<string, unknown>;
    const errors: t.ValidationError[] = [];
    let output: Record<string, unknown> = input;
    for (const [key, codec, isRequired] of entries) {
      const field = input[key];
      if (!isRequired && field === undefined) continue;
      const result = codec.validate(field, t.appendContext(context, key, codec, field));
      if (E.isLeft(result)) errors.push(...result.left);
      else if (result.right !== field) {
        if (output === input) output = { ...input };
        output[key] = result.right;
      }
    }
    return errors.length > 0 ? t.failures(errors) : t.success(output as OpenStruct<R, O>);
  };
  return new t.Type<OpenStruct<R, O>, unknown, unknown>(
    name,
    (value): value is OpenStruct<R, O> => E.isRight(validate(value, [])),
    validate,
    (value) => value,
  );
};

/** The value or null; a failure's path is the value's own (t.union would add the member's index). */
export const nullable = <C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | null, unknown, unknown> =>
  new t.Type<t.TypeOf<C> | null, unknown, unknown>(
    `${codec.name} | null`,
    (value): value is t.TypeOf<C> | null => value === null || codec.is(value),
    (value, context) => (value === null ? t.success(null) : codec.validate(value, context)),
    (value) => (value === null ? null : codec.encode(value)),
  );
