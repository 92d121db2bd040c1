// `portico validate`: checks catalog entity files (multi-document YAML) against the catalog's
// validation rules without a backend. Takes files, folders (their YAML files at any depth) and glob patterns; a
// YAML document that is no entity at all (neither apiVersion nor kind, such as an OpenAPI definition) is skipped
// with a note. Prints `file:line:column: path: message` lines, or one JSON
// report with `--format json`. Kinds are the catalog's built-in ones plus the custom kinds named with
// `--kind` or in `.porticorc.json`; any other kind is refused, with the spelling that was probably meant.
import * as E from 'fp-ts/Either';
import { YAMLException } from 'js-yaml';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { isValidKind } from '../../domain/catalog/field-validators';
import { BUILT_IN_KINDS, validateEntityOfKnownKind } from '../../domain/catalog/known-kinds';
import { formatProblem, isRecord, type ValidationProblem } from '../../domain/catalog/validation';
import { EXIT_CODES_TEXT, EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from './exit-codes';
import { excludedBy, globPatternProblem, hasGlobMagic, isYamlFileName, STDIN_PATH, type CliIo, type PathKind } from './read-input';
import { escapeControlCharacters, terminalSafeJson } from './terminal-text';
import { loadWithPositions, positionOfPath, splitDocuments, type PositionedDocument, type TextPosition } from './yaml-positions';

/** The config file `portico validate` reads from the working directory when it is there. */
export const CONFIG_FILE = '.porticorc.json';

export const VALIDATE_USAGE = `Usage: portico validate [options] <file|folder|glob|->...

Validates catalog entity files such as catalog-info.yaml. Each file may hold several
YAML documents separated by '---'; every document is checked as one entity: apiVersion,
kind, metadata (name, namespace, tags, labels, annotations, links) and the spec of the
built-in kinds. The kind must be one the catalog knows, spelt exactly:
${BUILT_IN_KINDS.join(', ')}, or a custom kind named with --kind or in ${CONFIG_FILE}.
A document with neither apiVersion nor kind (an OpenAPI definition, a tool's config)
is no entity: it is skipped with a note, and is not a problem.

Arguments:
  <file>       a path; '-' reads standard input
  <folder>     its *.yaml and *.yml files at any depth, leaving out node_modules and
               names starting with a dot
  <glob>       a quoted pattern such as 'catalog/**/*.yaml' (*, ?, [..], {a,b}, **)
  A name that exists as a file or folder is read as such, even with [ ] or * in it.

Options:
  --exclude <glob>  leave out the files of folders and patterns that match (repeatable);
                    matched against the path as printed and each folder in it, and a
                    pattern without '/' against names at any depth: '*.oas.yaml', 'legacy'
  --kind <name>     accept a custom kind besides the built-in ones (repeatable)
  --format text     one line per problem: <file>:<line>:<column>: <path>: <message> (default)
  --format json     one JSON report on standard output
  -h, --help        show this help

Config file: ${CONFIG_FILE} in the working directory, when present, e.g.
  { "kinds": ["Widget", "Pipeline"] }
names custom kinds as --kind does (both add up).

${EXIT_CODES_TEXT}`;

const STDIN_NAME = '<stdin>';

export type OutputFormat = 'text' | 'json';

/** A problem with the line and column of the value it is about (or of its nearest parent when missing). */
export type LocatedProblem = ValidationProblem & TextPosition;

export interface DocumentReport {
  /** 1-based position of the YAML document in its file. */
  readonly document: number;
  readonly entityRef?: string;
  readonly problems: readonly LocatedProblem[];
  /** Set when the document is no entity and was not checked: why, and the line it starts at. */
  readonly skipped?: { readonly reason: string; readonly line: number };
}

export interface FileReport {
  readonly file: string;
  /** Why the file (or pattern) could not be read; then there are no documents. */
  readonly error?: string;
  readonly documents: readonly DocumentReport[];
}

export interface ValidateReport {
  readonly valid: boolean;
  readonly files: readonly FileReport[];
  /** `skipped`: documents that are no entities, left unchecked. */
  readonly summary: { readonly files: number; readonly entities: number; readonly problems: number; readonly skipped: number };
}

/** Why a document with neither apiVersion nor kind is not checked. */
export const NOT_AN_ENTITY = 'not a catalog entity (neither apiVersion nor kind), skipped';

type Options = {
  readonly format: OutputFormat;
  readonly inputs: readonly string[];
  readonly kinds: readonly string[];
  readonly excludes: readonly string[];
  readonly help: boolean;
};

/** A value of an option that takes one (`--name value` or `--name=value`), and the index after it. */
const optionValue = (args: readonly string[], i: number, name: string): { value: string | undefined; next: number } => {
  const arg = args[i] as string;
  return arg === name ? { value: args[i + 1], next: i + 1 } : { value: arg.slice(name.length + 1), next: i };
};

const parseArgs = (args: readonly string[]): E.Either<string, Options> => {
  let format: OutputFormat = 'text';
  let help = false;
  const inputs: string[] = [];
  const kinds: string[] = [];
  const excludes: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-h' || arg === '--help') help = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const { value, next } = optionValue(args, i, '--format');
      i = next;
      if (value !== 'text' && value !== 'json') return E.left(`unknown format ${JSON.stringify(value ?? '')}; use text or json`);
      format = value;
    } else if (arg === '--kind' || arg.startsWith('--kind=')) {
      const { value, next } = optionValue(args, i, '--kind');
      i = next;
      if (!isValidKind(value)) return E.left(`--kind needs a kind name of letters and digits starting with a letter (got ${JSON.stringify(value ?? '')})`);
      kinds.push(value);
    } else if (arg === '--exclude' || arg.startsWith('--exclude=')) {
      const { value, next } = optionValue(args, i, '--exclude');
      i = next;
      if (value === undefined || value === '') return E.left('--exclude needs a glob pattern, e.g. --exclude \'*.oas.yaml\'');
      const problem = globPatternProblem(value);
      if (problem) return E.left(`--exclude: ${problem.message}`);
      excludes.push(value);
    } else if (arg === '--') {
      inputs.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-') && arg !== STDIN_PATH) {
      return E.left(`unknown option ${arg}`);
    } else {
      inputs.push(arg);
    }
  }
  return E.right({ format, inputs, kinds, excludes, help });
};

/** The custom kinds of the config file; Right([]) when there is none, Left when it cannot be used. */
const configKinds = async (io: CliIo): Promise<E.Either<string, readonly string[]>> => {
  let text: string | undefined;
  try {
    text = await io.readOptionalFile(CONFIG_FILE);
  } catch (error) {
    return E.left(`cannot read ${CONFIG_FILE}: ${errorMessage(error)}`);
  }
  if (text === undefined) return E.right([]);
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    return E.left(`${CONFIG_FILE} is not JSON: ${errorMessage(error)}`);
  }
  const kinds = isRecord(config) ? config.kinds : undefined;
  if (!isRecord(config) || (kinds !== undefined && !(Array.isArray(kinds) && kinds.every(isValidKind)))) {
    return E.left(`${CONFIG_FILE} must be an object whose "kinds" is a list of kind names, e.g. { "kinds": ["Widget"] }`);
  }
  return E.right((kinds as readonly string[] | undefined) ?? []);
};

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const entityRefOf = (value: unknown): string | undefined => {
  if (!isRecord(value) || typeof value.kind !== 'string' || !isRecord(value.metadata)) return undefined;
  const { name, namespace } = value.metadata;
  if (typeof name !== 'string' || !name) return undefined;
  return stringifyEntityRef({ kind: value.kind, name, ...(typeof namespace === 'string' ? { namespace } : {}) });
};

/** A syntax error at its line and column; the position leads the line, so js-yaml's own "(line:column)" and excerpt are left out. */
const yamlProblem = (error: unknown, firstLine: number, fallback: TextPosition): LocatedProblem =>
  error instanceof YAMLException
    ? { path: '', message: `invalid YAML: ${error.reason}`, line: firstLine + error.mark.line, column: error.mark.column + 1 }
    : { path: '', message: `invalid YAML: ${errorMessage(error)}`, ...fallback };

/** Validates every document of one file's text, the built-in kinds and `customKinds` allowed. Empty documents are skipped. */
export const validateYamlText = (text: string, customKinds: readonly string[] = []): readonly DocumentReport[] => {
  const reports: DocumentReport[] = [];
  // A syntax error in one document is reported with it, and the next documents are still read.
  splitDocuments(text.replace(/^\uFEFF/, '')).forEach(({ text: documentText, firstLine }, index) => {
    const document = index + 1;
    const documentStart: TextPosition = { line: firstLine, column: 1 };
    let doc: PositionedDocument;
    try {
      doc = loadWithPositions(documentText, firstLine);
    } catch (error) {
      reports.push({ document, problems: [yamlProblem(error, firstLine, documentStart)] });
      return;
    }
    const { value } = doc;
    if (value === null || value === undefined) return;
    if (isRecord(value) && !Object.hasOwn(value, 'apiVersion') && !Object.hasOwn(value, 'kind')) {
      reports.push({ document, problems: [], skipped: { reason: NOT_AN_ENTITY, line: firstLine } });
      return;
    }
    const result = validateEntityOfKnownKind(value, customKinds);
    const entityRef = entityRefOf(value);
    const problems = E.isLeft(result) ? result.left.map((problem) => ({ ...problem, ...positionOfPath(doc, problem.path, documentStart) })) : [];
    reports.push({ document, ...(entityRef ? { entityRef } : {}), problems });
  });
  return reports;
};

/** A file to read, or an argument that gives none: a pattern without matches or a malformed one, a folder without YAML. */
type Target = { readonly file: string } | { readonly input: string; readonly problem: string };

/** What an argument is: standard input, a file or folder that exists (taken literally), a glob pattern, or a path to try. */
type Input = { readonly input: string; readonly kind: PathKind | 'stdin' | 'pattern' };

/** A name that exists is a file or folder, whatever characters it holds; only a name that does not can be a pattern. */
const classify = async (inputs: readonly string[], io: CliIo): Promise<Input[]> =>
  Promise.all(
    inputs.map(async (input): Promise<Input> => {
      if (input === STDIN_PATH) return { input, kind: 'stdin' };
      const kind = await io.pathKind(input);
      return { input, kind: kind === 'none' && hasGlobMagic(input) ? 'pattern' : kind };
    }),
  );

/** The arguments that are patterns which cannot be matched, with why. */
const malformedPatterns = (inputs: readonly Input[]) =>
  inputs.flatMap(({ input, kind }) => {
    const problem = kind === 'pattern' ? globPatternProblem(input) : undefined;
    return problem ? [problem] : [];
  });

const NO_MATCH = 'no files match this pattern';
const NO_YAML_IN_FOLDER = 'no .yaml or .yml files in this folder';

/** The files to read, in the order of the arguments, each once; `--exclude` leaves out what folders and patterns find. */
const filesOf = async (inputs: readonly Input[], io: CliIo, isExcluded: (path: string) => boolean): Promise<Target[]> => {
  const seen = new Set<string>();
  const result: Target[] = [];
  for (const { input, kind } of inputs) {
    let files: readonly string[];
    if (kind === 'folder') {
      files = (await io.filesIn(input)).filter(isYamlFileName);
      if (files.length === 0) result.push({ input, problem: NO_YAML_IN_FOLDER });
    } else if (kind === 'pattern') {
      const problem = globPatternProblem(input);
      if (problem) {
        result.push({ input, problem: problem.problem });
        continue;
      }
      files = await io.glob(input);
      if (files.length === 0) result.push({ input, problem: NO_MATCH });
    } else {
      // A file named on its own is read even when an --exclude pattern matches it: it was asked for.
      files = [input];
    }
    const found = kind === 'folder' || kind === 'pattern';
    for (const file of files) {
      if (seen.has(file) || (found && isExcluded(file))) continue;
      seen.add(file);
      result.push({ file });
    }
  }
  return result;
};

export interface ValidateInputsOptions {
  /** Glob patterns of files that folders and patterns find but that are not to be read. */
  readonly exclude?: readonly string[];
}

/** Reads and validates every input. Never throws: unreadable inputs are reported per file. */
export const validateInputs = async (
  inputs: readonly string[],
  io: CliIo,
  customKinds: readonly string[] = [],
  options: ValidateInputsOptions = {},
): Promise<ValidateReport> => validateClassified(await classify(inputs, io), io, customKinds, excludedBy(options.exclude ?? []));

const validateClassified = async (
  inputs: readonly Input[],
  io: CliIo,
  customKinds: readonly string[],
  isExcluded: (path: string) => boolean,
): Promise<ValidateReport> => {
  const files: FileReport[] = [];
  for (const target of await filesOf(inputs, io, isExcluded)) {
    if ('problem' in target) {
      files.push({ file: target.input, error: target.problem, documents: [] });
      continue;
    }
    const name = target.file === STDIN_PATH ? STDIN_NAME : target.file;
    let text: string;
    try {
      text = await io.readFile(target.file);
    } catch (error) {
      files.push({ file: name, error: `cannot read file: ${errorMessage(error)}`, documents: [] });
      continue;
    }
    files.push({ file: name, documents: validateYamlText(text, customKinds) });
  }
  let entities = 0;
  let problems = 0;
  let skipped = 0;
  for (const file of files) {
    if (file.error) problems++;
    for (const doc of file.documents) {
      if (doc.skipped) skipped++;
      else entities++;
      problems += doc.problems.length;
    }
  }
  return { valid: problems === 0, files, summary: { files: files.length, entities, problems, skipped } };
};

const counted = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;

/** Every line names files, keys and values from the input: each is printed with its control characters escaped. */
const printText = (report: ValidateReport, io: CliIo): void => {
  for (const file of report.files) {
    if (file.error) io.stdout(escapeControlCharacters(`${file.file}: ${file.error}`));
    for (const doc of file.documents) {
      for (const problem of doc.problems) io.stdout(escapeControlCharacters(`${file.file}:${problem.line}:${problem.column}: ${formatProblem(problem)}`));
    }
  }
  // Notes go to standard error with the summary: standard output holds the problems alone.
  for (const file of report.files) {
    for (const doc of file.documents) if (doc.skipped) io.stderr(escapeControlCharacters(`${file.file}:${doc.skipped.line}: note: ${doc.skipped.reason}`));
  }
  const { files, entities, problems, skipped } = report.summary;
  const scope = `${counted(entities, 'entity', 'entities')} in ${counted(files, 'file', 'files')}`;
  const notes = skipped === 0 ? '' : ` (${counted(skipped, 'document', 'documents')} skipped: not entities)`;
  io.stderr(problems === 0 ? `${scope}: all valid${notes}` : `${scope}: ${counted(problems, 'problem', 'problems')}${notes}`);
};

const usageError = (io: CliIo, message: string): number => {
  io.stderr(escapeControlCharacters(`portico validate: ${message}`));
  io.stderr("Run 'portico validate --help' for usage.");
  return EXIT_USAGE;
};

/** Runs `portico validate` with the given arguments; resolves to the exit code (0 valid, 1 problems, 2 usage or input error). */
export const runValidate = async (args: string[], io: CliIo): Promise<number> => {
  const options = parseArgs(args);
  if (E.isLeft(options)) return usageError(io, options.left);
  if (options.right.help) {
    io.stdout(VALIDATE_USAGE);
    return EXIT_OK;
  }
  if (options.right.inputs.length === 0) return usageError(io, 'no files given');
  const inputs = await classify(options.right.inputs, io);
  const badPatterns = malformedPatterns(inputs);
  if (badPatterns.length > 0) {
    for (const problem of badPatterns) io.stderr(escapeControlCharacters(`portico validate: ${problem.message}`));
    io.stderr("Run 'portico validate --help' for the pattern syntax.");
    return EXIT_USAGE;
  }
  const fromConfig = await configKinds(io);
  if (E.isLeft(fromConfig)) return usageError(io, fromConfig.left);
  const report = await validateClassified(inputs, io, [...fromConfig.right, ...options.right.kinds], excludedBy(options.right.excludes));
  // Every argument gives a file or an error, so no file at all means --exclude left out everything found.
  if (report.files.length === 0) return usageError(io, `--exclude leaves no file to validate (${options.right.excludes.map((e) => JSON.stringify(e)).join(', ')})`);
  if (options.right.format === 'json') io.stdout(terminalSafeJson(report));
  else printText(report, io);
  if (report.files.some((file) => file.error !== undefined)) return EXIT_USAGE;
  return report.valid ? EXIT_OK : EXIT_PROBLEMS;
};
