// The backend as the proxy names it in its own answers and in the log: never with the URL's user information.
import { backendTarget } from '../../../config/server/proxy-target';

describe('backendTarget', () => {
  it('labels the backend by origin and path, without the user information of backend.baseUrl', () => {
    const target = backendTarget('https://portal-user:url-secret@backstage.example.com:8443/backstage/');
    expect(target.label).toBe('https://backstage.example.com:8443/backstage');
    expect(target.host).toBe('backstage.example.com:8443');
    expect(JSON.stringify(target)).not.toMatch(/portal-user|url-secret/);
  });
});
