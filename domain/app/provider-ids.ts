// The sign-in page's providers, as the app config lists them.
import * as E from 'fp-ts/Either';
import { messages } from './messages';

/** Sign-in provider ids must be unique. */
export const validateProviderIds = (ids: readonly string[]): E.Either<string, readonly string[]> =>
  new Set(ids).size === ids.length ? E.right(ids) : E.left(messages.duplicateProviderId);
