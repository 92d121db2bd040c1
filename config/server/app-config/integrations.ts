// The `integrations` section at boot: decoded, checked with every rule,
// and the origins of the source-control APIs the browser calls when it opens an import pull request.
import * as E from 'fp-ts/Either';
import { decodeIntegrationsConfig } from '../../../adapters/import/integrations-config.codec';
import { integrationMessages } from '../../../domain/import/messages';
import { resolveIntegrations } from '../../../domain/import/scm-integrations';
import { validateIntegrations } from '../../../domain/import/validate-integrations';

type Json = Record<string, unknown>;

/** The message to print and exit with when `integrations` breaks a rule; undefined when it is fine. */
export const integrationsConfigProblem = (config: Json): string | undefined => {
  const decoded = decodeIntegrationsConfig(config['integrations']);
  const problems = E.isLeft(decoded) ? decoded.left : validateIntegrations(decoded.right, 'full');
  return problems.length ? integrationMessages.configInvalid(problems) : undefined;
};

/** GitHub API bases and Azure DevOps hosts: the Content-Security-Policy must let the browser reach them. */
export const scmApiOrigins = (config: Json): readonly string[] => {
  const decoded = decodeIntegrationsConfig(config['integrations']);
  if (E.isLeft(decoded)) return [];
  const origins = resolveIntegrations(decoded.right).flatMap((integration) => {
    if (integration.type === 'azure') return [`https://${integration.host}`];
    if (integration.type !== 'github' || !integration.apiBaseUrl) return [];
    try {
      return [new URL(integration.apiBaseUrl).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
};
