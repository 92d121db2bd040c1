// Texts of the shell.
// Functions build the texts that carry a value.

export const messages = {
  // Sign-in and session
  loginRejected: 'Login failed, rejected by user',
  popupOpenFailed: 'Failed to open auth popup.',
  popupClosed: 'Login failed, popup was closed',
  incorrectAppOrigin: (origin: string) => `Incorrect app origin, expected ${origin}`,
  authRefreshFailed: (statusText: string) => `Auth refresh request failed, ${statusText}`,
  logoutFailed: (statusText: string) => `Logout request failed, ${statusText}`,
  refreshMissingScopes: 'Refreshed session did not receive the required scopes',
  microsoftMultipleResources: (resources: readonly string[]) =>
    `Requested access token with scopes from multiple Azure resources: ${resources.join(', ')}. Access tokens can only have a single audience.`,
  loginFailed: 'Login failed',
  providerNotConfigured: (title: string) => `The ${title} provider is not configured to support sign-in`,
  noSession: 'No session available. Try reloading your browser page.',
  requestFailed: (status: number, statusText: string) => `Request failed with ${status} ${statusText}`,
  notSignedIn: 'You do not appear to be signed in. Please try reloading the browser page.',
  noAuthProvider: (what: string) => `No auth provider available for ${what}`,
  unspecifiedLoginError: 'An unspecified error occurred',

  // Guest
  guestFallbackQuestion:
    'Failed to sign in as a guest using the auth backend. Do you want to fallback to the legacy guest token?',
  guestFallbackDeclined:
    'You cannot sign in as a guest, you must either enable the legacy guest token or configure the auth backend to support guest sign in.',

  // Backend plugins the backend does not have
  authBackendPluginMissing: 'The auth backend plugin is not installed on this Backstage backend, so nobody can sign in through it',
  appBackendPluginMissing: 'The app backend plugin is not installed on this Backstage backend, so protected mode cannot set its session cookie',
  installBackendPlugin: (packageName: string) => `Whoever runs the Backstage backend can install it: ${packageName}.`,

  // Inactivity
  inactivityLogout: 'Logging out due to inactivity',
  inactivityStay: "Yes! Don't log me out",
  inactivityCountdown: (seconds: number | string) => `You will be signed out in ${seconds} s. Are you still there?`,
  // Translations
  translationLoadFailed: (resourceId: string, language: string, reason: string) =>
    `Failed to load translation resource '${resourceId}' for language '${language}'; caused by ${reason}`,

  // Shell
  itemsDoNotMatch: 'Items in response do not match request',
  cookieRequestFailed: (status: number) => `Request failed with status ${status}`,
  noExpirationDate: 'No expiration date in response',
  invalidExpirationDate: 'Invalid expiration date in response',
  sessionRefreshFailed: 'Session refresh failed, see developer console for details',
  identityBeforeLoad: (method: string) => `Tried to access IdentityApi ${method} before app was loaded`,
  configBeforeLoad: 'Tried to access config API before config was loaded',
  appHasNoThemes: 'App has no themes',
  protectedModeMissingApis: 'App is running in protected mode but missing required APIs',
  javascriptUrlRejected: 'Rejected window.open() with a javascript: URL as a security precaution',
  noImplementation: (api: string) => `No implementation available for ${api}`,
  apiContextMissing: 'API context is not available',
  noPathForRoute: (routeRef: string) => `No path for ${routeRef}`,
  lazyExtensionFailed: (name: string) => `Failed lazy loading of the ${name} extension, try to reload the page`,
  duplicatePlugin: 'Duplicate plugin found',
  storageJsonParseError: (key: string) => `Error when parsing JSON config from storage for: ${key}`,

  // Boot and error pages
  configFailedToLoad: (message: string) =>
    `The configuration failed to load, someone should have a look at this error: ${message}`,
  chunkFailedToLoad: (message: string) => `Lazy loaded chunk failed to load, try to reload the page: ${message}`,
  pageNotFound: 'PAGE NOT FOUND',
  errorStatus: (status: number | string, statusMessage: string) => `ERROR ${status}: ${statusMessage}`,
  errorPageTitle: 'Looks like someone dropped the mic!',
  goBack: 'Go back',
  showMoreDetails: 'Show more details',
  showLessDetails: 'Show less details',
  pluginError: (pluginId: string) => `Error in ${pluginId}`,
  retry: 'Retry',
  reloadPage: 'Reload page',
  somethingWentWrong: 'Something Went Wrong',
  contactForHelp: (channel: string) => `Please contact ${channel} for help.`,
  copied: 'Copied!',
  copyFailed: (what: string) => `Could not copy ${what} to the clipboard`,

  // Login-request dialog
  loginRequestLogin: 'Login',
  loginRequestRejectAll: 'Reject all',

  // Custom sign-in form
  invalidUserEntityRef: 'Invalid user entity reference',
  invalidIdToken: 'Token is not a valid OpenID Connect JWT Token',
  duplicateProviderId: 'ID is duplicated. IDs of identity providers have to be unique.',

  // Feature flags
  flagTooShort: 'must have a minimum length of three characters',
  flagTooLong: 'must not exceed 150 characters',
  flagBadPattern: 'must start with a lowercase letter and only contain lowercase letters, numbers and hyphens',

  // Empty states
  missingAnnotation: 'Missing Annotation',
  noRecords: 'No records to display',
} as const;
