import { useEffect } from 'react';
import { useExtensionPoints } from '../../app/extension-points';
import type { FieldExtension } from '../../app/form-field-extension';
import { defaultFieldExtensions } from './field-extensions';

/**
 * The form fields templates may name with `ui:field`: every plugin's (the scaffolder's own among them) as
 * app.extensions leaves them; the built-in ones where no shell gives any (a page rendered on its own). Their code
 * starts loading at once, while the template's parameters do.
 */
export const useFieldExtensions = (): readonly FieldExtension[] => {
  const fields = useExtensionPoints()?.scaffolderFields ?? defaultFieldExtensions;
  useEffect(() => {
    for (const field of fields) void field.preload?.();
  }, [fields]);
  return fields;
};
