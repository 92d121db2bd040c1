// Whole-entity validation. Reports every problem, each with the path of the
// offending value (e.g. `metadata.tags[2]`) and what was expected instead. Hand-written checks:
// this runs on every entity of an import or a `portico validate` run, so a valid entity costs
// one pass over its fields and no allocation beyond the result.
import * as E from 'fp-ts/Either';
import { isNonEmpty } from 'fp-ts/ReadonlyArray';
import type { ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import type { Entity } from './entity';
import { isWellFormedEntityRef } from './entity-ref';
import {
  isAbsoluteUrl,
  isNonEmptyString,
  isRecord,
  isValidEntityName,
  isValidKind,
  isValidLabelValue,
  isValidNamespace,
  isValidTag,
} from './field-validators';
import { expectations, validationMessages } from './messages';
import { validateSpec } from './spec-validation';
import { validationCaches } from './validation-caches';
import {
  describeFound,
  invalid,
  itemPath,
  keyPath,
  missing,
  optionalField,
  optionalItemField,
  requireField,
  requireItemField,
  validateArray,
  type Problems,
  type ValidationProblem,
} from './validation-problems';

export * from './field-validators';
export { describeFound, formatProblem, type ValidationProblem } from './validation-problems';

export type ValidationResult = E.Either<ReadonlyNonEmptyArray<ValidationProblem>, Entity>;

const isStatusLevel = (value: unknown): boolean => value === 'info' || value === 'warning' || value === 'error';

const { apiVersions, labelKeys, annotationKeys } = validationCaches;
const isKnownApiVersion = (value: unknown): value is string => apiVersions.check(value);
const isKnownLabelKey = (value: string): boolean => labelKeys.check(value);
const isKnownAnnotationKey = (value: string): boolean => annotationKeys.check(value);

const isRootField = (key: string): boolean => {
  switch (key) {
    case 'apiVersion':
    case 'kind':
    case 'metadata':
    case 'spec':
    case 'relations':
    case 'status':
      return true;
    default:
      return false;
  }
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

const validateLinks = (problems: Problems, links: unknown): void => {
  if (links === undefined) return;
  if (!Array.isArray(links)) {
    invalid(problems, 'metadata.links', expectations.array, links);
    return;
  }
  for (let i = 0; i < links.length; i++) {
    const link: unknown = links[i];
    if (!isRecord(link)) {
      invalid(problems, itemPath('metadata.links', i), expectations.object, link);
      continue;
    }
    requireItemField(problems, 'metadata.links', i, 'url', link.url, isAbsoluteUrl, expectations.url);
    optionalItemField(problems, 'metadata.links', i, 'title', link.title, isNonEmptyString, expectations.nonEmptyString);
    optionalItemField(problems, 'metadata.links', i, 'icon', link.icon, isNonEmptyString, expectations.nonEmptyString);
    optionalItemField(problems, 'metadata.links', i, 'type', link.type, isNonEmptyString, expectations.nonEmptyString);
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
  validateStringMap(problems, 'metadata.labels', metadata.labels, isKnownLabelKey, expectations.labelKey, isValidLabelValue, expectations.labelValue);
  validateStringMap(problems, 'metadata.annotations', metadata.annotations, isKnownAnnotationKey, expectations.annotationKey, isString, expectations.annotationValue);
  if (metadata.tags !== undefined) validateArray(problems, 'metadata.tags', metadata.tags, isValidTag, expectations.tag);
  validateLinks(problems, metadata.links);
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
    if (!isRecord(item)) {
      invalid(problems, itemPath('status.items', i), expectations.object, item);
      continue;
    }
    if (!isStatusLevel(item.level)) invalid(problems, itemPath('status.items', i, 'level'), expectations.statusLevel, item.level);
    requireItemField(problems, 'status.items', i, 'type', item.type, isNonEmptyString, expectations.nonEmptyString);
    requireItemField(problems, 'status.items', i, 'message', item.message, isString, expectations.string);
    optionalItemField(problems, 'status.items', i, 'error', item.error, isRecord, expectations.object);
  }
};

/**
 * An empty problem list kept from the last valid entity, so validating a valid entity allocates none.
 * Taken while a validation runs: a validation started meanwhile (say, from a getter) makes its own.
 */
let spareProblems: Problems | undefined;

/**
 * Validates a whole entity: envelope (apiVersion, kind, metadata, root fields), metadata
 * (name, namespace, tags, labels, annotations, links), the spec of core kinds, relations and status.
 * Right(entity) when valid; otherwise Left with every problem found.
 */
export const validateEntity = (input: unknown): ValidationResult => {
  if (!isRecord(input)) {
    return E.left([{ path: '', message: validationMessages.notAnObject(describeFound(input)) }]);
  }
  const problems = spareProblems ?? [];
  spareProblems = undefined;
  for (const key in input) {
    if (!isRootField(key)) problems.push({ path: key, message: validationMessages.unknownRootField(key) });
  }
  requireField(problems, 'apiVersion', input.apiVersion, isKnownApiVersion, expectations.apiVersion);
  requireField(problems, 'kind', input.kind, isValidKind, expectations.kind);
  validateMetadata(problems, input.metadata);
  validateSpec(problems, input.kind, input.apiVersion, input.spec);
  if (input.relations !== undefined) {
    validateArray(problems, 'relations', input.relations, isRelation, expectations.relation);
  }
  if (input.status !== undefined) validateStatus(problems, input.status);
  if (isNonEmpty(problems)) return E.left(problems);
  spareProblems = problems;
  return E.right(input as unknown as Entity);
};

/** Boolean shortcut when the problems do not matter. */
export const isValidEntity = (input: unknown): input is Entity => E.isRight(validateEntity(input));
