import fc from 'fast-check';
import { DenyListPermissionPolicy } from '../../../../config/dev-backend/embedded/deny-list-permission-policy.module';

const basic = (name: string) => ({ permission: { type: 'basic' as const, name, attributes: {} } });
const resource = (name: string) => ({
  permission: { type: 'resource' as const, name, attributes: { action: 'read' as const }, resourceType: 'catalog-entity' },
});

describe('DenyListPermissionPolicy', () => {
  it.each([
    ['an empty deny list allows', [], 'catalog.entity.read', 'ALLOW'],
    ['a listed basic permission is denied', ['catalog.location.create'], 'catalog.location.create', 'DENY'],
    ['an unlisted permission is allowed', ['catalog.location.create'], 'catalog.entity.create', 'ALLOW'],
    ['names match exactly, not by prefix', ['catalog.entity'], 'catalog.entity.read', 'ALLOW'],
  ])('%s', async (_case, denied, name, expected) => {
    expect(await new DenyListPermissionPolicy(denied).handle(basic(name))).toEqual({ result: expected });
  });

  it('denies listed resource permissions definitively, without conditions', async () => {
    const policy = new DenyListPermissionPolicy(['kubernetes.resources.read']);
    expect(await policy.handle(resource('kubernetes.resources.read'))).toEqual({ result: 'DENY' });
    expect(await policy.handle(resource('catalog.entity.read'))).toEqual({ result: 'ALLOW' });
  });

  it('denies exactly the listed names', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string()), fc.string(), async (denied, name) => {
        const decision = await new DenyListPermissionPolicy(denied).handle(basic(name));
        expect(decision).toEqual({ result: denied.includes(name) ? 'DENY' : 'ALLOW' });
      }),
    );
  });
});
