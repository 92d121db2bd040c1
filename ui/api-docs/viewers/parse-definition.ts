import * as E from 'fp-ts/Either';
import { parse } from 'yaml';
import { apiDocsMessages } from '../../../domain/api-docs/messages';

/** Aliases may expand a document exponentially ("billion laughs"): a definition may use at most this many. */
const MAX_ALIASES = 100;

/** Parses a YAML or JSON definition into plain values; a syntax error is the Left, in the viewer's words. */
export const parseDefinitionDocument = (text: string): E.Either<string, unknown> => {
  try {
    return E.right(parse(text, { maxAliasCount: MAX_ALIASES, uniqueKeys: false, prettyErrors: true }));
  } catch (error) {
    return E.left(apiDocsMessages.unreadableDefinition(error instanceof Error ? error.message : String(error)));
  }
};
