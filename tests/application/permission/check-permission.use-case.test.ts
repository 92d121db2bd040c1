import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { checkPermission } from '../../../application/permission/check-permission.use-case';
import type { PermissionAuthorizer } from '../../../application/permission/permission-authorizer.port';
import type { BackendError } from '../../../application/shared/backend-error';
import type { AuthorizeRequestItem, AuthorizeResponseItem } from '../../../domain/permission/authorize-batch';
import { ALLOW, DENY } from '../../../domain/permission/decision';
import {
  catalogEntityDeletePermission,
  catalogLocationCreatePermission,
  kubernetesClustersReadPermission,
} from '../../../domain/permission/permission';

/** A fake permission backend: allows what its policy says and records every call. */
class FakeAuthorizer implements PermissionAuthorizer {
  readonly calls: AuthorizeRequestItem[][] = [];
  failure: BackendError | undefined;
  tamper: ((items: AuthorizeResponseItem[]) => AuthorizeResponseItem[]) | undefined;

  constructor(private readonly allowed: (name: string, ref?: string) => boolean) {}

  authorize(items: readonly AuthorizeRequestItem[]) {
    this.calls.push([...items]);
    if (this.failure) return TE.left(this.failure);
    const answer = items.map((item): AuthorizeResponseItem => {
      if (Array.isArray(item.resourceRef)) {
        return { id: item.id, result: item.resourceRef.map((ref: string) => (this.allowed(item.permission.name, ref) ? 'ALLOW' : 'DENY')) };
      }
      return { id: item.id, result: this.allowed(item.permission.name, item.resourceRef as string | undefined) ? 'ALLOW' : 'DENY' };
    });
    return TE.right(this.tamper ? this.tamper(answer) : answer);
  }
}

const manualScheduler = () => {
  const pending: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => pending.push(flush),
    flushAll: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
};

const ids = () => {
  let n = 0;
  return () => `req-${(n += 1)}`;
};

const policy = (name: string, ref?: string) => name !== 'catalog.entity.delete' || ref === 'component:default/mine';

describe('checkPermission', () => {
  it('allows everything without asking when permission.enabled is false', async () => {
    const authorizer = new FakeAuthorizer(() => false);
    const check = checkPermission({ authorizer, settings: { enabled: false, batchedRequests: false }, newId: ids() });
    expect(await check({ permission: catalogLocationCreatePermission })()).toEqual(E.right(ALLOW));
    expect(await check({ permission: catalogEntityDeletePermission, resourceRef: 'component:default/x' })()).toEqual(E.right(ALLOW));
    expect(authorizer.calls).toEqual([]);
  });

  it('denies a resource permission without a resource ref, enabled or not, without asking', async () => {
    for (const enabled of [true, false]) {
      const authorizer = new FakeAuthorizer(() => true);
      const check = checkPermission({ authorizer, settings: { enabled, batchedRequests: false }, newId: ids() });
      expect(await check({ permission: catalogEntityDeletePermission })()).toEqual(E.right(DENY));
      expect(authorizer.calls).toEqual([]);
    }
  });

  it('sends checks made together in one call and answers each', async () => {
    const authorizer = new FakeAuthorizer(policy);
    const scheduler = manualScheduler();
    const check = checkPermission({ authorizer, settings: { enabled: true, batchedRequests: false }, newId: ids(), schedule: scheduler.schedule });
    const answers = Promise.all([
      check({ permission: catalogEntityDeletePermission, resourceRef: 'component:default/mine' })(),
      check({ permission: catalogEntityDeletePermission, resourceRef: 'component:default/theirs' })(),
      check({ permission: kubernetesClustersReadPermission })(),
    ]);
    await scheduler.flushAll();
    expect(await answers).toEqual([E.right(ALLOW), E.right(DENY), E.right(ALLOW)]);
    expect(authorizer.calls).toEqual([
      [
        { id: 'req-1', permission: catalogEntityDeletePermission, resourceRef: 'component:default/mine' },
        { id: 'req-2', permission: catalogEntityDeletePermission, resourceRef: 'component:default/theirs' },
        { id: 'req-3', permission: kubernetesClustersReadPermission },
      ],
    ]);
  });

  it('groups by permission name when batched requests are enabled', async () => {
    const authorizer = new FakeAuthorizer(policy);
    const scheduler = manualScheduler();
    const check = checkPermission({ authorizer, settings: { enabled: true, batchedRequests: true }, newId: ids(), schedule: scheduler.schedule });
    const answers = Promise.all([
      check({ permission: catalogEntityDeletePermission, resourceRef: 'component:default/theirs' })(),
      check({ permission: catalogEntityDeletePermission, resourceRef: 'component:default/mine' })(),
    ]);
    await scheduler.flushAll();
    expect(await answers).toEqual([E.right(DENY), E.right(ALLOW)]);
    expect(authorizer.calls).toEqual([
      [{ id: 'req-1', permission: catalogEntityDeletePermission, resourceRef: ['component:default/theirs', 'component:default/mine'] }],
    ]);
  });

  it('fails every check of a call whose answer does not match the request', async () => {
    const authorizer = new FakeAuthorizer(() => true);
    authorizer.tamper = (items) => items.map((item) => ({ ...item, id: `${item.id}-x` }));
    const scheduler = manualScheduler();
    const check = checkPermission({ authorizer, settings: { enabled: true, batchedRequests: false }, newId: ids(), schedule: scheduler.schedule });
    const answers = Promise.all([check({ permission: catalogLocationCreatePermission })(), check({ permission: kubernetesClustersReadPermission })()]);
    await scheduler.flushAll();
    const expected = E.left({ _tag: 'Decode', message: 'Items in response do not match request', paths: ['items'] });
    expect(await answers).toEqual([expected, expected]);
  });

  it('passes backend failures on to every waiting check', async () => {
    const authorizer = new FakeAuthorizer(() => true);
    authorizer.failure = { _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error' };
    const check = checkPermission({ authorizer, settings: { enabled: true, batchedRequests: false }, newId: ids() });
    expect(await check({ permission: catalogLocationCreatePermission })()).toEqual(E.left(authorizer.failure));
  });
});
