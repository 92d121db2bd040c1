// Whole-entity validation. Reports every problem, each with the path of the
// offending value (e.g. `metadata.tags[2]`) and what was expected instead. Hand-written checks:
// this runs on every entity of an import or a `portico validate` run, so it avoids work and
// allocations on the happy path.
import * as E from 'fp-ts/Either';
import { isNonEmpty } from 'fp-ts/ReadonlyArray';
import type { ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import type { Entity } from './entity';
import { isWellFormedEntityRef } from './entity-ref';
import {
  isAbsoluteUrl,
  isNonEmptyString,
  isRecord,
  isValidAnnotationKey,
  isValidApiVersion,
  isValidEntityName,
  isValidKind,
  isValidLabelKey,
  isValidLabelValue,
  isValidNamespace,
  isValidTag,
} from './field-validators';
import { CORE_KIND_SPECS, type SpecFieldCheck } from './kind-specs';
import { expectations, validationMessages } from './messages';

export * from './field-validators';

export interface ValidationProblem {
  /** Where the problem is, e.g. `metadata.tags[2]` or `metadata.labels["a/b"]`; '' for the whole entity. */
  readonly path: string;
  /** What is wrong, naming the value that was found. */
  readonly message: string;
}

export type ValidationResult = E.Either<ReadonlyNonEmptyArray<ValidationProblem>, Entity>;

/** `path: message`, or just the message for the entity itself. */
export const formatProblem = (problem: ValidationProblem): string =>
  problem.path ? `${problem.path}: ${problem.message}` : problem.message;

const ROOT_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'relations', 'status']);
const PLACEHOLDER_KEYS: ReadonlySet<string> = new Set(['$text', '$json', '$yaml', '$openapi', '$asyncapi']);
const STATUS_LEVELS: ReadonlySet<unknown> = new Set(['info', 'warning', 'error']);
const PRESENCES: ReadonlySet<unknown> = new Set(['required', 'optional']);
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

const keyPath = (parent: string, key: string): string => `${parent}[${JSON.stringify(key)}]`;

type Problems = ValidationProblem[];

const invalid = (problems: Problems, path: string, expected: string, found: unknown): void => {
  problems.push({ path, message: validationMessages.invalid(expected, describeFound(found)) });
};

const missing = (problems: Problems, path: string, expected: string): void => {
  problems.push({ path, message: validationMessages.required(expected) });
};

/** Checks a field that must be there. Returns whether it was valid. */
const requireField = (
  problems: Problems,
  path: string,
  value: unknown,
  isValid: (value: unknown) => boolean,
  expected: string,
): boolean => {
  if (value === undefined) {
    missing(problems, path, expected);
    return false;
  }
  if (isValid(value)) return true;
  invalid(problems, path, expected, value);
  return false;
};

const optionalField = (
  problems: Problems,
  path: string,
  value: unknown,
  isValid: (value: unknown) => boolean,
  expected: string,
): void => {
  if (value !== undefined && !isValid(value)) invalid(problems, path, expected, value);
};

const isString = (value: unknown): value is string => typeof value === 'string';

const validateStringMap = (
  problems: Problems,
  path: string,
  map: unknown,
  isValidKey: (key: string) => boolean,
  keyExpectation: string,
  isValidValue: (value: unknown) => boolean,
  valueExpectation: string,
): void => {
  if (map === undefined) return;
  if (!isRecord(map)) {
    invalid(problems, path, expectations.object, map);
    return;
  }
  for (const key in map) {
    if (!isValidKey(key)) problems.push({ path: keyPath(path, key), message: validationMessages.invalid(keyExpectation, describeFound(key)) });
    const value = map[key];
    if (!isValidValue(value)) invalid(problems, keyPath(path, key), valueExpectation, value);
  }
};

const validateArray = (
  problems: Problems,
  path: string,
  list: unknown,
  isValidItem: (item: unknown) => boolean,
  itemExpectation: string,
): void => {
  if (!Array.isArray(list)) {
    invalid(problems, path, expectations.array, list);
    return;
  }
  for (let i = 0; i < list.length; i++) {
    const item: unknown = list[i];
    if (!isValidItem(item)) invalid(problems, `${path}[${i}]`, itemExpectation, item);
  }
};

const validateLinks = (problems: Problems, links: unknown): void => {
  if (links === undefined) return;
  if (!Array.isArray(links)) {
    invalid(problems, 'metadata.links', expectations.array, links);
    return;
  }
  for (let i = 0; i < links.length; i++) {
    const link: unknown = links[i];
    const path = `metadata.links[${i}]`;
    if (!isRecord(link)) {
      invalid(problems, path, expectations.object, link);
      continue;
    }
    requireField(problems, `${path}.url`, link.url, isAbsoluteUrl, expectations.url);
    optionalField(problems, `${path}.title`, link.title, isNonEmptyString, expectations.nonEmptyString);
    optionalField(problems, `${path}.icon`, link.icon, isNonEmptyString, expectations.nonEmptyString);
    optionalField(problems, `${path}.type`, link.type, isNonEmptyString, expectations.nonEmptyString);
  }
};

const validateMetadata = (problems: Problems, metadata: unknown): void => {
  if (metadata === undefined) {
    missing(problems, 'metadata', expectations.object);
    return;
  }
  if (!isRecord(metadata)) {
    invalid(problems, 'metadata', expectations.object, metadata);
    return;
  }
  requireField(problems, 'metadata.name', metadata.name, isValidEntityName, expectations.name);
  optionalField(problems, 'metadata.namespace', metadata.namespace, isValidNamespace, expectations.namespace);
  optionalField(problems, 'metadata.uid', metadata.uid, isNonEmptyString, expectations.nonEmptyString);
  optionalField(problems, 'metadata.etag', metadata.etag, isNonEmptyString, expectations.nonEmptyString);
  optionalField(problems, 'metadata.title', metadata.title, isNonEmptyString, expectations.nonEmptyString);
  optionalField(problems, 'metadata.description', metadata.description, isString, expectations.string);
  validateStringMap(problems, 'metadata.labels', metadata.labels, isValidLabelKey, expectations.labelKey, isValidLabelValue, expectations.labelValue);
  validateStringMap(problems, 'metadata.annotations', metadata.annotations, isValidAnnotationKey, expectations.annotationKey, isString, expectations.annotationValue);
  if (metadata.tags !== undefined) validateArray(problems, 'metadata.tags', metadata.tags, isValidTag, expectations.tag);
  validateLinks(problems, metadata.links);
};

/** `{ $text: './openapi.yaml' }` and friends: substituted by the catalog before it validates. */
const isPlaceholder = (value: unknown): boolean => {
  if (!isRecord(value)) return false;
  let count = 0;
  for (const key in value) {
    if (++count > 1 || !PLACEHOLDER_KEYS.has(key) || typeof value[key] !== 'string') return false;
  }
  return count === 1;
};

const isText = (value: unknown): boolean => isNonEmptyString(value) || isPlaceholder(value);
const isRef = (value: unknown): boolean => typeof value === 'string' && isWellFormedEntityRef(value);

const validateProfile = (problems: Problems, path: string, profile: unknown): void => {
  if (!isRecord(profile)) {
    invalid(problems, path, expectations.object, profile);
    return;
  }
  optionalField(problems, `${path}.displayName`, profile.displayName, isNonEmptyString, expectations.nonEmptyString);
  optionalField(problems, `${path}.email`, profile.email, isNonEmptyString, expectations.nonEmptyString);
  optionalField(problems, `${path}.picture`, profile.picture, isNonEmptyString, expectations.nonEmptyString);
};

const validateSteps = (problems: Problems, path: string, steps: unknown): void => {
  if (!Array.isArray(steps)) {
    invalid(problems, path, expectations.array, steps);
    return;
  }
  for (let i = 0; i < steps.length; i++) {
    const step: unknown = steps[i];
    const stepPath = `${path}[${i}]`;
    if (!isRecord(step)) {
      invalid(problems, stepPath, expectations.object, step);
      continue;
    }
    requireField(problems, `${stepPath}.action`, step.action, isNonEmptyString, expectations.nonEmptyString);
    optionalField(problems, `${stepPath}.id`, step.id, isString, expectations.string);
    optionalField(problems, `${stepPath}.name`, step.name, isString, expectations.string);
    optionalField(problems, `${stepPath}.input`, step.input, isRecord, expectations.object);
  }
};

const validateSpecField = (problems: Problems, path: string, check: SpecFieldCheck, value: unknown): void => {
  switch (check) {
    case 'text':
      if (!isText(value)) invalid(problems, path, expectations.nonEmptyString, value);
      return;
    case 'ref':
      if (!isRef(value)) invalid(problems, path, expectations.entityRef, value);
      return;
    case 'refs':
      validateArray(problems, path, value, isRef, expectations.entityRef);
      return;
    case 'texts':
      validateArray(problems, path, value, isNonEmptyString, expectations.nonEmptyString);
      return;
    case 'profile':
      validateProfile(problems, path, value);
      return;
    case 'presence':
      if (!PRESENCES.has(value)) invalid(problems, path, expectations.presence, value);
      return;
    case 'steps':
      validateSteps(problems, path, value);
      return;
    case 'parameters':
      if (Array.isArray(value)) validateArray(problems, path, value, isRecord, expectations.object);
      else if (!isRecord(value)) invalid(problems, path, `${expectations.object} or ${expectations.array}`, value);
      return;
    case 'object':
      if (!isRecord(value)) invalid(problems, path, expectations.object, value);
      return;
  }
};

const validateSpec = (problems: Problems, kind: unknown, apiVersion: unknown, spec: unknown): void => {
  const kindSpec = typeof kind === 'string' ? CORE_KIND_SPECS[kind] : undefined;
  if (kindSpec === undefined) {
    optionalField(problems, 'spec', spec, isRecord, expectations.object);
    return;
  }
  if (typeof apiVersion === 'string' && isValidApiVersion(apiVersion) && !kindSpec.apiVersions.includes(apiVersion)) {
    problems.push({
      path: 'apiVersion',
      message: validationMessages.unsupportedApiVersion(kind as string, apiVersion, kindSpec.apiVersions),
    });
  }
  if (spec === undefined) {
    missing(problems, 'spec', expectations.object);
    return;
  }
  if (!isRecord(spec)) {
    invalid(problems, 'spec', expectations.object, spec);
    return;
  }
  for (const rule of kindSpec.fields) {
    const value = spec[rule.field];
    const path = `spec.${rule.field}`;
    if (value === undefined) {
      if (rule.required) missing(problems, path, describeCheck(rule.check));
    } else {
      validateSpecField(problems, path, rule.check, value);
    }
  }
};

const describeCheck = (check: SpecFieldCheck): string => {
  switch (check) {
    case 'ref':
      return expectations.entityRef;
    case 'refs':
    case 'texts':
    case 'steps':
      return expectations.array;
    case 'profile':
    case 'object':
      return expectations.object;
    case 'presence':
      return expectations.presence;
    case 'parameters':
      return `${expectations.object} or ${expectations.array}`;
    case 'text':
      return expectations.nonEmptyString;
  }
};

const isRelation = (value: unknown): boolean =>
  isRecord(value) && isNonEmptyString(value.type) && typeof value.targetRef === 'string' && isWellFormedEntityRef(value.targetRef);

const validateStatus = (problems: Problems, status: unknown): void => {
  if (!isRecord(status)) {
    invalid(problems, 'status', expectations.object, status);
    return;
  }
  const items = status.items;
  if (items === undefined) return;
  if (!Array.isArray(items)) {
    invalid(problems, 'status.items', expectations.array, items);
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    const path = `status.items[${i}]`;
    if (!isRecord(item)) {
      invalid(problems, path, expectations.object, item);
      continue;
    }
    if (!STATUS_LEVELS.has(item.level)) invalid(problems, `${path}.level`, expectations.statusLevel, item.level);
    requireField(problems, `${path}.type`, item.type, isNonEmptyString, expectations.nonEmptyString);
    requireField(problems, `${path}.message`, item.message, isString, expectations.string);
    optionalField(problems, `${path}.error`, item.error, isRecord, expectations.object);
  }
};

/**
 * Validates a whole entity: envelope (apiVersion, kind, metadata, root fields), metadata
 * (name, namespace, tags, labels, annotations, links), the spec of core kinds, relations and status.
 * Right(entity) when valid; otherwise Left with every problem found.
 */
export const validateEntity = (input: unknown): ValidationResult => {
  if (!isRecord(input)) {
    return E.left([{ path: '', message: validationMessages.notAnObject(describeFound(input)) }]);
  }
  const problems: Problems = [];
  for (const key in input) {
    if (!ROOT_FIELDS.has(key)) problems.push({ path: key, message: validationMessages.unknownRootField(key) });
  }
  requireField(problems, 'apiVersion', input.apiVersion, isValidApiVersion, expectations.apiVersion);
  requireField(problems, 'kind', input.kind, isValidKind, expectations.kind);
  validateMetadata(problems, input.metadata);
  validateSpec(problems, input.kind, input.apiVersion, input.spec);
  if (input.relations !== undefined) {
    validateArray(problems, 'relations', input.relations, isRelation, expectations.relation);
  }
  if (input.status !== undefined) validateStatus(problems, input.status);
  return isNonEmpty(problems) ? E.left(problems) : E.right(input as unknown as Entity);
};

/** Boolean shortcut when the problems do not matter. */
export const isValidEntity = (input: unknown): input is Entity => E.isRight(validateEntity(input));
