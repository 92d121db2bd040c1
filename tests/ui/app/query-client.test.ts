import { BackendQueryError } from '../../../ui/app/backend-query';
import { shouldRetry } from '../../../ui/app/query-client';

describe("the app's retry rule", () => {
  it('retries a failed query once', () => {
    const failure = new BackendQueryError({ _tag: 'HttpStatus', status: 503, statusText: 'Service Unavailable', message: 'Request failed with 503 Service Unavailable' });
    expect(shouldRetry(0, failure)).toBe(true);
    expect(shouldRetry(1, failure)).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
  });

  it('does not retry when the backend lacks the plugin: asking again cannot change that', () => {
    const missing = new BackendQueryError({ _tag: 'PluginMissing', pluginId: 'search', message: 'The search backend plugin is not installed on this Backstage backend' });
    expect(shouldRetry(0, missing)).toBe(false);
  });
});
