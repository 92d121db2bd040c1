import { coreServices, createBackendModule } from '@backstage/backend-plugin-api';
import { AuthorizeResult, type PolicyDecision } from '@backstage/plugin-permission-common';
import type { PermissionPolicy, PolicyQuery } from '@backstage/plugin-permission-node';
import { policyExtensionPoint } from '@backstage/plugin-permission-node/alpha';

/** Config key holding the permission names the embedded backend denies (for tests of DENY paths). */
export const DENIED_PERMISSIONS_CONFIG_KEY = 'portico.permission.deny';

/** Allows every permission except those named in the deny list; an empty list allows everything. */
export class DenyListPermissionPolicy implements PermissionPolicy {
  private readonly denied: ReadonlySet<string>;

  constructor(deniedPermissionNames: readonly string[]) {
    this.denied = new Set(deniedPermissionNames);
  }

  async handle(request: PolicyQuery): Promise<PolicyDecision> {
    return this.denied.has(request.permission.name)
      ? { result: AuthorizeResult.DENY }
      : { result: AuthorizeResult.ALLOW };
  }
}

export const permissionModuleDenyListPolicy = createBackendModule({
  pluginId: 'permission',
  moduleId: 'portico-deny-list-policy',
  register(registration) {
    registration.registerInit({
      deps: { policy: policyExtensionPoint, config: coreServices.rootConfig },
      async init({ policy, config }) {
        const denied = config.getOptionalStringArray(DENIED_PERMISSIONS_CONFIG_KEY) ?? [];
        policy.setPolicy(new DenyListPermissionPolicy(denied));
      },
    });
  },
});
