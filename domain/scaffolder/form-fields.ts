// Validation rules and limits of the scaffolder's form fields.
import * as E from 'fp-ts/Either';
import { parseEntityRef } from '../catalog/entity-ref';
import { isValidEntityName } from '../catalog/field-validators';
import { TAG_MAX_LENGTH, TAG_MIN_LENGTH } from './constants';
import { scaffolderMessages } from './messages';

/** Entity name picker: the catalog's object-name rule, reported with the picker's own message. */
export const validateEntityNameField = (value: unknown): readonly string[] =>
  typeof value === 'string' && isValidEntityName(value) ? [] : [scaffolderMessages.invalidEntityName];

/** Multi-entity picker: every value must be a full entity ref ('{ref} is not a valid entity ref'). */
export const validateMultiEntityRefs = (values: readonly string[]): readonly string[] =>
  values.filter((value) => E.isLeft(parseEntityRef(value))).map(scaffolderMessages.invalidEntityRef);

/** Once maxItems values are chosen, further options are disabled. */
export const isMaxItemsReached = (selectedCount: number, maxItems: number | undefined): boolean =>
  maxItems !== undefined && selectedCount >= maxItems;

/** A new tag is lowercased and trimmed before it is checked. */
export const normalizeTag = (input: string): string => input.toLocaleLowerCase('en-US').trim();

const TAG = /^[a-z0-9:+#]+(?:-[a-z0-9:+#]+)*$/;

/** Tag: 1 to 63 characters; segments of lowercase letters, digits and `: + #` joined by single hyphens. */
export const isValidScaffolderTag = (tag: string): boolean =>
  tag.length >= TAG_MIN_LENGTH && tag.length <= TAG_MAX_LENGTH && TAG.test(tag);

export type TagAddResult =
  | { readonly _tag: 'Added'; readonly tags: readonly string[] }
  | { readonly _tag: 'Invalid'; readonly tag: string }
  | { readonly _tag: 'Duplicate'; readonly tag: string };

/** Adds a typed tag: invalid tags show an error state, duplicates are silently not added. */
export const addTag = (current: readonly string[], input: string): TagAddResult => {
  const tag = normalizeTag(input);
  if (!isValidScaffolderTag(tag)) return { _tag: 'Invalid', tag };
  if (current.includes(tag)) return { _tag: 'Duplicate', tag };
  return { _tag: 'Added', tags: [...current, tag] };
};
