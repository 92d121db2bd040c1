// Where a validation problem sits in the YAML text: problem paths (`metadata.tags[1]`,
// `metadata.labels["a/b"]`) are followed through the parsed document's nodes; a path that does
// not exist (a missing field) points at the key of its deepest existing parent.
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

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

interface Child {
  /** Where a problem about this value is reported. */
  readonly at: Node;
  /** Where a problem about a missing field below it is reported: its key, when it has one. */
  readonly parentAt: Node;
  readonly value: unknown;
}

const childOf = (node: unknown, segment: PathSegment): Child | undefined => {
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
    if (!pair || !isScalar(pair.key)) return undefined;
    const value = pair.value as Node | null;
    // A key with no value (`owner:`) is reported at the key.
    const empty = value === null || (isScalar(value) && value.value === null);
    return { at: empty ? pair.key : value, parentAt: pair.key, value };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment] as Node | undefined;
    return item ? { at: item, parentAt: item, value: item } : undefined;
  }
  return undefined;
};

/** The position of the node a problem path names, or of the key of its deepest existing parent. */
export const positionOfPath = (document: Document, path: string, lines: LineCounter): TextPosition => {
  let node: unknown = document.contents;
  let at: Node | undefined = (document.contents as Node | null) ?? undefined;
  let parentAt = at;
  for (const segment of parseProblemPath(path) ?? []) {
    const child = childOf(node, segment);
    if (!child) {
      at = parentAt;
      break;
    }
    at = child.at;
    parentAt = child.parentAt;
    node = child.value;
  }
  const offset = at?.range?.[0] ?? document.range?.[0] ?? 0;
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
};
