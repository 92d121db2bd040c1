import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parse } from 'yaml';
import { apiDocsMessages } from '../../../domain/api-docs/messages';

/** Aliases may expand a document exponentially ("billion laughs"): a definition may use at most this many. */
const MAX_ALIASES = 100;

/** An anchor (`&name`) where a node may start: without one a document has no aliases. */
const ANCHOR = /(?:^|[\s[{,])&[^\s[\]{},]/m;

/**
 * The quick reading: js-yaml reads a large definition several times faster than yaml, but cannot bound aliases,
 * so a document with anchors, and anything it refuses (its errors are terser), is left to yaml.
 */
const quickly = (text: string): E.Either<undefined, unknown> => {
  if (ANCHOR.test(text)) return E.left(undefined);
  try {
    // The core schema, as yaml's: dates stay text. `json`: a repeated key keeps its last value, as in yaml.
    return E.right(load(text, { schema: CORE_SCHEMA, json: true }));
  } catch {
    return E.left(undefined);
  }
};

/** Parses a YAML or JSON definition into plain values; a syntax error is the Left, in the viewer's words. */
export const parseDefinitionDocument = (text: string): E.Either<string, unknown> => {
  const quick = quickly(text);
  if (E.isRight(quick)) return quick;
  try {
    return E.right(parse(text, { maxAliasCount: MAX_ALIASES, uniqueKeys: false, prettyErrors: true }));
  } catch (error) {
    return E.left(apiDocsMessages.unreadableDefinition(error instanceof Error ? error.message : String(error)));
  }
};
