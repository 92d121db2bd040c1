import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { AnswerDecoder, DecodeIssues } from '../../application/app/backend-client.port';
import { decodeError, type BackendError } from '../../application/shared/backend-error';

type IssueContext = DecodeIssues[number]['context'];

/** Members of an intersection or a union are indexed in the context too; those indexes are not in the data. */
const isMemberIndex = (context: IssueContext, index: number): boolean => {
  const parent = (context[index - 1]?.type as { readonly _tag?: string } | undefined)?._tag;
  return parent === 'IntersectionType' || parent === 'UnionType';
};

/** Path of a failing io-ts context, e.g. `items.3.metadata.name`, without the codec names. */
const pathOf = (context: IssueContext): string =>
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
export const failingPaths = (errors: DecodeIssues, limit = 5): string[] => {
  const seen = new Set<string>();
  for (const error of errors) {
    if (seen.size >= limit) break;
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a value';
    seen.add(`${pathOf(error.context)}: expected ${expected}, got ${describeValue(error.value)}`);
  }
  return [...seen];
};

/** Decodes wire data with a decoder a plugin or an adapter brings: a mismatch is a Decode BackendError naming the failing paths, never a cast. */
export const decodeAnswer =
  <A>(decoder: AnswerDecoder<A>) =>
  (value: unknown): Either<BackendError, A> => {
    const result = decoder.decode(value);
    return E.isLeft(result) ? E.left(decodeError(failingPaths(result.left))) : E.right(result.right);
  };

/** Decodes wire data with an adapter's codec. */
export const decodeWith = <A, O>(codec: t.Type<A, O, unknown>): ((value: unknown) => Either<BackendError, A>) => decodeAnswer(codec);
