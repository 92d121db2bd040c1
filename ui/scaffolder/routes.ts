// Paths of the scaffolder's screens, below its root /create.
import { REGISTER_COMPONENT_DEFAULT_PATH, SCAFFOLDER_ROOT_PATH, VIEW_TECH_DOC_DEFAULT_PATH } from '../../domain/scaffolder/constants';

const root = SCAFFOLDER_ROOT_PATH;
const segment = encodeURIComponent;

export const scaffolderPaths = {
  root,
  template: (namespace: string, name: string) => `${root}/templates/${segment(namespace)}/${segment(name)}`,
  task: (taskId: string) => `${root}/tasks/${segment(taskId)}`,
  tasks: `${root}/tasks`,
  actions: `${root}/actions`,
  templatingExtensions: `${root}/templating-extensions`,
  edit: `${root}/edit`,
  editor: `${root}/template`,
  customFields: `${root}/custom-fields`,
  templateForm: `${root}/template-form`,
  /** External route 'register component': the catalog-import page unless bound elsewhere. */
  registerComponent: REGISTER_COMPONENT_DEFAULT_PATH,
  /** External route 'view tech doc' with namespace, kind and name: the docs reader. */
  viewTechDoc: (namespace: string, kind: string, name: string) =>
    VIEW_TECH_DOC_DEFAULT_PATH.replace(':namespace', segment(namespace)).replace(':kind', segment(kind)).replace(':name', segment(name)),
} as const;
