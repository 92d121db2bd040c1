import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { registerLocations } from '../../../application/import/register-locations.use-case';
import { component, fakeEntityRegistrar, type RecordedCall } from '../../support/catalog/fake-catalog';

const ref = (name: string) => ({ kind: 'Component', namespace: 'default', name });

describe('registerLocations', () => {
  it('registers new locations and refreshes the entities of registered ones', async () => {
    const calls: RecordedCall[] = [];
    const registrar = fakeEntityRegistrar(
      {
        refreshEntity: () => TE.right(undefined),
        addLocation: ({ target }) => TE.right({ location: { id: '1', type: 'url', target }, entities: [component('web'), component('api')] }),
      },
      calls,
    );
    const result = await registerLocations({ registrar })([
      { target: 'https://x.io/old.yaml', exists: true, entities: [ref('Old')] },
      { target: 'https://x.io/new.yaml', exists: false, entities: [ref('web')] },
    ])();
    expect(calls).toEqual([
      { method: 'refreshEntity', args: ['component:default/old'] },
      { method: 'addLocation', args: [{ type: 'url', target: 'https://x.io/new.yaml' }] },
    ]);
    expect(result).toEqual(
      E.right({
        added: [{ target: 'https://x.io/new.yaml', entities: [ref('web'), ref('api')] }],
        refreshed: [{ target: 'https://x.io/old.yaml', exists: true, entities: [ref('Old')] }],
      }),
    );
  });

  it('names the reviewed entities when the catalog answers without any (it processes new locations later)', async () => {
    const registrar = fakeEntityRegistrar({ addLocation: ({ target }) => TE.right({ location: { id: '1', type: 'url', target }, entities: [] }) });
    const result = await registerLocations({ registrar })([{ target: 'https://x.io/a.yaml', entities: [ref('web'), ref('worker')] }])();
    expect(result).toEqual(E.right({ added: [{ target: 'https://x.io/a.yaml', entities: [ref('web'), ref('worker')] }], refreshed: [] }));
  });

  it('fails with the backend’s message', async () => {
    const registrar = fakeEntityRegistrar({ addLocation: () => TE.left({ _tag: 'Transport', message: 'Failed to fetch' }) });
    const result = await registerLocations({ registrar })([{ target: 'https://x.io/a.yaml', entities: [] }])();
    expect(E.isLeft(result) && result.left.message).toBe('Failed to fetch');
  });
});
