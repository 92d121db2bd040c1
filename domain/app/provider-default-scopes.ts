// The scopes each sign-in provider's client asks for when nothing more is requested. Kept free of other
// imports: the page's first script reads them to send the stored session's refresh.

export const GOOGLE_SCOPE_PREFIX = 'https://www.googleapis.com/auth/';

/** Microsoft Graph: the resource of Microsoft's own scopes (User.Read…) and of the default session. */
export const MICROSOFT_GRAPH_RESOURCE = 'https://graph.microsoft.com';

/** What each provider's client asks for when nothing more is requested. */
export const PROVIDER_DEFAULT_SCOPES: Readonly<Record<string, readonly string[]>> = {
  google: ['openid', `${GOOGLE_SCOPE_PREFIX}userinfo.email`, `${GOOGLE_SCOPE_PREFIX}userinfo.profile`],
  microsoft: ['openid', 'offline_access', 'profile', 'email', 'User.Read'],
  github: ['read:user'],
  gitlab: ['read_user'],
  bitbucket: ['account'],
  bitbucketServer: ['PROJECT_ADMIN'],
  okta: ['openid', 'email', 'profile', 'offline_access'],
  onelogin: ['openid', 'email', 'profile', 'offline_access'],
  atlassian: ['offline_access', 'read:jira-work', 'read:jira-user'],
  vmwareCloudServices: ['openid'],
};

/** The portal's wiring replaces some clients' defaults (Bitbucket Server reads repositories by default). */
export const APP_DEFAULT_SCOPES: Readonly<Record<string, readonly string[]>> = {
  bitbucketServer: ['REPO_READ'],
};

export const defaultScopesOf = (providerId: string): readonly string[] =>
  APP_DEFAULT_SCOPES[providerId] ?? PROVIDER_DEFAULT_SCOPES[providerId] ?? [];
