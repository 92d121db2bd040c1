// The scaffolder as scripts use it (`import { scaffolder } from 'portico'`): a template's parameter steps, and the
// checks the template form applies to parameter values (entity names, entity refs, tags, repository locations),
// so that a script can check the values it will send before it starts a task. A value that fails a check, or
// input of the wrong shape, is a Left naming the path and what was expected; nothing throws.
import * as E from 'fp-ts/Either';
import { arrayOf, checkInput, describeValue, invalidInput, json, optional, record, string, type InputProblem, type InvalidInput } from '../shared/input';
import { validateEntityNameField, validateMultiEntityRefs, isValidScaffolderTag, normalizeTag } from './form-fields';
import { templateParameterSchema as parameterSchema, type ParameterStep, type TemplateParameterSchema } from './parameter-schema';
import {
  DEFAULT_SCM_INTEGRATIONS as DEFAULT_INTEGRATIONS,
  parseRepoPickerUrl,
  providerTypeOf,
  serializeRepoPickerUrl,
  validateRepoUrl as repoUrlProblems,
  type RepoUrlParts,
  type ScmIntegration,
} from './repo-url';
import { scaffolderMessages } from './messages';
import type { JsonArray, JsonObject, JsonPrimitive, JsonValue } from '../app/config-values';

export type { JsonArray, JsonObject, JsonPrimitive, JsonValue, ParameterStep, RepoUrlParts, ScmIntegration, TemplateParameterSchema };
export type { InputProblem, InvalidInput } from '../shared/input';

/** The source-code hosts every installation knows (github.com, gitlab.com, bitbucket.org, dev.azure.com). */
export const DEFAULT_SCM_INTEGRATIONS: readonly ScmIntegration[] = DEFAULT_INTEGRATIONS;

const refused = (path: string, messages: readonly string[]): E.Either<InvalidInput, never> =>
  E.left(invalidInput(messages.map((message): InputProblem => ({ path, message }))));

/**
 * The parameter steps of a template document (`spec.parameters`: one JSON Schema object or a list of them), each
 * with its title, as the template form shows them. Left when the template is not an object with a `spec` object.
 */
export const templateParameterSchema = (template: unknown): E.Either<InvalidInput, TemplateParameterSchema> =>
  E.map((checked: JsonValue) => parameterSchema(checked))(
    checkInput<JsonValue>(record({ spec: record({ parameters: optional(json) }), metadata: optional(json) }), template, 'template'),
  );

/** An entity name parameter: 1-63 letters, digits, '-', '_' or '.', starting and ending with a letter or digit. */
export const validateEntityName = (value: unknown): E.Either<InvalidInput, string> => {
  const messages = validateEntityNameField(value);
  return messages.length > 0 ? refused('', messages) : E.right(value as string);
};

/** Entity ref parameters: each must be a full ref (`kind:[namespace/]name`); Left names every one that is not. */
export const validateEntityRefs = (values: unknown): E.Either<InvalidInput, readonly string[]> => {
  const checked = checkInput<readonly string[]>(arrayOf(string), values, 'values');
  if (E.isLeft(checked)) return checked;
  const problems = validateMultiEntityRefs(checked.right);
  return problems.length > 0 ? refused('values', problems) : checked;
};

/** A tag parameter, lowercased and trimmed: 1-63 characters, segments of `a-z 0-9 : + #` joined by single hyphens. */
export const validateTag = (value: unknown): E.Either<InvalidInput, string> => {
  const checked = checkInput<string>(string, value);
  if (E.isLeft(checked)) return checked;
  const tag = normalizeTag(checked.right);
  return isValidScaffolderTag(tag) ? E.right(tag) : refused('', [`expected a tag of 1-63 lowercase letters, digits, ':', '+' or '#' in segments joined by single hyphens, but found ${describeValue(tag)}`]);
};

/**
 * A repository location parameter (`github.com?owner=acme&repo=payments`): read into its parts, with the parts the
 * host's provider needs (owner, or workspace and project for Bitbucket, project for Azure; always repo).
 * `integrations` names the hosts besides the default ones.
 */
export const validateRepoUrl = (value: unknown, integrations: readonly ScmIntegration[] = []): E.Either<InvalidInput, RepoUrlParts> => {
  const checked = checkInput<[string, readonly ScmIntegration[]]>(
    (input, _path, problems) => {
      const [givenValue, givenIntegrations] = input as unknown[];
      string(givenValue, 'value', problems);
      arrayOf(record({ type: string, title: string, host: string }))(givenIntegrations, 'integrations', problems);
    },
    [value, integrations],
  );
  if (E.isLeft(checked)) return checked;
  const [url, extra] = checked.right;
  const known = [...extra, ...DEFAULT_INTEGRATIONS];
  const problems = repoUrlProblems(url, (host) => providerTypeOf(known, host));
  return problems.length > 0 ? refused('value', problems) : E.right(parseRepoPickerUrl(url));
};

/** A repository location parameter written from its parts; Left when the host is missing. */
export const serializeRepoUrl = (parts: unknown): E.Either<InvalidInput, string> => {
  const part = optional(string);
  const checked = checkInput<Partial<RepoUrlParts>>(
    record({ host: string, owner: part, repoName: part, organization: part, workspace: part, project: part }),
    parts,
    'parts',
  );
  if (E.isLeft(checked)) return checked;
  const written = serializeRepoPickerUrl(checked.right);
  return written === undefined ? refused('parts.host', [scaffolderMessages.repoHostMissing]) : E.right(written);
};
