// Provider states: what must exist on the provider before an interaction is replayed. Consumer tests
// name them in `given(...)`; contracts/verification/state-handlers.ts makes them true on a real backend.
// One list for both sides, so a state cannot be renamed on one side only.

export interface ProviderState {
  /** The exact text written into the pact file. */
  readonly name: string;
  /**
   * Set when the embedded Backstage backend cannot be put into this state: its interactions are left
   * out of the verification against the embedded backend (and listed as skipped, with this reason).
   * A backend team verifying its own deployment must make the state true or skip it explicitly.
   */
  readonly notOnEmbeddedBackend?: string;
  /**
   * Set when making this state true changes the backend's data beyond recovery (runs a software template):
   * says what it does. Its interactions are replayed only when the person running the verification allows it.
   */
  readonly destructive?: string;
  /** Set when the handler registers one of the catalog files of contracts/fixtures, which the backend must be able to read. */
  readonly readsFixtures?: true;
  /**
   * Set when an interaction under this state removes what the state names, and only a test backend can bring it
   * back: says why. Against a backend that cannot, the state's destructive interactions are replayed once per run.
   */
  readonly removedByItsInteractions?: string;
}

export const authStates = {
  guestCanSignIn: { name: 'a guest user can sign in' },
  providerAbsent: { name: 'the auth backend has no provider named not-installed' },
  oauthProviderConfigured: {
    name: 'the auth provider github is configured',
    notOnEmbeddedBackend:
      'the embedded backend installs only the guest provider, and the guest provider has no logout route',
  },
} as const satisfies Record<string, ProviderState>;

/**
 * States of the app backend plugin (the app cookie of protected mode). Backstage mounts the
 * cookie endpoint on every plugin's router; Portico calls the one of the plugin with the id `app`.
 */
export const appStates = {
  appPluginInstalled: { name: 'the app backend plugin is installed' },
} as const satisfies Record<string, ProviderState>;

export const permissionStates = {
  allowsEntityRead: { name: 'the permission policy allows catalog.entity.read' },
  deniesEntityCreate: { name: 'the permission policy denies catalog.entity.create' },
  conditionalEntityDelete: {
    name: 'the permission policy answers catalog.entity.delete with a conditional decision it does not resolve',
    notOnEmbeddedBackend:
      "Backstage's permission backend resolves a conditional decision itself when the request names a resource, " +
      'and answers 400 to a user request for a resource permission without one, so it never sends CONDITIONAL to a front end',
  },
} as const satisfies Record<string, ProviderState>;

/**
 * Catalog states. Values that differ per backend (uids, location ids, cursors, the URL of a catalog
 * file the backend can read) are returned by the state handler and injected into the request
 * (Pact's provider-state values, `fromProviderState` in the consumer tests) under these names.
 */
export const catalogStates = {
  paymentsExists: { name: 'entity component:default/payments exists' },
  entityAbsent: { name: 'entity component:default/does-not-exist does not exist' },
  severalPayComponents: { name: 'more than one component has pay in its name' },
  severalComponents: { name: 'more than one component exists' },
  locationAbsent: { name: 'no location has the id 00000000-0000-4000-8000-000000000000' },
  componentsAccepted: { name: 'the catalog accepts entities of kind Component' },
  registeredLocation: {
    name: 'a location for the catalog file of component:default/contract-registered is registered',
    readsFixtures: true,
  },
  unregisteredFile: {
    name: 'the catalog file of component:default/contract-unregistered is readable and not registered',
    readsFixtures: true,
  },
  repositoryWithoutCatalogFile: { name: 'the repository https://github.com/acme/orders has no catalog file' },
  repositoryWithCatalogFile: {
    name: 'the repository https://github.com/acme/payments has a catalog-info.yaml',
    notOnEmbeddedBackend:
      'finding the catalog files of a repository takes an SCM location analyzer module (e.g. the GitHub one) and the ' +
      'real repository host; the embedded backend installs none and is offline',
  },
} as const satisfies Record<string, ProviderState>;

/**
 * Kubernetes states. The cluster's name differs per deployment: handlers return it as `clusterName`
 * (the proxy calls name their cluster in a header). Namespace, pod and container names are those of the
 * embedded backend's fixture cluster (config/dev-backend/kubernetes-fixture).
 */
export const kubernetesStates = {
  clusterConfigured: { name: 'a cluster is configured' },
  paymentsWorkloads: { name: 'entity component:default/payments has pods and deployments in a cluster' },
  paymentsRollouts: { name: 'entity component:default/payments has argoproj.io/v1alpha1 rollouts in a cluster' },
  podWithEvents: { name: 'pod payments/payments-api-7d9f8b6c5d-2xkqp runs in a cluster with container api and has events' },
  podRestarted: { name: 'pod payments/payments-api-7d9f8b6c5d-8mwzt was restarted and container api has a previous log' },
  podExists: {
    name: 'pod payments/payments-worker-6b8c9d7f4-zp9cw exists in a cluster',
    removedByItsInteractions:
      'the first deletion removed the pod, and a Backstage backend cannot bring a deleted pod back (a Deployment ' +
      'replaces it under another name)',
  },
  /**
   * Clusters whose credentials live in the browser:
   * the portal reads each cluster's authProvider (and oidcTokenProvider) from GET /clusters to know which
   * tokens of the signed-in user to send.
   */
  browserSideAuthClusters: {
    name: 'clusters with the auth providers google, aks and oidc (OIDC token provider okta) are configured',
    notOnEmbeddedBackend:
      "the embedded backend's only cluster, the fixture cluster, uses a service account; a google, aks or oidc cluster " +
      'there would need the user token of a real identity provider for every objects query, which the backend fans out to all clusters',
  },
} as const satisfies Record<string, ProviderState>;

/** Search states: the catalog collator has indexed the example catalog. */
export const searchStates = {
  paymentsIndexed: { name: 'the search index holds the software-catalog document of component:default/payments' },
  severalPagesOfPayments: { name: 'the search index holds more than one software-catalog document matching payments' },
} as const satisfies Record<string, ProviderState>;

/** TechDocs states. */
export const techdocsStates = {
  paymentsDocsPublished: { name: 'the docs site of component:default/payments is published and up to date' },
} as const satisfies Record<string, ProviderState>;

/**
 * Scaffolder states. Task ids differ per run: the
 * handler of the task state creates a task through POST /v2/tasks and returns its id as `taskId`.
 */
export const scaffolderStates = {
  templateExists: { name: 'template template:default/create-node-service exists' },
  completedTask: {
    name: 'user:default/guest has run template:default/create-node-service to completion',
    destructive: 'its provider state runs template:default/create-node-service (POST /api/scaffolder/v2/tasks) to completion',
  },
  builtInActions: { name: 'the scaffolder has its built-in actions debug:log and fetch:plain' },
  builtInFilters: { name: 'the scaffolder has its built-in templating filter parseRepoUrl' },
  githubAutocomplete: {
    name: 'the scaffolder can autocomplete github repositories for the token it is given',
    notOnEmbeddedBackend:
      'autocompletion takes an SCM module (e.g. the GitHub one) and the real repository host; the embedded backend installs none and is offline',
  },
} as const satisfies Record<string, ProviderState>;

/**
 * States of the import flow's source-control hosts. Their pacts are consumer side only: nobody here can run GitHub or
 * Azure DevOps, so these states have no handlers and are not in ALL_PROVIDER_STATES (which lists the states
 * verification must prepare).
 */
export const sourceControlStates = {
  githubRepository: { name: 'repository acme/orders exists with default branch main, and the token may push to it' },
  azureRepository: { name: 'repository orders of project shop exists with default branch main, and the token may push to it' },
  githubRateLimited: { name: 'the token has used up its GitHub API rate limit' },
  azureRepositoryAbsent: { name: 'project shop has no repository named retired' },
} as const satisfies Record<string, ProviderState>;

/** Names of the values state handlers return for injection into requests. */
export const INJECTED = {
  uid: 'uid',
  locationId: 'locationId',
  cursor: 'cursor',
  after: 'after',
  catalogFileUrl: 'catalogFileUrl',
  clusterName: 'clusterName',
  pageCursor: 'pageCursor',
  taskId: 'taskId',
} as const;

/** The catalog files in contracts/fixtures that catalog states register, relative to the fixtures' base URL. */
export const CATALOG_FIXTURES = {
  registered: 'registered/catalog-info.yaml',
  unregistered: 'unregistered/catalog-info.yaml',
} as const;

/** Permissions the embedded backend's deny-list policy denies while contracts are verified against it. */
export const EMBEDDED_BACKEND_DENIED_PERMISSIONS: readonly string[] = ['catalog.entity.create'];

export const ALL_PROVIDER_STATES: readonly ProviderState[] = [
  ...Object.values(authStates),
  ...Object.values(appStates),
  ...Object.values(permissionStates),
  ...Object.values(catalogStates),
  ...Object.values(kubernetesStates),
  ...Object.values(searchStates),
  ...Object.values(techdocsStates),
  ...Object.values(scaffolderStates),
];

export const stateNamed = (name: string): ProviderState | undefined => ALL_PROVIDER_STATES.find((state) => state.name === name);
