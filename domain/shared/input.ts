// What the public domain functions answer when a caller hands them a value of the wrong shape (a script
// passing a number where a string belongs, an object without its required fields), and the small checks
// that find such values. A check reads only own properties, so keys such as `constructor` or `__proto__`
// in the input cannot reach inherited ones, and it never calls into the value (no getters, no toString).
import * as E from 'fp-ts/Either';

/** One thing wrong with an input: where it is (`items[0].cluster.name`, '' for the value itself) and what. */
export interface InputProblem {
  readonly path: string;
  readonly message: string;
}

/** The Left of a public function given an input it cannot use. */
export interface InvalidInput {
  readonly _tag: 'InvalidInput';
  readonly problems: readonly InputProblem[];
}

/** A check appends the problems of `value` (found at `path`) to `problems`. */
export type Check = (value: unknown, path: string, problems: InputProblem[]) => void;

const FOUND_MAX_LENGTH = 60;

/** How a value reads in a message, without calling anything on it. */
export const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string': {
      const text = JSON.stringify(value);
      return text.length > FOUND_MAX_LENGTH ? `${text.slice(0, FOUND_MAX_LENGTH - 3)}..." (${value.length} characters)` : text;
    }
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value === 'bigint' ? 'the bigint ' : ''}${String(value)}`;
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return 'an object';
  }
};

export const invalidInput = (problems: readonly InputProblem[]): InvalidInput => ({ _tag: 'InvalidInput', problems });

const expected = (problems: InputProblem[], path: string, what: string, found: unknown): void => {
  problems.push({ path, message: `expected ${what}, but found ${describeValue(found)}` });
};

/** A plain object (not an array, not null); other objects such as Map or Date are refused by `isRecord` callers too. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The own property `key` of a record, or undefined. */
export const field = (value: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;

const childPath = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

export const string: Check = (value, path, problems) => {
  if (typeof value !== 'string') expected(problems, path, 'a string', value);
};

export const nonEmptyString: Check = (value, path, problems) => {
  if (typeof value !== 'string' || value === '') expected(problems, path, 'a non-empty string', value);
};

export const finiteNumber: Check = (value, path, problems) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) expected(problems, path, 'a finite number', value);
};

export const positiveInteger: Check = (value, path, problems) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) expected(problems, path, 'a positive integer', value);
};

export const boolean: Check = (value, path, problems) => {
  if (typeof value !== 'boolean') expected(problems, path, 'true or false', value);
};

/** Anything goes (a value that is carried along but not read). */
export const anything: Check = () => undefined;

/** Absent (undefined) or passing `check`. */
export const optional =
  (check: Check): Check =>
  (value, path, problems) => {
    if (value !== undefined) check(value, path, problems);
  };

/** A record whose listed fields pass their checks; other fields are not looked at. */
export const record =
  (fields: Readonly<Record<string, Check>>): Check =>
  (value, path, problems) => {
    if (!isRecord(value)) {
      expected(problems, path, 'an object', value);
      return;
    }
    for (const key of Object.keys(fields)) (fields[key] as Check)(field(value, key), childPath(path, key), problems);
  };

/** A record whose every own value passes `check` (labels, annotations, parameters). */
export const recordOf =
  (check: Check): Check =>
  (value, path, problems) => {
    if (!isRecord(value)) {
      expected(problems, path, 'an object', value);
      return;
    }
    for (const key of Object.keys(value)) check(value[key], `${path}[${JSON.stringify(key)}]`, problems);
  };

/** How many problems one check reports at most: enough to fix an input, not a copy of a huge one. */
export const MAX_INPUT_PROBLEMS = 20;

/** An array whose every item passes `check`; stops looking once enough problems are found. */
export const arrayOf =
  (check: Check): Check =>
  (value, path, problems) => {
    if (!Array.isArray(value)) {
      expected(problems, path, 'an array', value);
      return;
    }
    for (let i = 0; i < value.length && problems.length < MAX_INPUT_PROBLEMS; i++) check(value[i], `${path}[${i}]`, problems);
  };

/** One of the given strings. */
export const oneOf =
  (values: readonly string[]): Check =>
  (value, path, problems) => {
    if (typeof value !== 'string' || !values.includes(value)) expected(problems, path, `one of ${values.join(', ')}`, value);
  };

/** Runs `check` on `value`: Right(value) typed as `A` when it passes, else Left with its problems. */
export const checkInput = <A>(check: Check, value: unknown, path = ''): E.Either<InvalidInput, A> => {
  const problems: InputProblem[] = [];
  check(value, path, problems);
  return problems.length === 0 ? E.right(value as A) : E.left(invalidInput(problems.slice(0, MAX_INPUT_PROBLEMS)));
};

/** How deep a JSON value may nest before it is refused (deeper input is not a document a person wrote). */
const JSON_MAX_DEPTH = 64;

const checkJson = (value: unknown, path: string, problems: InputProblem[], depth: number): void => {
  if (depth > JSON_MAX_DEPTH) {
    problems.push({ path, message: `expected JSON nested at most ${JSON_MAX_DEPTH} levels deep` });
    return;
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) expected(problems, path, 'a JSON value', value);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && problems.length < MAX_INPUT_PROBLEMS; i++) checkJson(value[i], `${path}[${i}]`, problems, depth + 1);
    return;
  }
  const prototype: unknown = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (typeof value !== 'object' || (prototype !== Object.prototype && prototype !== null)) {
    expected(problems, path, 'a JSON value', value);
    return;
  }
  for (const key of Object.keys(value)) checkJson((value as Record<string, unknown>)[key], `${path}[${JSON.stringify(key)}]`, problems, depth + 1);
};

/** A JSON value: null, a string, a finite number, a boolean, or arrays and plain objects of those. */
export const json: Check = (value, path, problems) => checkJson(value, path, problems, 0);
