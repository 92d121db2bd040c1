import { createScaffolderServices } from '../../../adapters/scaffolder/scaffolder-services';
import { PollingTaskEventSource } from '../../../application/scaffolder/polling-task-events';
import type { JsonObject } from '../../../domain/app/config-values';
import { fakeCatalogReader } from '../../support/catalog/fake-catalog';

const servicesWith = (config: JsonObject | undefined) =>
  createScaffolderServices({
    fetch: () => Promise.reject(new Error('no calls expected')),
    discoveryOf: async (pluginId) => `http://127.0.0.1:7007/api/${pluginId}`,
    catalog: fakeCatalogReader({}),
    loadConfig: async () => config,
  });

describe('createScaffolderServices: scaffolder.useLongPollingLogs', () => {
  it.each([true, 'yes', 'on', 'TRUE', '1'])('polls for task logs with %j', async (flag) => {
    expect((await servicesWith({ scaffolder: { useLongPollingLogs: flag } })).events).toBeInstanceOf(PollingTaskEventSource);
  });

  it.each([undefined, false, 'no', 'off', 'maybe'])('streams task logs (falling back to polling) with %j', async (flag) => {
    const config = flag === undefined ? undefined : { scaffolder: { useLongPollingLogs: flag } };
    expect((await servicesWith(config)).events).not.toBeInstanceOf(PollingTaskEventSource);
  });
});
