import fc from 'fast-check';
import {
  allAllowed,
  ALLOW,
  AuthorizeResult,
  DENY,
  decisionWithoutBackend,
  isAllowed,
  permissionCheckState,
  type PermissionDecision,
} from '../../../domain/permission/decision';
import {
  catalogEntityCreatePermission,
  catalogEntityDeletePermission,
  catalogEntityReadPermission,
  catalogEntityRefreshPermission,
  catalogEntityValidatePermission,
  catalogLocationAnalyzePermission,
  catalogLocationCreatePermission,
  catalogLocationDeletePermission,
  catalogLocationReadPermission,
  isResourcePermission,
  kubernetesClustersReadPermission,
  kubernetesResourcesReadPermission,
} from '../../../domain/permission/permission';

const conditional: PermissionDecision = {
  result: 'CONDITIONAL',
  pluginId: 'catalog',
  resourceType: 'catalog-entity',
  conditions: { anyOf: [{ rule: 'IS_ENTITY_OWNER', resourceType: 'catalog-entity', params: { claims: ['user:default/a'] } }] },
};

describe('permission names', () => {
  it.each([
    [catalogEntityReadPermission, 'catalog.entity.read', 'resource', 'read'],
    [catalogEntityCreatePermission, 'catalog.entity.create', 'basic', 'create'],
    [catalogEntityDeletePermission, 'catalog.entity.delete', 'resource', 'delete'],
    [catalogEntityRefreshPermission, 'catalog.entity.refresh', 'resource', 'update'],
    [catalogEntityValidatePermission, 'catalog.entity.validate', 'basic', undefined],
    [catalogLocationReadPermission, 'catalog.location.read', 'basic', 'read'],
    [catalogLocationCreatePermission, 'catalog.location.create', 'basic', 'create'],
    [catalogLocationAnalyzePermission, 'catalog.location.analyze', 'basic', undefined],
    [catalogLocationDeletePermission, 'catalog.location.delete', 'basic', 'delete'],
    [kubernetesClustersReadPermission, 'kubernetes.clusters.read', 'basic', 'read'],
    [kubernetesResourcesReadPermission, 'kubernetes.resources.read', 'basic', 'read'],
  ])('%p', (permission, name, type, action) => {
    expect(permission.name).toBe(name);
    expect(permission.type).toBe(type);
    expect(permission.attributes.action).toBe(action);
    if (isResourcePermission(permission)) expect(permission.resourceType).toBe('catalog-entity');
  });
});

describe('decisions', () => {
  it('only ALLOW counts as allowed', () => {
    expect(AuthorizeResult).toEqual({ ALLOW: 'ALLOW', DENY: 'DENY', CONDITIONAL: 'CONDITIONAL' });
    expect([ALLOW, DENY, conditional].map(isAllowed)).toEqual([true, false, false]);
  });

  it('denies a resource permission without a resource ref, leaves the rest to the backend', () => {
    expect(decisionWithoutBackend({ permission: catalogEntityDeletePermission })).toEqual(DENY);
    expect(decisionWithoutBackend({ permission: catalogEntityDeletePermission, resourceRef: '' })).toEqual(DENY);
    expect(decisionWithoutBackend({ permission: catalogEntityDeletePermission, resourceRef: 'component:default/a' })).toBeUndefined();
    expect(decisionWithoutBackend({ permission: catalogLocationCreatePermission })).toBeUndefined();
  });

  it.each<[PermissionDecision | undefined, unknown, { loading: boolean; allowed: boolean }]>([
    [undefined, undefined, { loading: true, allowed: false }],
    [ALLOW, undefined, { loading: false, allowed: true }],
    [DENY, undefined, { loading: false, allowed: false }],
    [conditional, undefined, { loading: false, allowed: false }],
  ])('a hook with %p reports %p', (decision, error, state) => {
    expect(permissionCheckState(decision, error)).toEqual(state);
  });

  it('reports an error as not allowed and not loading', () => {
    expect(permissionCheckState(ALLOW, 'boom')).toEqual({ loading: false, allowed: false, error: 'boom' });
  });

  it('allows several checks only when each is allowed', () => {
    const decision = fc.constantFrom(ALLOW, DENY, conditional);
    fc.assert(
      fc.property(fc.array(decision), (decisions) =>
        expect(allAllowed(decisions)).toBe(decisions.every((d) => d.result === 'ALLOW')),
      ),
    );
  });
});
