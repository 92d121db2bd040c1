import type { ReactNode } from 'react';
import type { Permission } from '../../../domain/permission/permission';
import { NotFoundPage } from './error-page';
import { usePermission } from '../queries';

export interface RequirePermissionProps {
  readonly permission: Permission;
  /** The resource a resource permission is asked about, e.g. an entity ref for a catalog-entity permission. */
  readonly resourceRef?: string;
  /** Shown when the user may not (or the check failed); the portal's not-found page unless given. */
  readonly errorPage?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Its children once the permission is allowed; nothing while the answer is on its way, and the error page when it
 * is denied or cannot be had, as Backstage's RequirePermission (the not-found page: it does not tell what exists).
 */
export function RequirePermission({ permission, resourceRef, errorPage, children }: RequirePermissionProps) {
  const { loading, allowed } = usePermission(permission, resourceRef);
  if (loading) return null;
  if (allowed) return <>{children}</>;
  return <>{errorPage ?? <NotFoundPage />}</>;
}
