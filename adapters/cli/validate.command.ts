// `portico validate`: checks catalog entity files (multi-document YAML) against the catalog's
// validation rules without a backend. Prints `file:line:column: path: message` lines, or one JSON
// report with `--format json`; exit code 1 when anything is wrong.
import * as E from 'fp-ts/Either';
import { LineCounter, parseAllDocuments, type YAMLError } from 'yaml';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { formatProblem, isRecord, validateEntity, type ValidationProblem } from '../../domain/catalog/validation';
import { globPatternProblem, hasGlobMagic, STDIN_PATH, type CliIo } from './read-input';
import { positionOfPath, type TextPosition } from './yaml-positions';

export const VALIDATE_USAGE = `Usage: portico validate [--format text|json] <file|glob|->...

Validates catalog entity files such as catalog-info.yaml. Each file may hold several
YAML documents separated by '---'; every document is checked as one entity: apiVersion,
kind, metadata (name, namespace, tags, labels, annotations, links) and the spec of the
core kinds (Component, API, System, Domain, Resource, Group, User, Location, Template).

Arguments:
  <file>       a path; '-' reads standard input
  <glob>       a quoted pattern such as 'catalog/**/*.yaml' (*, ?, [..], {a,b}, **)

Options:
  --format text   one line per problem: <file>:<line>:<column>: <path>: <message> (default)
  --format json   one JSON report on standard output
  -h, --help      show this help

Exit code: 0 when every entity is valid, 1 when a problem was found, an input could not
be read, or the arguments are wrong (an unknown option, a malformed pattern such as '[z-a]').`;

const STDIN_NAME = '<stdin>';

export type OutputFormat = 'text' | 'json';

/** A problem with the line and column of the value it is about (or of its nearest parent when missing). */
export type LocatedProblem = ValidationProblem & TextPosition;

export interface DocumentReport {
  /** 1-based position of the YAML document in its file. */
  readonly document: number;
  readonly entityRef?: string;
  readonly problems: readonly LocatedProblem[];
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
  readonly summary: { readonly files: number; readonly entities: number; readonly problems: number };
}

type Options = { readonly format: OutputFormat; readonly inputs: readonly string[]; readonly help: boolean };

const parseArgs = (args: readonly string[]): E.Either<string, Options> => {
  let format: OutputFormat = 'text';
  let help = false;
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-h' || arg === '--help') help = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args[++i] : arg.slice('--format='.length);
      if (value !== 'text' && value !== 'json') return E.left(`unknown format ${JSON.stringify(value ?? '')}; use text or json`);
      format = value;
    } else if (arg === '--') {
      inputs.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-') && arg !== STDIN_PATH) {
      return E.left(`unknown option ${arg}`);
    } else {
      inputs.push(arg);
    }
  }
  return E.right({ format, inputs, help });
};

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const entityRefOf = (value: unknown): string | undefined => {
  if (!isRecord(value) || typeof value.kind !== 'string' || !isRecord(value.metadata)) return undefined;
  const { name, namespace } = value.metadata;
  if (typeof name !== 'string' || !name) return undefined;
  return stringifyEntityRef({ kind: value.kind, name, ...(typeof namespace === 'string' ? { namespace } : {}) });
};

const yamlProblem = (error: YAMLError, fallback: TextPosition): LocatedProblem => {
  const position = error.linePos?.[0];
  return {
    path: '',
    // The position leads the line already; yaml's own "at line N, column M:" would repeat it.
    message: `invalid YAML: ${(error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')}`,
    ...(position ? { line: position.line, column: position.col } : fallback),
  };
};

/** Validates every document of one file's text. Empty documents are skipped. */
export const validateYamlText = (text: string): readonly DocumentReport[] => {
  const reports: DocumentReport[] = [];
  const lines = new LineCounter();
  parseAllDocuments(text, { lineCounter: lines }).forEach((doc, index) => {
    const document = index + 1;
    const start = lines.linePos(doc.range[0]);
    const documentStart: TextPosition = { line: start.line, column: start.col };
    if (doc.errors.length > 0) {
      reports.push({ document, problems: doc.errors.map((error) => yamlProblem(error, documentStart)) });
      return;
    }
    let value: unknown;
    try {
      value = doc.toJS();
    } catch (error) {
      reports.push({ document, problems: [{ path: '', message: `invalid YAML: ${errorMessage(error)}`, ...documentStart }] });
      return;
    }
    if (value === null || value === undefined) return;
    const result = validateEntity(value);
    const entityRef = entityRefOf(value);
    const problems = E.isLeft(result) ? result.left.map((problem) => ({ ...problem, ...positionOfPath(doc, problem.path, lines) })) : [];
    reports.push({ document, ...(entityRef ? { entityRef } : {}), problems });
  });
  return reports;
};

/** A file to read, or a pattern that matched nothing or cannot be matched. */
type Target = { readonly file: string } | { readonly pattern: string; readonly problem?: string };

const filesOf = async (inputs: readonly string[], io: CliIo): Promise<Target[]> => {
  const seen = new Set<string>();
  const result: Target[] = [];
  for (const input of inputs) {
    const isPattern = input !== STDIN_PATH && hasGlobMagic(input);
    const problem = isPattern ? globPatternProblem(input) : undefined;
    if (problem) {
      result.push({ pattern: input, problem: problem.problem });
      continue;
    }
    const files = isPattern ? await io.glob(input) : [input];
    if (files.length === 0) result.push({ pattern: input });
    for (const file of files) {
      if (!seen.has(file)) {
        seen.add(file);
        result.push({ file });
      }
    }
  }
  return result;
};

/** Reads and validates every input. Never throws: unreadable inputs are reported per file. */
export const validateInputs = async (inputs: readonly string[], io: CliIo): Promise<ValidateReport> => {
  const files: FileReport[] = [];
  for (const target of await filesOf(inputs, io)) {
    if ('pattern' in target) {
      files.push({ file: target.pattern, error: target.problem ?? 'no files match this pattern', documents: [] });
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
    files.push({ file: name, documents: validateYamlText(text) });
  }
  const entities = files.reduce((sum, file) => sum + file.documents.length, 0);
  const problems = files.reduce((sum, file) => sum + (file.error ? 1 : 0) + file.documents.reduce((n, d) => n + d.problems.length, 0), 0);
  return { valid: problems === 0, files, summary: { files: files.length, entities, problems } };
};

const counted = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;

const printText = (report: ValidateReport, io: CliIo): void => {
  for (const file of report.files) {
    if (file.error) io.stdout(`${file.file}: ${file.error}`);
    for (const doc of file.documents) {
      for (const problem of doc.problems) io.stdout(`${file.file}:${problem.line}:${problem.column}: ${formatProblem(problem)}`);
    }
  }
  const { files, entities, problems } = report.summary;
  const scope = `${counted(entities, 'entity', 'entities')} in ${counted(files, 'file', 'files')}`;
  io.stderr(problems === 0 ? `${scope}: all valid` : `${scope}: ${counted(problems, 'problem', 'problems')}`);
};

/** Runs `portico validate` with the given arguments; resolves to the exit code. */
export const runValidate = async (args: string[], io: CliIo): Promise<number> => {
  const options = parseArgs(args);
  if (E.isLeft(options)) {
    io.stderr(`portico validate: ${options.left}`);
    io.stderr(VALIDATE_USAGE);
    return 1;
  }
  if (options.right.help) {
    io.stdout(VALIDATE_USAGE);
    return 0;
  }
  if (options.right.inputs.length === 0) {
    io.stderr('portico validate: no files given');
    io.stderr(VALIDATE_USAGE);
    return 1;
  }
  const badPatterns = options.right.inputs.filter((input) => input !== STDIN_PATH).map(globPatternProblem).filter((p) => p !== undefined);
  if (badPatterns.length > 0) {
    for (const problem of badPatterns) io.stderr(`portico validate: ${problem.message}`);
    io.stderr("Run 'portico validate --help' for the pattern syntax.");
    return 1;
  }
  const report = await validateInputs(options.right.inputs, io);
  if (options.right.format === 'json') io.stdout(JSON.stringify(report));
  else printText(report, io);
  return report.valid ? 0 : 1;
};
