// The procedures of a tRPC router, read from its TypeScript source for the tRPC viewer. A light scanner (not a
// TypeScript parser): it finds `router({ … })` / `createTRPCRouter({ … })` calls, reads their properties, and
// tells queries, mutations and subscriptions apart by the call that ends each procedure chain. Routers used as
// properties of other routers in the same file are expanded under their property name.

export type TrpcProcedureType = 'query' | 'mutation' | 'subscription';

export interface TrpcProcedure {
  /** Dotted path from the router, e.g. 'basket.addItem'. */
  readonly path: string;
  readonly type: TrpcProcedureType;
  /** The procedure builder the chain starts with, e.g. 't.procedure' or 'protectedProcedure'. */
  readonly base?: string;
  /** The source text of `.input(…)` / `.output(…)`, whitespace collapsed. */
  readonly input?: string;
  readonly output?: string;
}

export interface TrpcRouter {
  readonly name: string;
  readonly procedures: readonly TrpcProcedure[];
  /** Properties whose value is another router not defined in this file. */
  readonly unresolved: readonly string[];
}

interface Token {
  readonly kind: 'word' | 'string' | 'symbol';
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const OPEN: Readonly<Record<string, string>> = { '(': ')', '{': '}', '[': ']' };
const CLOSE = new Set([')', '}', ']']);
const ROUTER_CALLS = new Set(['router', 'createTRPCRouter', 'createRouter', 'mergeRouters']);
const PROCEDURE_TYPES: readonly TrpcProcedureType[] = ['query', 'mutation', 'subscription'];

/** Tokens of TypeScript source: words, string/template literals, single-character symbols; comments dropped. */
export const tokenizeTypeScript = (source: string): readonly Token[] => {
  const tokens: Token[] = [];
  let index = 0;
  const length = source.length;
  while (index < length) {
    const char = source[index]!;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '/' && source[index + 1] === '/') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? length : end;
    } else if (char === '/' && source[index + 1] === '*') {
      const end = source.indexOf('*/', index + 2);
      index = end === -1 ? length : end + 2;
    } else if (char === '"' || char === "'" || char === '`') {
      let cursor = index + 1;
      let depth = 0;
      while (cursor < length) {
        const current = source[cursor]!;
        if (current === '\\') cursor += 2;
        else if (char === '`' && current === '$' && source[cursor + 1] === '{') {
          depth += 1;
          cursor += 2;
        } else if (char === '`' && depth > 0 && current === '}') {
          depth -= 1;
          cursor += 1;
        } else if (current === char && depth === 0) break;
        else cursor += 1;
      }
      const end = Math.min(cursor + 1, length);
      tokens.push({ kind: 'string', text: source.slice(index, end), start: index, end });
      index = end;
    } else if (/[A-Za-z_$0-9]/.test(char)) {
      let cursor = index + 1;
      while (cursor < length && /[A-Za-z_$0-9]/.test(source[cursor]!)) cursor += 1;
      tokens.push({ kind: 'word', text: source.slice(index, cursor), start: index, end: cursor });
      index = cursor;
    } else {
      tokens.push({ kind: 'symbol', text: char, start: index, end: index + 1 });
      index += 1;
    }
  }
  return tokens;
};

/** Index of the token closing the bracket opened at `open`, or the last index when it never closes. */
const closingIndex = (tokens: readonly Token[], open: number): number => {
  const stack: string[] = [];
  for (let index = open; index < tokens.length; index += 1) {
    const text = tokens[index]!.text;
    if (tokens[index]!.kind !== 'symbol') continue;
    if (OPEN[text]) stack.push(OPEN[text]!);
    else if (CLOSE.has(text)) {
      if (stack[stack.length - 1] === text) stack.pop();
      if (stack.length === 0) return index;
    }
  }
  return tokens.length - 1;
};

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

interface Property {
  readonly key: string;
  /** Token range of the value, [from, to). Empty for a shorthand property. */
  readonly from: number;
  readonly to: number;
}

/** The properties of the object literal whose '{' is at `open`. */
const objectProperties = (tokens: readonly Token[], open: number, close: number): readonly Property[] => {
  const properties: Property[] = [];
  let index = open + 1;
  while (index < close) {
    const keyToken = tokens[index]!;
    if (keyToken.text === ',') {
      index += 1;
      continue;
    }
    if (keyToken.text === '.' && tokens[index + 1]?.text === '.') {
      // A spread `...other`: skip to the next comma.
      while (index < close && tokens[index]!.text !== ',') index += 1;
      continue;
    }
    const key = keyToken.kind === 'string' ? keyToken.text.slice(1, -1) : keyToken.text;
    index += 1;
    if (tokens[index]?.text !== ':') {
      // Shorthand `name,` (or a method, which is not a procedure): the value is the identifier itself.
      if (keyToken.kind === 'word' && (tokens[index]?.text === ',' || index >= close)) properties.push({ key, from: index - 1, to: index });
      while (index < close && tokens[index]!.text !== ',') index = OPEN[tokens[index]!.text] ? closingIndex(tokens, index) + 1 : index + 1;
      continue;
    }
    index += 1;
    const from = index;
    while (index < close && tokens[index]!.text !== ',') index = OPEN[tokens[index]!.text] ? closingIndex(tokens, index) + 1 : index + 1;
    properties.push({ key, from, to: Math.min(index, close) });
  }
  return properties;
};

/** Top-level calls of a chain `a.b(…).c(…)`: the name before each '(' at depth 0. */
const chainCalls = (tokens: readonly Token[], from: number, to: number): readonly { name: string; open: number; close: number }[] => {
  const calls: { name: string; open: number; close: number }[] = [];
  let index = from;
  while (index < to) {
    const token = tokens[index]!;
    if (token.text === '(' && token.kind === 'symbol') {
      const close = closingIndex(tokens, index);
      const previous = tokens[index - 1];
      if (previous && previous.kind === 'word' && index - 1 >= from) calls.push({ name: previous.text, open: index, close });
      index = close + 1;
    } else if (OPEN[token.text] && token.kind === 'symbol') {
      index = closingIndex(tokens, index) + 1;
    } else {
      index += 1;
    }
  }
  return calls;
};

const sourceBetween = (source: string, tokens: readonly Token[], open: number, close: number): string =>
  close > open + 1 ? collapse(source.slice(tokens[open + 1]!.start, tokens[close - 1]!.end)) : '';

/** The builder a chain starts with: 't.procedure', 'publicProcedure'. */
const chainBase = (tokens: readonly Token[], from: number, to: number): string | undefined => {
  const parts: string[] = [];
  for (let index = from; index < to; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'word' || token.text === '.') parts.push(token.text);
    else break;
  }
  const base = parts.join('').replace(/\.(input|output|use|meta|query|mutation|subscription)$/, '');
  return base.length > 0 ? base : undefined;
};

type RouterEntry =
  | { readonly kind: 'procedure'; readonly procedure: TrpcProcedure }
  | { readonly kind: 'router'; readonly key: string; readonly entries: readonly RouterEntry[] }
  | { readonly kind: 'reference'; readonly key: string; readonly name: string };

const routerEntries = (source: string, tokens: readonly Token[], open: number, close: number): readonly RouterEntry[] =>
  objectProperties(tokens, open, close).flatMap((property): RouterEntry[] => {
    const calls = chainCalls(tokens, property.from, property.to);
    const routerCall = calls.find((call) => ROUTER_CALLS.has(call.name) && tokens[call.open + 1]?.text === '{');
    if (routerCall) {
      const objectOpen = routerCall.open + 1;
      return [{ kind: 'router', key: property.key, entries: routerEntries(source, tokens, objectOpen, closingIndex(tokens, objectOpen)) }];
    }
    const typeCall = [...calls].reverse().find((call) => (PROCEDURE_TYPES as readonly string[]).includes(call.name));
    if (typeCall) {
      const input = calls.find((call) => call.name === 'input');
      const output = calls.find((call) => call.name === 'output');
      const base = chainBase(tokens, property.from, property.to);
      return [
        {
          kind: 'procedure',
          procedure: {
            path: property.key,
            type: typeCall.name as TrpcProcedureType,
            ...(base !== undefined ? { base } : {}),
            ...(input ? { input: sourceBetween(source, tokens, input.open, input.close) } : {}),
            ...(output ? { output: sourceBetween(source, tokens, output.open, output.close) } : {}),
          },
        },
      ];
    }
    // `checkout: checkoutRouter` or shorthand `checkoutRouter`: another router, resolved later by name.
    const only = property.to - property.from === 1 ? tokens[property.from] : undefined;
    return only && only.kind === 'word' ? [{ kind: 'reference', key: property.key, name: only.text }] : [];
  });

/** The name a router call is assigned to: `const checkoutRouter = t.router({`. */
const assignedName = (tokens: readonly Token[], callIndex: number): string | undefined => {
  for (let index = callIndex - 1; index >= 0 && index >= callIndex - 8; index -= 1) {
    const token = tokens[index]!;
    if (token.text === '=' && tokens[index - 1]?.kind === 'word') {
      // Skip a type annotation `const appRouter: AnyRouter = …` back to the name.
      let nameIndex = index - 1;
      while (nameIndex > 1 && tokens[nameIndex - 1]?.text === ':') nameIndex -= 2;
      return tokens[nameIndex]?.text;
    }
    if (token.text === ';' || token.text === '}' || token.text === '{') return undefined;
  }
  return undefined;
};

/** Every router of the source, with nested and same-file routers expanded; routers used inside others are not listed again. */
export const parseTrpcRouters = (source: string): readonly TrpcRouter[] => {
  const tokens = tokenizeTypeScript(source);
  const found: { name: string; entries: readonly RouterEntry[]; start: number; end: number }[] = [];
  for (let index = 0; index < tokens.length - 2; index += 1) {
    const token = tokens[index]!;
    if (token.kind !== 'word' || !ROUTER_CALLS.has(token.text) || tokens[index + 1]?.text !== '(' || tokens[index + 2]?.text !== '{') continue;
    if (found.some((router) => index > router.start && index < router.end)) continue; // nested: read with its parent
    const open = index + 2;
    const close = closingIndex(tokens, open);
    found.push({ name: assignedName(tokens, index) ?? `router${found.length + 1}`, entries: routerEntries(source, tokens, open, close), start: index, end: close });
  }
  const byName = new Map(found.map((router) => [router.name, router]));
  const used = new Set<string>();

  const flatten = (entries: readonly RouterEntry[], prefix: string, seen: ReadonlySet<string>, unresolved: string[]): TrpcProcedure[] =>
    entries.flatMap((entry): TrpcProcedure[] => {
      if (entry.kind === 'procedure') return [{ ...entry.procedure, path: `${prefix}${entry.procedure.path}` }];
      if (entry.kind === 'router') return flatten(entry.entries, `${prefix}${entry.key}.`, seen, unresolved);
      const target = byName.get(entry.name);
      if (!target || seen.has(entry.name)) {
        unresolved.push(`${prefix}${entry.key}`);
        return [];
      }
      used.add(entry.name);
      return flatten(target.entries, `${prefix}${entry.key}.`, new Set([...seen, entry.name]), unresolved);
    });

  const routers = found.map((router) => {
    const unresolved: string[] = [];
    const procedures = flatten(router.entries, '', new Set([router.name]), unresolved);
    return { name: router.name, procedures, unresolved };
  });
  const top = routers.filter((router) => !used.has(router.name));
  return top.length > 0 ? top : routers;
};
