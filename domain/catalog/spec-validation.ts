// Checks of the spec of core kinds, following the rules in kind-specs.ts.
import { isWellFormedEntityRef } from './entity-ref';
import { isNonEmptyString, isRecord, isValidApiVersion } from './field-validators';
import { coreKindSpec, type SpecFieldCheck } from './kind-specs';
import { expectations, validationMessages } from './messages';
import {
  invalid,
  itemPath,
  missing,
  optionalField,
  optionalItemField,
  requireItemField,
  validateArray,
  type Problems,
} from './validation-problems';

const PLACEHOLDER_KEYS: ReadonlySet<string> = new Set(['$text', '$json', '$yaml', '$openapi', '$asyncapi']);
const PRESENCES: ReadonlySet<unknown> = new Set(['required', 'optional']);
const OBJECT_OR_ARRAY = `${expectations.object} or ${expectations.array}`;

const isString = (value: unknown): value is string => typeof value === 'string';

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
export const isRef = (value: unknown): boolean => typeof value === 'string' && isWellFormedEntityRef(value);

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
    if (!isRecord(step)) {
      invalid(problems, itemPath(path, i), expectations.object, step);
      continue;
    }
    requireItemField(problems, path, i, 'action', step.action, isNonEmptyString, expectations.nonEmptyString);
    optionalItemField(problems, path, i, 'id', step.id, isString, expectations.string);
    optionalItemField(problems, path, i, 'name', step.name, isString, expectations.string);
    optionalItemField(problems, path, i, 'input', step.input, isRecord, expectations.object);
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
      else if (!isRecord(value)) invalid(problems, path, OBJECT_OR_ARRAY, value);
      return;
    case 'object':
      if (!isRecord(value)) invalid(problems, path, expectations.object, value);
      return;
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
      return OBJECT_OR_ARRAY;
    case 'text':
      return expectations.nonEmptyString;
  }
};

/** The apiVersion a core kind supports, and its spec fields; the spec of other kinds only has to be an object. */
export const validateSpec = (problems: Problems, kind: unknown, apiVersion: unknown, spec: unknown): void => {
  const kindSpec = typeof kind === 'string' ? coreKindSpec(kind) : undefined;
  if (kindSpec === undefined) {
    optionalField(problems, 'spec', spec, isRecord, expectations.object);
    return;
  }
  if (typeof apiVersion === 'string' && !kindSpec.apiVersions.includes(apiVersion) && isValidApiVersion(apiVersion)) {
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
    if (value === undefined) {
      if (rule.required) missing(problems, rule.path, describeCheck(rule.check));
    } else {
      validateSpecField(problems, rule.path, rule.check, value);
    }
  }
};
