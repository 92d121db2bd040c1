import { useExtensionPoints } from '../../app/extension-points';
import type { FieldExtension } from '../form/field-extension';
import { defaultFieldExtensions } from './field-extensions';

/**
 * The form fields templates may name with `ui:field`: every plugin's (the scaffolder's own among them) as
 * app.extensions leaves them; the built-in ones where no shell gives any (a page rendered on its own).
 */
export const useFieldExtensions = (): readonly FieldExtension[] => useExtensionPoints()?.scaffolderFields ?? defaultFieldExtensions;
