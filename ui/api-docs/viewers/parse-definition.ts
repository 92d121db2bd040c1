import * as E from 'fp-ts/Either';
import { parse } from 'yaml';
import { apiDocsMessages } from '../../../domain/api-docs/messages';

/** Aliases may expand a document exponentially ("billion laughs"): a definition may use at most this many. */
const MAX_ALIASES = 100;

/** A definition written as JSON (most generated ones are): read by the browser's own parser, many times faster. */
const asJson = (text: string): E.Either<undefined, unknown> => {
  if (!/^\s*[{[]/.test(text)) return E.left(undefined);
  try {
    return E.right(JSON.parse(text) as unknown);
  } catch {
    return E.left(undefined);
  }
};

const readYaml = (text: string, prettyErrors: boolean): unknown =>
  // `uniqueKeys: false`: a repeated key keeps its last value, as JSON.parse does.
  parse(text, { maxAliasCount: MAX_ALIASES, uniqueKeys: false, prettyErrors });

/** Parses a YAML or JSON definition into plain values; a syntax error is the Left, in the viewer's words. */
export const parseDefinitionDocument = (text: string): E.Either<string, unknown> => {
  const json = asJson(text);
  if (E.isRight(json)) return json;
  try {
    return E.right(readYaml(text, false));
  } catch {
    // Read again for the message only: the error's line and column with the lines around it.
    try {
      return E.right(readYaml(text, true));
    } catch (error) {
      return E.left(apiDocsMessages.unreadableDefinition(error instanceof Error ? error.message : String(error)));
    }
  }
};
