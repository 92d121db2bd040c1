// Contract with the permission backend, driven through the real PermissionHttpAdapter and its codec.
import * as E from 'fp-ts/Either';
import { PermissionHttpAdapter } from '../../adapters/permission/permission.http-adapter';
import { backendFetchOf, consumerPact, resolveBaseUrlOf, type MockServer } from '../support/consumer-pact';
import { AUTHORIZE_CASES, authorizeInteraction } from './authorize.interactions';

const pact = consumerPact('permission');

const adapterFor = (server: MockServer) => new PermissionHttpAdapter(backendFetchOf(server), resolveBaseUrlOf(server));

describe('permission backend contract (POST /authorize)', () => {
  it.each(Object.values(AUTHORIZE_CASES))('$title', async (authorizeCase) => {
    await authorizeInteraction(pact, authorizeCase).executeTest(async (server) => {
      expect(await adapterFor(server).authorize(authorizeCase.items)()).toEqual(E.right(authorizeCase.answer));
    });
  });
});
