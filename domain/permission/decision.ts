// Authorization decisions:
// DENY, ALLOW or CONDITIONAL, and only ALLOW counts as allowed.
import type { PermissionRequest } from './permission';
import { isResourcePermission } from './permission';

export const AuthorizeResult = {
  ALLOW: 'ALLOW',
  DENY: 'DENY',
  CONDITIONAL: 'CONDITIONAL',
} as const;

export type AuthorizeResult = (typeof AuthorizeResult)[keyof typeof AuthorizeResult];

/** One rule applied to a resource, e.g. { rule: 'IS_ENTITY_OWNER', resourceType: 'catalog-entity', params: {...} }. */
export interface PermissionCondition {
  readonly rule: string;
  readonly resourceType: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A tree of conditions combined by anyOf, allOf and not. */
export type PermissionCriteria =
  | PermissionCondition
  | { readonly anyOf: readonly PermissionCriteria[] }
  | { readonly allOf: readonly PermissionCriteria[] }
  | { readonly not: PermissionCriteria };

export interface ConditionalDecision {
  readonly result: typeof AuthorizeResult.CONDITIONAL;
  readonly pluginId: string;
  readonly resourceType: string;
  readonly conditions: PermissionCriteria;
}

export type PermissionDecision =
  | { readonly result: typeof AuthorizeResult.ALLOW }
  | { readonly result: typeof AuthorizeResult.DENY }
  | ConditionalDecision;

export const ALLOW: PermissionDecision = { result: AuthorizeResult.ALLOW };
export const DENY: PermissionDecision = { result: AuthorizeResult.DENY };

/** Only ALLOW counts; a conditional decision is not an allow for the asking user. */
export const isAllowed = (decision: PermissionDecision): boolean => decision.result === AuthorizeResult.ALLOW;

/** A resource permission asked without the resource's ref is denied without asking anyone. */
export const decisionWithoutBackend = (request: PermissionRequest): PermissionDecision | undefined =>
  isResourcePermission(request.permission) && !request.resourceRef ? DENY : undefined;

export interface PermissionCheckState {
  readonly loading: boolean;
  readonly allowed: boolean;
  readonly error?: unknown;
}

/** What a permission hook reports: allowed only once loaded, never while loading or after an error. */
export const permissionCheckState = (
  decision: PermissionDecision | undefined,
  error?: unknown,
): PermissionCheckState => {
  if (error !== undefined) return { loading: false, allowed: false, error };
  if (decision === undefined) return { loading: true, allowed: false };
  return { loading: false, allowed: isAllowed(decision) };
};

/** Several checks allow only when every one of them is allowed (e.g. the Kubernetes tab's two). */
export const allAllowed = (decisions: readonly PermissionDecision[]): boolean => decisions.every(isAllowed);
