import { CheckPermissionToken } from '../../application/permission/check-permission.use-case';
import { permissionCheckState, type PermissionCheckState } from '../../domain/permission/decision';
import type { Permission } from '../../domain/permission/permission';
import { useBackendQuery } from '../app/backend-query';
import { useService } from '../app/services';

/** The react-query keys of permission decisions. */
export const permissionKeys = {
  decision: (permission: Permission, resourceRef: string | undefined) => ['permission', permission.name, resourceRef ?? ''] as const,
};

/** Whether the signed-in user may do something; allowed only once the answer is in. */
export const usePermission = (permission: Permission, resourceRef?: string): PermissionCheckState => {
  const check = useService(CheckPermissionToken);
  const query = useBackendQuery(
    permissionKeys.decision(permission, resourceRef),
    () => check({ permission, ...(resourceRef ? { resourceRef } : {}) }),
    { staleTime: 10_000 },
  );
  return permissionCheckState(query.data, query.error ?? undefined);
};
