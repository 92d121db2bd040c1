import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decodeError, type BackendError } from '../../application/shared/backend-error';

/** Members of an intersection or a union are indexed in the context too; those indexes are not in the data. */
const isMemberIndex = (context: t.Context, index: number): boolean => {
  const parent = (context[index - 1]?.type as { readonly _tag?: string } | undefined)?._tag;
  return parent === 'IntersectionType' || parent === 'UnionType';
};

/** Path of a failing io-ts context, e.g. `items.3.metadata.name`, without the codec names. */
const pathOf = (context: t.Context): string =>
  context
    .filter((entry, index) => index > 0 && entry.key !== '' && !isMemberIndex(context, index))
    .map((entry) => entry.key)
    .join('.') || '(root)';

const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  try {
    const json = JSON.stringify(value);
    return json.length > 60 ? `${json.slice(0, 57)}...` : json;
  } catch {
    return typeof value;
  }
};

/** `items.0.status.replicas: expected number, got "x"`, once per distinct line, at most `limit` lines. */
export const failingPaths = (errors: t.Errors, limit = 5): string[] => {
  const seen = new Set<string>();
  for (const error of errors) {
    if (seen.size >= limit) break;
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a value';
    seen.add(`${pathOf(error.context)}: expected ${expected}, got ${describeValue(error.value)}`);
  }
  return [...seen];
};

/** Decodes wire data; a mismatch is a Decode BackendError naming the failing paths, never a cast. */
export const decodeWith =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (value: unknown): Either<BackendError, A> => {
    const result = codec.decode(value);
    return E.isLeft(result) ? E.left(decodeError(failingPaths(result.left))) : E.right(result.right);
  };
