// Turning permission requests into one authorize call and its answer back into decisions (the answer's items
// must match the request ids).
import * as E from 'fp-ts/Either';
import { AuthorizeResult, DENY, type PermissionDecision } from './decision';
import { permissionMessages } from './messages';
import { isResourcePermission, type Permission, type PermissionRequest } from './permission';

/** One item of the POST {permission backend}/authorize body. */
export interface AuthorizeRequestItem {
  readonly id: string;
  readonly permission: Permission;
  /** A list when batched requests group several resources of one permission. */
  readonly resourceRef?: string | readonly string[];
}

export type BinaryResult = typeof AuthorizeResult.ALLOW | typeof AuthorizeResult.DENY;

/** One item of the answer: a decision, or one ALLOW/DENY per resource ref of a batched item. */
export type AuthorizeResponseItem =
  | ({ readonly id: string } & PermissionDecision)
  | { readonly id: string; readonly result: readonly BinaryResult[] };

export interface ItemsDoNotMatch {
  readonly _tag: 'ItemsDoNotMatch';
  readonly message: string;
}

const itemsDoNotMatch: E.Either<ItemsDoNotMatch, never> = E.left({
  _tag: 'ItemsDoNotMatch',
  message: permissionMessages.itemsDoNotMatch,
});

export interface AuthorizeBatch {
  readonly items: readonly AuthorizeRequestItem[];
  /** The decision for each request, in request order. */
  readonly resolve: (
    response: readonly AuthorizeResponseItem[],
  ) => E.Either<ItemsDoNotMatch, readonly PermissionDecision[]>;
}

export interface AuthorizeBatchOptions {
  /** permission.EXPERIMENTAL_enableBatchedRequests: one item per permission name. */
  readonly batched: boolean;
  readonly newId: () => string;
}

/** The answer must hold exactly one item per request id, no more, no fewer, no strangers. */
export const responseMatchesRequest = (
  requestIds: readonly string[],
  response: readonly { readonly id: string }[],
): boolean => {
  const expected = new Set(requestIds);
  const answered = new Set(response.map((item) => item.id));
  return (
    response.length === expected.size &&
    answered.size === expected.size &&
    [...answered].every((id) => expected.has(id))
  );
};

const decisionOf = (item: AuthorizeResponseItem): PermissionDecision | undefined => {
  if (Array.isArray(item.result)) return undefined;
  const { id: _id, ...decision } = item as { id: string } & PermissionDecision;
  return decision;
};

const byId = (response: readonly AuthorizeResponseItem[]): Map<string, AuthorizeResponseItem> =>
  new Map(response.map((item) => [item.id, item]));

const oneItemPerRequest = (requests: readonly PermissionRequest[], newId: () => string): AuthorizeBatch => {
  const items = requests.map(
    (request): AuthorizeRequestItem => ({
      id: newId(),
      permission: request.permission,
      ...(request.resourceRef ? { resourceRef: request.resourceRef } : {}),
    }),
  );
  return {
    items,
    resolve: (response) => {
      if (!responseMatchesRequest(items.map((item) => item.id), response)) return itemsDoNotMatch;
      const answers = byId(response);
      const decisions: PermissionDecision[] = [];
      for (const item of items) {
        const decision = decisionOf(answers.get(item.id)!);
        if (!decision) return itemsDoNotMatch;
        decisions.push(decision);
      }
      return E.right(decisions);
    },
  };
};

interface Group {
  readonly id: string;
  readonly permission: Permission;
  readonly refs: string[];
}

/** Requests grouped by permission name: one item each, resource refs collected in request order. */
const oneItemPerPermission = (requests: readonly PermissionRequest[], newId: () => string): AuthorizeBatch => {
  const groups = new Map<string, Group>();
  const placements = requests.map((request) => {
    const name = request.permission.name;
    let group = groups.get(name);
    if (!group) {
      group = { id: newId(), permission: request.permission, refs: [] };
      groups.set(name, group);
    }
    if (!isResourcePermission(group.permission) || !request.resourceRef) return { group, refIndex: undefined };
    group.refs.push(request.resourceRef);
    return { group, refIndex: group.refs.length - 1 };
  });
  const items = [...groups.values()].map(
    (group): AuthorizeRequestItem => ({
      id: group.id,
      permission: group.permission,
      ...(group.refs.length ? { resourceRef: [...group.refs] } : {}),
    }),
  );
  return {
    items,
    resolve: (response) => {
      if (!responseMatchesRequest(items.map((item) => item.id), response)) return itemsDoNotMatch;
      const answers = byId(response);
      const decisions: PermissionDecision[] = [];
      for (const { group, refIndex } of placements) {
        const answer = answers.get(group.id)!;
        if (!Array.isArray(answer.result)) {
          decisions.push(decisionOf(answer)!);
          continue;
        }
        const results = answer.result as readonly BinaryResult[];
        if (results.length !== group.refs.length) return itemsDoNotMatch;
        const result = refIndex === undefined ? undefined : results[refIndex];
        decisions.push(result === undefined ? DENY : { result });
      }
      return E.right(decisions);
    },
  };
};

/**
 * Builds the items of one authorize call for the given requests and a function that reads the answer
 * back into one decision per request. With batching, requests of the same permission share one item.
 */
export const buildAuthorizeBatch = (
  requests: readonly PermissionRequest[],
  options: AuthorizeBatchOptions,
): AuthorizeBatch =>
  options.batched ? oneItemPerPermission(requests, options.newId) : oneItemPerRequest(requests, options.newId);
