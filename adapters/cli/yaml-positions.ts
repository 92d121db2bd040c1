// Where a validation problem sits in the YAML text. js-yaml is asked to report every node it composes
// (its `listener` option: 'open' when it starts a node, 'close' when the node is read), which gives a tree
// of nodes with the offset they start at. Problem paths (`metadata.tags[1]`, `metadata.labels["a/b"]`)
// are followed through that tree; a path that does not exist (a missing field) points at the key of its
// deepest existing parent.
import { CORE_SCHEMA, load, type LoadOptions } from 'js-yaml';

export interface TextPosition {
  /** 1-based line. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
}

type PathSegment = string | number;

const SEGMENT = /\.?([^.[\]]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;

/** Splits a problem path into keys and indexes; undefined when it is not in that form. */
export const parseProblemPath = (path: string): readonly PathSegment[] | undefined => {
  const segments: PathSegment[] = [];
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < path.length) {
    const start = SEGMENT.lastIndex;
    const match = SEGMENT.exec(path);
    if (!match || SEGMENT.lastIndex === start) return undefined;
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else segments.push(JSON.parse(match[3] as string) as string);
  }
  return segments;
};

/** A node of a YAML document with where its content starts. */
export interface PositionedNode {
  readonly at: TextPosition;
  /** The value js-yaml read for the node. */
  readonly value: unknown;
  /** A mapping's entries in document order; a key with no value has no `value`. */
  readonly entries?: readonly { readonly key: PositionedNode; readonly value?: PositionedNode }[];
  /** A sequence's items by index; an item js-yaml read without composing a node (`-` alone) is missing. */
  readonly items?: readonly (PositionedNode | undefined)[];
}

/** A node as the listener saw it: offsets in the text, and the nodes composed inside it in order. */
interface ComposedNode {
  readonly start: number;
  readonly end: number;
  readonly kind: string | null;
  readonly result: unknown;
  readonly children: readonly ComposedNode[];
}

const isSpace = (ch: string | undefined): boolean => ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n';

/** The offset after spaces, line breaks and comments from `offset`. */
const skipSeparation = (text: string, offset: number): number => {
  let at = offset;
  for (;;) {
    while (at < text.length && isSpace(text[at])) at++;
    if (text[at] !== '#') return at;
    while (at < text.length && text[at] !== '\n') at++;
  }
};

/**
 * Where a node's content starts: js-yaml opens a node before skipping the separation in front of it (the space
 * after `key:`, the line break before a nested mapping), and its tag and anchor come before the content.
 */
const contentStart = (text: string, offset: number): number => {
  let at = skipSeparation(text, offset);
  while (text[at] === '!' || text[at] === '&') {
    while (at < text.length && !isSpace(text[at])) at++;
    at = skipSeparation(text, at);
  }
  return at;
};

/**
 * The node itself: a node js-yaml first tried as the key of a block mapping and kept when no `:` followed
 * (`- [a, b]`, `- name`) is reported twice, the outer node holding only the inner one, with the same value.
 */
const unwrap = (node: ComposedNode): ComposedNode => {
  let current = node;
  while (current.children.length === 1 && (current.children[0] as ComposedNode).result === current.result && current.kind !== 'scalar') {
    current = current.children[0] as ComposedNode;
  }
  return current;
};

const lineStartsOf = (text: string): number[] => {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
};

const positionAt = (lineStarts: readonly number[], offset: number, firstLine: number): TextPosition => {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: firstLine + low, column: offset - (lineStarts[low] as number) + 1 };
};

const positioned = (text: string, node: ComposedNode, position: (offset: number) => TextPosition): PositionedNode => {
  const self = unwrap(node);
  const at = position(self.start);
  if (self.kind === 'mapping') {
    // A mapping's nodes come as key, value, key, value…; a key without `:` after it (`? key`, `{ a, b: c }`) has none.
    const entries: { key: PositionedNode; value?: PositionedNode }[] = [];
    for (let i = 0; i < self.children.length; i++) {
      const key = self.children[i] as ComposedNode;
      const value = text[skipSeparation(text, key.end)] === ':' ? self.children[i + 1] : undefined;
      if (value) i++;
      entries.push({ key: positioned(text, key, position), ...(value ? { value: positioned(text, value, position) } : {}) });
    }
    return { at, value: self.result, entries };
  }
  if (self.kind === 'sequence' && Array.isArray(self.result)) {
    // Items and nodes line up, except an empty item (`-` then a line at the sequence's indentation), read as null without a node.
    const items: (PositionedNode | undefined)[] = [];
    let next = 0;
    for (const item of self.result) {
      const child = self.children[next];
      if (child && Object.is(unwrap(child).result, item)) {
        items.push(positioned(text, child, position));
        next++;
      } else items.push(undefined);
    }
    return { at, value: self.result, items };
  }
  return { at, value: self.result };
};

/** One YAML document read with js-yaml: its value and its nodes' positions. */
export interface PositionedDocument {
  readonly value: unknown;
  /** Undefined for an empty document. */
  readonly root: PositionedNode | undefined;
}

/**
 * Reads one YAML document (the core schema: dates stay text) with the positions of its nodes. `firstLine` is the
 * line the text starts at in its file. Throws js-yaml's YAMLException on a syntax error.
 */
export const loadWithPositions = (text: string, firstLine = 1, options: Omit<LoadOptions, 'listener'> = {}): PositionedDocument => {
  const stack: { open: number; children: ComposedNode[] }[] = [{ open: 0, children: [] }];
  const value: unknown = load(text, {
    schema: CORE_SCHEMA,
    ...options,
    listener(event, state) {
      if (event === 'open') {
        stack.push({ open: state.position, children: [] });
        return;
      }
      const frame = stack.pop();
      if (!frame) return;
      const start = contentStart(text, frame.open);
      (stack[stack.length - 1] as { children: ComposedNode[] }).children.push({
        start,
        end: state.position,
        kind: state.kind,
        result: state.result,
        children: frame.children,
      });
    },
  });
  const documentNode = (stack[0] as { children: ComposedNode[] }).children[0];
  if (value === undefined || value === null || !documentNode) return { value, root: undefined };
  const lineStarts = lineStartsOf(text);
  return { value, root: positioned(text, documentNode, (offset) => positionAt(lineStarts, offset, firstLine)) };
};

interface Child {
  /** Where a problem about this value is reported. */
  readonly at: TextPosition;
  /** Where a problem about a missing field below it is reported: its key, when it has one. */
  readonly parentAt: TextPosition;
  readonly node: PositionedNode | undefined;
}

const childOf = (node: PositionedNode | undefined, segment: PathSegment): Child | undefined => {
  if (node?.entries) {
    const entry = node.entries.find(({ key }) => (typeof key.value === 'string' || typeof key.value === 'number' || typeof key.value === 'boolean') && String(key.value) === String(segment));
    if (!entry) return undefined;
    // A key with no value (`owner:`, `owner: null`) is reported at the key.
    const empty = entry.value === undefined || entry.value.value === null;
    return { at: empty ? entry.key.at : (entry.value as PositionedNode).at, parentAt: entry.key.at, node: entry.value };
  }
  if (node?.items && typeof segment === 'number') {
    const item = node.items[segment];
    return item ? { at: item.at, parentAt: item.at, node: item } : undefined;
  }
  return undefined;
};

/** The position of the node a problem path names, or of the key of its deepest existing parent; `fallback` for an empty document. */
export const positionOfPath = (document: PositionedDocument, path: string, fallback: TextPosition = { line: 1, column: 1 }): TextPosition => {
  let node = document.root;
  let at = node?.at ?? fallback;
  let parentAt = at;
  for (const segment of parseProblemPath(path) ?? []) {
    const child = childOf(node, segment);
    if (!child) {
      at = parentAt;
      break;
    }
    at = child.at;
    parentAt = child.parentAt;
    node = child.node;
  }
  return at;
};

/** One document of a multi-document YAML text: its text and the line it starts at (1-based). */
export interface DocumentText {
  readonly text: string;
  readonly firstLine: number;
}

const DOCUMENT_START = /^---(?:[ \t\r]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t\r]|$)/;
/** A line that holds no content: blank, a comment or a directive (`%YAML 1.2`). */
const NO_CONTENT = /^(?:[ \t]*(?:#.*)?|%.*)\r?$/;

/**
 * Cuts a YAML stream into its documents, so that a syntax error in one leaves the others readable (js-yaml's
 * loadAll stops at the first). A line starting with `---` starts a document and one starting with `...` ends it;
 * YAML keeps both out of content at the start of a line. Comments and directives before a `---` belong to the
 * document it starts.
 */
export const splitDocuments = (text: string): DocumentText[] => {
  const lines = text.split('\n');
  const documents: { lines: string[]; firstLine: number; explicit: boolean }[] = [];
  let current: { lines: string[]; firstLine: number; explicit: boolean } | undefined;
  lines.forEach((line, index) => {
    if (DOCUMENT_START.test(line)) {
      const pending = current && !current.explicit && current.lines.every((l) => NO_CONTENT.test(l)) ? current : undefined;
      if (current && !pending) documents.push(current);
      current = pending ? { lines: [...pending.lines, line], firstLine: pending.firstLine, explicit: true } : { lines: [line], firstLine: index + 1, explicit: true };
      return;
    }
    if (!current) current = { lines: [], firstLine: index + 1, explicit: false };
    current.lines.push(line);
    if (DOCUMENT_END.test(line)) {
      documents.push(current);
      current = undefined;
    }
  });
  if (current && (current.explicit || !current.lines.every((l) => NO_CONTENT.test(l)))) documents.push(current);
  return documents.map(({ lines: documentLines, firstLine }) => ({ text: documentLines.join('\n'), firstLine }));
};
