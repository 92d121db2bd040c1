import { startEmbeddedBackend } from '../../../../config/dev-backend/embedded/embedded-backend';
import { isLeavableBackendPlugin, leaveOutBackendConfig } from '../../../../config/dev-backend/embedded/leave-out-plugins';
import { freePort } from '../../../support/e2e/free-port';

jest.setTimeout(120_000);

describe('leaving plugins out of the embedded backend', () => {
  it('names the plugins under portico.leaveOut', () => {
    expect(leaveOutBackendConfig(['search', 'techdocs'])).toEqual({ portico: { leaveOut: ['search', 'techdocs'] } });
  });

  it('switches permissions off with the permission plugin, as an installation without it runs', () => {
    expect(leaveOutBackendConfig(['permission'])).toEqual({ portico: { leaveOut: ['permission'] }, permission: { enabled: false } });
  });

  it('knows the plugin ids and the guest provider module', () => {
    expect(['app', 'auth', 'auth-guest-provider', 'catalog', 'kubernetes', 'permission', 'proxy', 'scaffolder', 'search', 'techdocs'].every(isLeavableBackendPlugin)).toBe(true);
    expect(isLeavableBackendPlugin('catalogue')).toBe(false);
  });

  it('refuses to start with a name it does not know, naming it', async () => {
    await expect(
      startEmbeddedBackend({ port: await freePort(), appBaseUrl: 'http://localhost:3995', extraConfig: { portico: { leaveOut: ['catalogue'] } } }),
    ).rejects.toThrow(/portico\.leaveOut names no plugin of this backend: catalogue/);
  });
});
