// Scaffolder constants: defaults, limits, names and wire values.

/** Debounce before an autocomplete or branch/repo suggestion request. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Wait before the next poll after a failed one. */
export const POLLING_RETRY_DELAY_MS = 1000;

/** Virtualised picker lists: row height in px and visible rows (10 plus half a row). */
export const PICKER_ROW_HEIGHT = 36;
export const PICKER_VISIBLE_ROWS = 10.5;

/** Tag length 1 to 63; entity name at most 63. */
export const TAG_MIN_LENGTH = 1;
export const TAG_MAX_LENGTH = 63;
export const ENTITY_NAME_MAX_LENGTH = 63;

/** The default namespace is omitted in labels and refs. */
export const DEFAULT_NAMESPACE = 'default';
/** Owner picker: default kinds Group and User, default kind Group. */
export const DEFAULT_OWNER_KINDS = ['Group', 'User'] as const;
export const DEFAULT_OWNER_KIND = 'Group';

/** Discovery id of the scaffolder backend and the default kind of a template ref. */
export const SCAFFOLDER_PLUGIN_ID = 'scaffolder';
export const DEFAULT_TEMPLATE_KIND = 'template';

/** External routes: register component defaults to the catalog-import page; tech docs to the docs root. */
export const REGISTER_COMPONENT_DEFAULT_PATH = '/catalog-import';
export const VIEW_TECH_DOC_DEFAULT_PATH = '/docs/:namespace/:kind/:name';

/** Where the scaffolder is mounted in the portal (Backstage's standard path). */
export const SCAFFOLDER_ROOT_PATH = '/create';

/** Task list page size (the backend supports limit and offset; the size is ours). */
export const TASK_LIST_PAGE_SIZE = 20;

/** Log events are flushed to the view at most this often while a task streams. */
export const TASK_LOG_FLUSH_MS = 500;

/** Autocomplete providers and resources. */
export const AUTOCOMPLETE_PROVIDERS = ['bitbucket-cloud', 'github', 'gitlab'] as const;
export const AUTOCOMPLETE_RESOURCES = ['branches', 'workspaces', 'projects', 'repositories', 'repositoriesWithOwner', 'groups'] as const;

/** Bitbucket Cloud host: the only Bitbucket host where a workspace is required. */
export const BITBUCKET_CLOUD_HOST = 'bitbucket.org';
