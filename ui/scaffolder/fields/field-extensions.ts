import type { FieldExtension } from '../form/field-extension';
import { entityPickerExtensions } from './entity-pickers';
import { repoFieldExtensions } from './repo-pickers';
import { textFieldExtensions } from './text-fields';

/** Every field extension a template can name with `ui:field`. */
export const defaultFieldExtensions: readonly FieldExtension[] = [...entityPickerExtensions, ...textFieldExtensions, ...repoFieldExtensions];
