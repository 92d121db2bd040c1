// What CLI commands read and write: files, glob patterns, stdin ('-'), and output lines.
// Node 20 has no fs.glob, so patterns are matched here: `*`, `?`, `[...]`, `{a,b}` within a path
// segment and `**` across directories.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  /** Reads a file as UTF-8; the path '-' reads standard input. */
  readFile(path: string): Promise<string>;
  /** Files matching a glob pattern, sorted; a pattern without glob characters is returned as it is. */
  glob(pattern: string): Promise<string[]>;
}

/** The path that stands for standard input. */
export const STDIN_PATH = '-';

const MAGIC = /[*?[{]/;

export const hasGlobMagic = (pattern: string): boolean => MAGIC.test(pattern);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A glob pattern that cannot be matched, e.g. a character class whose range runs backwards. */
export class GlobPatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly problem: string,
  ) {
    super(`invalid glob pattern ${JSON.stringify(pattern)}: ${problem}`);
    this.name = 'GlobPatternError';
  }
}

/** One character of a class, as regular expression source. */
const classChar = (char: string): string => (char === '\\' || char === ']' || char === '^' || char === '-' ? `\\${char}` : char);

/**
 * The regular expression source of the class that starts at `segment[start]` ('['), and the index after its ']';
 * undefined when the class is never closed. A ']' right after '[' or '[!' belongs to the class, as in the shell.
 */
const readClass = (segment: string, start: number, pattern: string): { source: string; end: number } | undefined => {
  const chars = [...segment.slice(start + 1)];
  let index = 0;
  let source = '[';
  if (chars[0] === '!' || chars[0] === '^') {
    source += '^';
    index++;
  }
  const members: string[] = [];
  for (let first = true; index < chars.length; first = false) {
    const char = chars[index] as string;
    if (char === ']' && !first) {
      const consumed = chars.slice(0, index + 1).join('').length;
      return { source: `${source}${members.join('')}]`, end: start + 1 + consumed };
    }
    const next = chars[index + 1];
    const rangeEnd = chars[index + 2];
    if (next === '-' && rangeEnd !== undefined && rangeEnd !== ']') {
      if ((char.codePointAt(0) ?? 0) > (rangeEnd.codePointAt(0) ?? 0)) {
        throw new GlobPatternError(pattern, `the character range ${char}-${rangeEnd} is out of order (write ${rangeEnd}-${char})`);
      }
      members.push(`${classChar(char)}-${classChar(rangeEnd)}`);
      index += 3;
    } else {
      members.push(classChar(char));
      index++;
    }
  }
  return undefined;
};

/**
 * Regular expression for one path segment of a glob. Throws a GlobPatternError for a class that can never
 * match (a backwards range); an unclosed '[' or '{' is taken literally.
 */
export const segmentToRegExp = (segment: string, pattern = segment): RegExp => {
  let source = '';
  let inBraces = false;
  for (let i = 0; i < segment.length; ) {
    const char = segment[i] as string;
    if (char === '[') {
      const found = readClass(segment, i, pattern);
      if (found === undefined) return new RegExp(`^${escapeRegExp(segment)}$`);
      source += found.source;
      i = found.end;
      continue;
    }
    if (char === '{' && !inBraces) {
      inBraces = true;
      source += '(?:';
    } else if (char === '}' && inBraces) {
      inBraces = false;
      source += ')';
    } else if (char === ',' && inBraces) {
      source += '|';
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else {
      source += escapeRegExp(char);
    }
    i++;
  }
  if (inBraces) return new RegExp(`^${escapeRegExp(segment)}$`);
  return new RegExp(`^${source}$`);
};

/** Why a glob pattern cannot be used, or undefined when every segment of it is well formed. */
export const globPatternProblem = (pattern: string): GlobPatternError | undefined => {
  for (const segment of pattern.split('/')) {
    if (!hasGlobMagic(segment)) continue;
    try {
      segmentToRegExp(segment, pattern);
    } catch (error) {
      if (error instanceof GlobPatternError) return error;
      throw error;
    }
  }
  return undefined;
};

/** Directories never entered by `**`: hidden ones and node_modules (name them explicitly to search them). */
const isSkippedByGlobstar = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

const entriesOf = async (dir: string) => {
  try {
    return await readdir(dir === '' ? '.' : dir, { withFileTypes: true });
  } catch {
    return [];
  }
};

/** Files matching `pattern`, relative to the working directory unless the pattern is absolute. */
export const globFiles = async (pattern: string): Promise<string[]> => {
  if (!hasGlobMagic(pattern)) return [pattern];
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter((segment) => segment.length > 0 && segment !== '.');
  const firstMagic = segments.findIndex(hasGlobMagic);
  const baseParts = segments.slice(0, firstMagic);
  const base = (absolute ? '/' : '') + baseParts.join('/');
  const rest = segments.slice(firstMagic);
  const found = new Set<string>();

  const walk = async (dir: string, index: number): Promise<void> => {
    const segment = rest[index];
    if (segment === undefined) return;
    const last = index === rest.length - 1;
    if (segment === '**') {
      if (last) return; // a trailing '**' names directories, and only files are wanted
      await walk(dir, index + 1);
      for (const entry of await entriesOf(dir)) {
        if (entry.isDirectory() && !isSkippedByGlobstar(entry.name)) await walk(dir ? join(dir, entry.name) : entry.name, index);
      }
      return;
    }
    if (!hasGlobMagic(segment)) {
      const path = dir ? join(dir, segment) : segment;
      if (last) {
        if (await isFile(path)) found.add(path);
      } else {
        await walk(path, index + 1);
      }
      return;
    }
    const matcher = segmentToRegExp(segment, pattern);
    const dotAllowed = segment.startsWith('.');
    for (const entry of await entriesOf(dir)) {
      if (!matcher.test(entry.name) || (entry.name.startsWith('.') && !dotAllowed)) continue;
      const path = dir ? join(dir, entry.name) : entry.name;
      if (last) {
        if (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path)))) found.add(path);
      } else if (entry.isDirectory()) {
        await walk(path, index + 1);
      }
    }
  };

  await walk(base, 0);
  return [...found].sort();
};

export const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The real input and output of a CLI run. Also carries `readStdin` and `now`, so the same object
 * serves commands whose io asks for those (e.g. `portico k8s doctor`).
 */
export const nodeCliIo = (): CliIo & { readStdin(): Promise<string>; now(): number } => ({
  stdout: (line) => {
    process.stdout.write(`${line}\n`);
  },
  stderr: (line) => {
    process.stderr.write(`${line}\n`);
  },
  readFile: (path) => (path === STDIN_PATH ? readStdin() : readFile(path, 'utf8')),
  glob: globFiles,
  readStdin,
  now: () => Date.now(),
});
