import * as E from 'fp-ts/Either';
import { FrontendConfigKubernetesSettings } from '../../../adapters/kubernetes/frontend-config.kubernetes-settings';
import type { BackendError } from '../../../application/shared/backend-error';
import type { JsonObject } from '../../../domain/app/config-values';

const source = (answers: Array<E.Either<BackendError, JsonObject>>) => {
  let calls = 0;
  const settings = new FrontendConfigKubernetesSettings(() => async () => answers[Math.min(calls++, answers.length - 1)]!);
  return { settings, calls: () => calls };
};

describe('FrontendConfigKubernetesSettings', () => {
  it.each([
    [{}, { podDeleteEnabled: false, podExecTerminalEnabled: false }],
    [{ kubernetes: { frontend: { podDelete: { enabled: true } } } }, { podDeleteEnabled: true, podExecTerminalEnabled: false }],
    [{ kubernetes: { podExecTerminal: { enabled: true } } }, { podDeleteEnabled: false, podExecTerminalEnabled: true }],
    [{ kubernetes: { podExecTerminal: { enabled: false }, frontend: { podDelete: { enabled: false } } } }, { podDeleteEnabled: false, podExecTerminalEnabled: false }],
  ])('reads %j as %j', async (config, expected) => {
    expect(await source([E.right(config as JsonObject)]).settings.load()()).toEqual(E.right(expected));
  });

  it.each(['yes', 'On', 'y', 'true', '1', 1])('reads %j as on, like every boolean of the config', async (flag) => {
    const config = { kubernetes: { podExecTerminal: { enabled: flag }, frontend: { podDelete: { enabled: flag } } } };
    expect(await source([E.right(config)]).settings.load()()).toEqual(E.right({ podDeleteEnabled: true, podExecTerminalEnabled: true }));
  });

  it.each(['no', 'OFF', 'n', 'false', '0', 0])('reads %j as off', async (flag) => {
    const config = { kubernetes: { podExecTerminal: { enabled: flag }, frontend: { podDelete: { enabled: flag } } } };
    expect(await source([E.right(config)]).settings.load()()).toEqual(E.right({ podDeleteEnabled: false, podExecTerminalEnabled: false }));
  });

  it('refuses a flag in no known spelling', async () => {
    const result = await source([E.right({ kubernetes: { podExecTerminal: { enabled: 'maybe' } } })]).settings.load()();
    expect(E.isLeft(result) && result.left._tag).toBe('Decode');
  });

  it('loads once, but tries again after a failure', async () => {
    const failed: BackendError = { _tag: 'Transport', message: 'offline' };
    const { settings, calls } = source([E.left(failed), E.right({ kubernetes: { podExecTerminal: { enabled: true } } })]);
    expect(await settings.load()()).toEqual(E.left(failed));
    expect(await settings.load()()).toEqual(E.right({ podDeleteEnabled: false, podExecTerminalEnabled: true }));
    await settings.load()();
    expect(calls()).toBe(2);
  });
});
