import { BUILT_IN_FIELDS } from './built-in-fields';

/**
 * The scaffolder's own form fields as the plugin declares them: extensions 'scaffolder-form-field:scaffolder/{name}'
 * like any plugin's, each loading the fields' code when a form first shows one.
 */
export const builtInFieldDeclarations = BUILT_IN_FIELDS.map((field) => ({
  ...field,
  load: () => import('./field-extensions').then((fields) => ({ default: fields.builtInFieldComponents[field.name]! })),
}));
