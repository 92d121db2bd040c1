// Hosts of the GitHub and GitLab integrations: Report Issue works only for edit links on these.
export interface IntegrationHosts {
  readonly github: readonly string[];
  readonly gitlab: readonly string[];
}

export const DEFAULT_INTEGRATION_HOSTS: IntegrationHosts = { github: ['github.com'], gitlab: ['gitlab.com'] };
