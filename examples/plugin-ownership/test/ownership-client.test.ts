/** @jest-environment node */
// The client: the catalog's URL from discovery, the portal's fetch (which adds the user's token), answers decoded.
import { OwnershipHttpClient } from '../src/ownership-client';

const answering = (status: number, body: unknown) => {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Service Unavailable' });
  };
  return { calls, client: new OwnershipHttpClient({ fetch, discovery: { getBaseUrl: async (pluginId) => `http://portal.example.com/api/${pluginId}` } }) };
};

describe('OwnershipHttpClient', () => {
  it("asks the catalog for an owner's components", async () => {
    const { calls, client } = answering(200, { items: [{ metadata: { name: 'payments', title: 'Payments' }, spec: { owner: 'group:default/team-a' } }] });
    expect(await client.componentsOwnedBy('group:default/team-a')).toEqual([{ name: 'payments', namespace: 'default', title: 'Payments', owner: 'group:default/team-a' }]);
    const asked = new URL(calls[0] ?? '');
    expect(asked.pathname).toBe('/api/catalog/entities/by-query');
    expect(asked.searchParams.getAll('filter')).toEqual(['kind=component,spec.owner=group:default/team-a']);
  });

  it('names the failing path of an answer of another shape', async () => {
    await expect(answering(200, { items: [{ metadata: { name: 42 } }] }).client.listComponents()).rejects.toThrow(/unexpected shape: .*metadata.*name/);
  });

  it('says what the catalog answered when it fails', async () => {
    await expect(answering(503, {}).client.listComponents()).rejects.toThrow('The catalog answered 503 Service Unavailable');
  });
});
