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

/** Regular expression for one path segment of a glob. */
export const segmentToRegExp = (segment: string): RegExp => {
  let source = '';
  let inClass = false;
  let inBraces = false;
  for (const char of segment) {
    if (inClass) {
      // '[!a]' is the glob spelling of '[^a]'
      source += char === '!' && source.endsWith('[') ? '^' : char === '\\' ? '\\\\' : char;
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
      source += '[';
    } else if (char === '{' && !inBraces) {
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
  }
  // An unclosed '[' or '{' is taken literally.
  if (inClass || inBraces) return new RegExp(`^${escapeRegExp(segment)}$`);
  return new RegExp(`^${source}$`);
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
    const matcher = segmentToRegExp(segment);
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
