import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import { apiDocsMessages } from '../../../domain/api-docs/messages';

/**
 * Aliases may expand a document exponentially ("billion laughs"): js-yaml keeps an aliased node as one shared
 * value, so such a document loads small but explodes for whoever walks it. A definition may make the viewer see
 * at most this many nodes again through aliases, beyond the nodes written in it.
 */
const MAX_ALIASED_NODES = 10_000;

/** A definition written as JSON (most generated ones are): read by the browser's own parser, many times faster. */
const asJson = (text: string): E.Either<undefined, unknown> => {
  if (!/^\s*[{[]/.test(text)) return E.left(undefined);
  try {
    return E.right(JSON.parse(text) as unknown);
  } catch {
    return E.left(undefined);
  }
};

/**
 * Whether reading `value` as a tree (as the viewer does) stays within the alias budget. A list or mapping is
 * free the first time it is reached; reached again (an alias) it costs its nodes, as often as it is reached.
 * A cycle (an anchor aliased inside itself) costs on every turn, so it is refused too. Iterative: the walk of a
 * deep document does not use the call stack.
 */
const withinAliasBudget = (value: unknown): boolean => {
  const seen = new Set<object>();
  const pending: { value: unknown; aliased: boolean }[] = [{ value, aliased: false }];
  let aliasedNodes = 0;
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; aliased: boolean };
    const node = next.value;
    let aliased = next.aliased;
    if (node !== null && typeof node === 'object') {
      if (!aliased && seen.has(node)) aliased = true;
      if (!aliased) seen.add(node);
      for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push({ value: child, aliased });
    }
    if (aliased && ++aliasedNodes > MAX_ALIASED_NODES) return false;
  }
  return true;
};

/**
 * Whether the text may hold an anchor, which every alias needs: any '&' at all. A document without one has no
 * alias (the parser refuses an alias of an unknown anchor), so its tree need not be walked for the budget, which
 * costs a large definition several milliseconds.
 */
const mayHoldAnchors = (text: string): boolean => text.includes('&');

/** Parses a YAML or JSON definition into plain values; a syntax error is the Left, in the viewer's words. */
export const parseDefinitionDocument = (text: string): E.Either<string, unknown> => {
  const json = asJson(text);
  if (E.isRight(json)) return json;
  let value: unknown;
  try {
    // The core schema: dates stay text. `json`: a repeated key keeps its last value, as JSON.parse does.
    value = load(text, { schema: CORE_SCHEMA, json: true });
  } catch (error) {
    // js-yaml's message: the reason, the line and column, and the lines around them.
    return E.left(apiDocsMessages.unreadableDefinition(error instanceof Error ? error.message : String(error)));
  }
  if (mayHoldAnchors(text) && !withinAliasBudget(value)) {
    return E.left(apiDocsMessages.unreadableDefinition(`its aliases would repeat more than ${MAX_ALIASED_NODES} nodes`));
  }
  return E.right(value);
};
