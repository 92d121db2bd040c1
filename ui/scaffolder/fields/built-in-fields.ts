// The scaffolder's own form fields, described apart from their components: the scaffolder plugin declares them as
// extensions (each loads its component on first use), and their validations run without the components' code.
import type { JsonValue } from '../../../domain/app/config-values';
import { providerTypeOf, validateEntityNameField, validateMultiEntityRefs, validateRepoUrl } from '../../../domain/scaffolder';
import type { FieldExtension } from '../../app/form-field-extension';

/** A field extension without its component. */
export type FieldDescription = Omit<FieldExtension, 'component'>;

export const stringsOf = (value: JsonValue | undefined): readonly string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The built-in fields a template names with `ui:field`, in the order the custom field explorer lists them. */
export const BUILT_IN_FIELDS: readonly FieldDescription[] = [
  { name: 'EntityPicker', valueType: 'string', exampleOptions: { catalogFilter: { kind: 'Component' }, defaultKind: 'Component' } },
  { name: 'OwnerPicker', valueType: 'string', exampleOptions: { catalogFilter: { kind: ['Group', 'User'] } } },
  { name: 'OwnedEntityPicker', valueType: 'string', exampleOptions: { catalogFilter: { kind: 'Component' } } },
  { name: 'MyGroupsPicker', valueType: 'string', exampleOptions: {} },
  {
    name: 'MultiEntityPicker',
    valueType: 'array',
    validation: (value) => validateMultiEntityRefs(stringsOf(value)),
    exampleOptions: { catalogFilter: { kind: ['Component', 'API'] } },
  },
  { name: 'EntityNamePicker', valueType: 'string', validation: (value) => validateEntityNameField(value), exampleOptions: {} },
  { name: 'EntityTagsPicker', valueType: 'array', exampleOptions: { kinds: ['Component'], showCounts: true } },
  { name: 'Secret', valueType: 'string', exampleOptions: {} },
  {
    name: 'RepoUrlPicker',
    valueType: 'string',
    validation: (value, context) => (typeof value === 'string' ? validateRepoUrl(value, (host) => providerTypeOf(context.integrations, host)) : []),
    exampleOptions: { allowedHosts: ['github.com'] },
  },
  { name: 'RepoBranchPicker', valueType: 'string', exampleOptions: { repoUrlField: 'repoUrl' } },
];
