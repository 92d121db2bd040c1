import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
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

/** An anchor (`&name`) where a node may start: without one a document has no aliases. */
const ANCHOR = /(?:^|[\s[{,])&[^\s[\]{},]/m;

/**
 * The quick reading of a YAML definition: js-yaml reads a large one four to five times faster than yaml (a
 * 300 kB, 200-operation document, in a worker that has just started), but cannot bound aliases, so a document
 * with anchors, and anything js-yaml refuses, is left to yaml, which also describes syntax errors better.
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

const readYaml = (text: string, prettyErrors: boolean): unknown =>
  // `uniqueKeys: false`: a repeated key keeps its last value, as JSON.parse does.
  parse(text, { maxAliasCount: MAX_ALIASES, uniqueKeys: false, prettyErrors });

/** Parses a YAML or JSON definition into plain values; a syntax error is the Left, in the viewer's words. */
export const parseDefinitionDocument = (text: string): E.Either<string, unknown> => {
  const json = asJson(text);
  if (E.isRight(json)) return json;
  const quick = quickly(text);
  if (E.isRight(quick)) return quick;
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
