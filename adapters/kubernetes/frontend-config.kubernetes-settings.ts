// Reads kubernetes.frontend.podDelete.enabled and kubernetes.podExecTerminal.enabled from the config the
// portal server hands the browser (frontend-config.ts passes `kubernetes.frontend` and
// `kubernetes.podExecTerminal` through), with every boolean spelling of the config rules (yes/on/1, ...).
// Loaded once per page.
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { KubernetesFrontendSettings, KubernetesSettingsSource } from '../../application/kubernetes/kubernetes-settings.port';
import type { BackendError } from '../../application/shared/backend-error';
import { parseConfigBoolean, type JsonObject } from '../../domain/app/config-values';
import { decodeWith } from '../shared/decode';

/** A flag in any spelling the config rules allow; anything else fails the decode. */
const ConfigBooleanCodec = new t.Type<boolean, unknown, unknown>(
  'ConfigBoolean',
  (value): value is boolean => typeof value === 'boolean',
  (value, context) => {
    const flag = parseConfigBoolean(value);
    return flag === undefined ? t.failure(value, context) : t.success(flag);
  },
  (flag) => flag,
);

const enabled = t.partial({ enabled: ConfigBooleanCodec });

export const KubernetesConfigCodec = t.partial({
  kubernetes: t.partial({
    podExecTerminal: enabled,
    frontend: t.partial({ podDelete: enabled }),
  }),
});

export const kubernetesSettingsFromConfig = (config: t.TypeOf<typeof KubernetesConfigCodec>): KubernetesFrontendSettings => ({
  podDeleteEnabled: config.kubernetes?.frontend?.podDelete?.enabled === true,
  podExecTerminalEnabled: config.kubernetes?.podExecTerminal?.enabled === true,
});

export class FrontendConfigKubernetesSettings implements KubernetesSettingsSource {
  private loaded: Promise<E.Either<BackendError, KubernetesFrontendSettings>> | undefined;

  /** `loadConfig` reads the frontend config, e.g. loadFrontendConfig(fetch, basePath). */
  constructor(private readonly loadConfig: () => TE.TaskEither<BackendError, JsonObject>) {}

  load(): TE.TaskEither<BackendError, KubernetesFrontendSettings> {
    return () => {
      this.loaded ??= pipe(
        this.loadConfig(),
        TE.chainEitherK(decodeWith(KubernetesConfigCodec)),
        TE.map(kubernetesSettingsFromConfig),
      )().then((result) => {
        // A failed read is tried again next time; a successful one is kept.
        if (E.isLeft(result)) this.loaded = undefined;
        return result;
      });
      return this.loaded;
    };
  }
}
