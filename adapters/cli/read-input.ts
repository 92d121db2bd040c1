// What CLI commands read and write: files, folders, glob patterns, stdin ('-'), and output lines.
// Patterns are matched with minimatch (the matcher npm and Node's own fs.glob use): `*`, `?`, `[...]`, `{a,b}`
// and `**` across directories. Its matcher walks a name once per star rather than backtracking through every
// way of splitting it, so a pattern such as `*a*a*a*a*a*ab` against a long file name answers at once.
import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';

export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  /** Reads a file as UTF-8; the path '-' reads standard input. */
  readFile(path: string): Promise<string>;
  /** Files matching a glob pattern, sorted; a pattern without glob characters is returned as it is. */
  glob(pattern: string): Promise<string[]>;
  /** Reads a file as UTF-8, or undefined when there is no such file (a config file that may be absent). */
  readOptionalFile(path: string): Promise<string | undefined>;
  /** Whether the path names a file, a folder or nothing that can be read (symbolic links followed). */
  pathKind(path: string): Promise<PathKind>;
  /**
   * Every file under a folder, at any depth, sorted, each as the folder's path joined with its own. Folders named
   * node_modules and names starting with a dot are not entered nor listed, as a shell's `**` leaves them out.
   */
  filesIn(folder: string): Promise<string[]>;
}

export type PathKind = 'file' | 'folder' | 'none';

/** The path that stands for standard input. */
export const STDIN_PATH = '-';

const MAGIC = /[*?[{]/;

export const hasGlobMagic = (pattern: string): boolean => MAGIC.test(pattern);

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

/** A range such as `[z-a]` matches nothing: said at once rather than reported as a pattern without files. */
const CLASS = /\[(?:!|\^)?\]?[^\]]*\]/g;

/** Why a glob pattern cannot be used, or undefined when it is well formed. */
export const globPatternProblem = (pattern: string): GlobPatternError | undefined => {
  for (const [found] of pattern.matchAll(CLASS)) {
    const members = [...found.slice(1, -1).replace(/^[!^]/, '')];
    for (let i = 0; i + 2 < members.length; i++) {
      const from = members[i] as string;
      const to = members[i + 2] as string;
      if (members[i + 1] === '-' && (from.codePointAt(0) ?? 0) > (to.codePointAt(0) ?? 0)) {
        return new GlobPatternError(pattern, `the character range ${from}-${to} is out of order (write ${to}-${from})`);
      }
      if (members[i + 1] === '-') i += 2;
    }
  }
  return undefined;
};

/**
 * node_modules is never entered unless the pattern names it. Hidden directories need no rule: like the shell,
 * the matcher lets `*` and `**` match no name that starts with a dot, only a pattern segment that does.
 */
const isSkipped = (name: string, pattern: string): boolean => name === 'node_modules' && !pattern.includes('node_modules');

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/** A synchronous look, as files are read: a shell-expanded list of a thousand names costs no thread-pool round trips. */
export const pathKindOf = async (path: string): Promise<PathKind> => {
  try {
    const found = statSync(path, { throwIfNoEntry: false });
    return found?.isFile() ? 'file' : found?.isDirectory() ? 'folder' : 'none';
  } catch {
    return 'none';
  }
};

const entriesOf = async (dir: string) => {
  try {
    return await readdir(dir === '' ? '.' : dir, { withFileTypes: true });
  } catch {
    return [];
  }
};

/** Files matching `pattern`, relative to the working directory unless the pattern is absolute; sorted. */
export const globFiles = async (pattern: string): Promise<string[]> => {
  if (!hasGlobMagic(pattern)) return [pattern];
  const problem = globPatternProblem(pattern);
  if (problem) throw problem;
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter((segment) => segment.length > 0 && segment !== '.');
  const normalized = (absolute ? '/' : '') + segments.join('/');
  const firstMagic = segments.findIndex(hasGlobMagic);
  const base = (absolute ? '/' : '') + segments.slice(0, firstMagic).join('/');
  // Dot files are matched only by a pattern segment that starts with a dot, as in the shell.
  const matcher = new Minimatch(normalized, { dot: false, nocomment: true, nonegate: true });
  const found = new Set<string>();

  // Sibling directories are read at once rather than one after another; the result is sorted afterwards.
  const walk = async (dir: string): Promise<void> => {
    const entries = await entriesOf(dir);
    await Promise.all(
      entries.map(async (entry) => {
        const path = dir ? join(dir, entry.name) : entry.name;
        if (entry.isDirectory()) {
          if (!isSkipped(entry.name, normalized) && matcher.match(path, true)) await walk(path);
        } else if ((entry.isFile() || (entry.isSymbolicLink() && (await isFile(path)))) && matcher.match(path)) {
          found.add(path);
        }
      }),
    );
  };

  await walk(base);
  return [...found].sort();
};

/** A name a folder walk reads as a YAML file. */
export const isYamlFileName = (path: string): boolean => /\.ya?ml$/i.test(path);

/**
 * Whether a path is left out by one of the `--exclude` patterns. A pattern is matched against the path as printed
 * (relative to the working directory unless absolute) and against each folder it lies in, so `legacy/**` and
 * `legacy` both leave out every file under legacy/; a pattern without a slash matches a file or folder name at any
 * depth (`*.oas.yaml`). Dot names are matched like others: the user named them.
 */
export const excludedBy = (patterns: readonly string[]): ((path: string) => boolean) => {
  if (patterns.length === 0) return () => false;
  const matchers = patterns.map(
    (pattern) => new Minimatch(pattern.replace(/^(?:\.\/)+/, ''), { dot: true, matchBase: true, nocomment: true, nonegate: true }),
  );
  return (path) => {
    const segments = path.replace(/^(?:\.\/)+/, '').split('/');
    for (let end = segments.length; end > 0; end--) {
      const prefix = segments.slice(0, end).join('/');
      if (prefix !== '' && matchers.some((matcher) => matcher.match(prefix))) return true;
    }
    return false;
  };
};

/** What a folder walk does not enter nor list: node_modules, and hidden names (`.git`, `.github`, `.gitlab-ci.yml`). */
const isLeftOutOfFolder = (name: string): boolean => name === 'node_modules' || name.startsWith('.');

/**
 * The files under `folder`, sorted. Symbolic links to files are listed; links to folders are not entered (a link
 * back to a parent would never end), as with patterns.
 */
export const filesInFolder = async (folder: string): Promise<string[]> => {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await entriesOf(dir);
    await Promise.all(
      entries.map(async (entry) => {
        if (isLeftOutOfFolder(entry.name)) return;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path)))) found.push(path);
      }),
    );
  };
  await walk(folder);
  return found.sort();
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
  // A catalog is many small files: one synchronous read each costs less than the four thread-pool round trips of
  // an asynchronous one (open, stat, read, close), and a command has nothing else to do meanwhile.
  readFile: async (path) => (path === STDIN_PATH ? readStdin() : readFileSync(path, 'utf8')),
  glob: globFiles,
  pathKind: pathKindOf,
  filesIn: filesInFolder,
  readOptionalFile: async (path) => {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
      throw error;
    }
  },
  readStdin,
  now: () => Date.now(),
});
