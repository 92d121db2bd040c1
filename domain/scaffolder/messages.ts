// Texts of the scaffolder. Labels follow Backstage's scaffolder plugin.

export const scaffolderMessages = {
  // Form fields
  invalidEntityName:
    'Must start and end with an alphanumeric character, and contain only alphanumeric characters, hyphens, underscores, and periods. Maximum length is 63 characters.',
  invalidEntityRef: (ref: string) => `${ref} is not a valid entity ref`,
  requiredField: (title: string | undefined) => (title ? `${title} is required.` : 'This field is required.'),
  tagsHelp: "Add any relevant tags, hit 'Enter' to add new tags. Valid format: [a-z0-9+#] separated by [-], at most 63 characters",
  repoHostMissing: 'Incomplete repository location provided, host not provided',
  repoUnparseable: 'Unable to parse the Repository URL',
  repoPartMissing: (part: 'workspace' | 'project' | 'owner' | 'repo') => `Incomplete repository location provided, ${part} not provided`,

  // Errors
  backendRequestFailed: (status: number, statusText: string, body: string) => `Backend request failed, ${status} ${statusText} ${body}`.trim(),
  identityMissing:
    'IdentityApi is not available in the ScaffolderClient, please pass through the IdentityApi to the ScaffolderClient if you want to use the listTasks method',
  noUserEntityRef: 'No user entity ref found',
  backendPluginMissing: 'The scaffolder backend plugin is not installed on this Backstage backend',
  // The template list with a scaffolder missing: the templates are in the catalog, but none can run.
  templatesCannotRun: 'Templates are listed from the catalog, but none of them can run until it is installed.',

  // Template list
  templatesGroup: 'Templates',
  otherTemplatesGroup: 'Other Templates',
  registerExistingComponent: 'Register Existing Component',
  createComponentTitle: 'Create a new component',
  createComponentSubtitle: 'Create new software components using standard templates in your organization',
  noTemplates: 'No templates found that match your filter. Learn more about',
  chooseTemplate: 'Choose',

  // Wizard
  review: 'Review',
  back: 'Back',
  next: 'Next',
  create: 'Create',
  reviewTitle: 'Review and create',

  // Task page
  cancel: 'Cancel',
  retry: 'Retry',
  startOver: 'Start Over',
  hideLogs: 'Hide Logs',
  showLogs: 'Show Logs',
  hideButtonBar: 'Hide Button Bar',
  showButtonBar: 'Show Button Bar',
  runOf: (title: string) => `Run of ${title}`,
  taskSubtitle: (taskId: string) => `Task ${taskId}`,

  // Task list
  taskListTitle: 'List template tasks',
  taskColumns: ['Task ID', 'Template', 'Created', 'Owner', 'Status'] as const,
  owned: 'Owned',
  all: 'All',
  noTasks: 'No tasks found',

  // Other screens
  installedActions: 'Installed actions',
  templatingExtensions: 'Templating extensions',
  templateEditor: 'Template editor',
  customFieldExplorer: 'Custom field explorer',
  templateFormPlayground: 'Template form playground',
} as const;
