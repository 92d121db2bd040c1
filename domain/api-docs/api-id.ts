// The API id rule: lowercase alphanumeric tokens separated by
// periods and dashes. As in Backstage, every token starts with a letter ('ab-3' and '123' are refused).
import * as E from 'fp-ts/Either';
import { apiDocsMessages } from './messages';

const TOKEN = /^[a-z][a-z0-9]*$/;

export const isValidApiId = (id: string): boolean =>
  id
    .split('.')
    .flatMap((part) => part.split('-'))
    .every((token) => TOKEN.test(token));

export interface InvalidApiId {
  readonly _tag: 'InvalidApiId';
  readonly id: string;
  readonly message: string;
}

export const validateApiId = (id: string): E.Either<InvalidApiId, string> =>
  isValidApiId(id) ? E.right(id) : E.left({ _tag: 'InvalidApiId', id, message: apiDocsMessages.invalidApiId(id) });
