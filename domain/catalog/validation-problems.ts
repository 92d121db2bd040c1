// Problems the entity validator reports, and the small checks that report them. A path is
// formatted only when there is a problem at it, so a valid entity costs no strings.
import { expectations, validationMessages } from './messages';

export interface ValidationProblem {
  /** Where the problem is, e.g. `metadata.tags[2]` or `metadata.labels["a/b"]`; '' for the whole entity. */
  readonly path: string;
  /** What is wrong, naming the value that was found. */
  readonly message: string;
}

export type Problems = ValidationProblem[];

/** `path: message`, or just the message for the entity itself. */
export const formatProblem = (problem: ValidationProblem): string =>
  problem.path ? `${problem.path}: ${problem.message}` : problem.message;

const FOUND_MAX_LENGTH = 80;

/** How a found value reads in a message: strings quoted, containers by their shape. */
export const describeFound = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  const shown = text.length > FOUND_MAX_LENGTH ? `${text.slice(0, FOUND_MAX_LENGTH - 3)}...` : text;
  // Length limits are 63 (names) and 253 (subdomains): say how long a long value is.
  return typeof value === 'string' && value.length > 63 ? `${shown} (${value.length} characters)` : shown;
};

export const keyPath = (parent: string, key: string): string => `${parent}[${JSON.stringify(key)}]`;

/** `list[index]`, or `list[index].field` for a field of that item. */
export const itemPath = (list: string, index: number, field?: string): string =>
  field === undefined ? `${list}[${index}]` : `${list}[${index}].${field}`;

export const invalid = (problems: Problems, path: string, expected: string, found: unknown): void => {
  problems.push({ path, message: validationMessages.invalid(expected, describeFound(found)) });
};

export const missing = (problems: Problems, path: string, expected: string): void => {
  problems.push({ path, message: validationMessages.required(expected) });
};

type Check = (value: unknown) => boolean;

/** Checks a field that must be there. Returns whether it was valid. */
export const requireField = (problems: Problems, path: string, value: unknown, isValid: Check, expected: string): boolean => {
  if (value === undefined) {
    missing(problems, path, expected);
    return false;
  }
  if (isValid(value)) return true;
  invalid(problems, path, expected, value);
  return false;
};

export const optionalField = (problems: Problems, path: string, value: unknown, isValid: Check, expected: string): void => {
  if (value !== undefined && !isValid(value)) invalid(problems, path, expected, value);
};

/** requireField for a field of a list item, at `list[index].field`. */
export const requireItemField = (
  problems: Problems,
  list: string,
  index: number,
  field: string,
  value: unknown,
  isValid: Check,
  expected: string,
): void => {
  if (value === undefined) missing(problems, itemPath(list, index, field), expected);
  else if (!isValid(value)) invalid(problems, itemPath(list, index, field), expected, value);
};

/** optionalField for a field of a list item, at `list[index].field`. */
export const optionalItemField = (
  problems: Problems,
  list: string,
  index: number,
  field: string,
  value: unknown,
  isValid: Check,
  expected: string,
): void => {
  if (value !== undefined && !isValid(value)) invalid(problems, itemPath(list, index, field), expected, value);
};

/** An array whose every item passes `isValidItem`; each bad item is reported at its index. */
export const validateArray = (problems: Problems, path: string, list: unknown, isValidItem: Check, itemExpectation: string): void => {
  if (!Array.isArray(list)) {
    invalid(problems, path, expectations.array, list);
    return;
  }
  for (let i = 0; i < list.length; i++) {
    const item: unknown = list[i];
    if (!isValidItem(item)) invalid(problems, itemPath(path, i), itemExpectation, item);
  }
};
