import type { FieldExtension } from '../../app/form-field-extension';
import { BUILT_IN_FIELDS } from './built-in-fields';
import { entityPickerComponents } from './entity-pickers';
import { repoPickerComponents } from './repo-pickers';
import { textFieldComponents } from './text-fields';

/** The built-in fields' components, by field name. */
export const builtInFieldComponents = { ...entityPickerComponents, ...textFieldComponents, ...repoPickerComponents };

/**
 * The built-in field extensions with their components at hand: what the scaffolder's pages use where the shell has
 * given them no fields (a page rendered on its own, as in tests).
 */
export const defaultFieldExtensions: readonly FieldExtension[] = BUILT_IN_FIELDS.map((field) => ({ ...field, component: builtInFieldComponents[field.name]! }));
