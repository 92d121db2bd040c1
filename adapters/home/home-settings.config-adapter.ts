// Reads the `home:` block of the config the portal server hands the browser (frontend-config.ts passes `home`
// through) and resolves it with the home page's defaults. Loaded once per page.
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { HomeSettingsSource } from '../../application/home/home-settings.port';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import { resolveHomeSettings, type HomeSettingsInput, type ResolvedHomeSettings } from '../../domain/home/home-settings';
import { decodeWith } from '../shared/decode';

const link = t.intersection([t.type({ label: t.string, url: t.string }), t.partial({ icon: t.string })]);

export const HomeConfigCodec = t.partial({
  home: t.partial({
    randomJoke: t.partial({ defaultCategory: t.string, apiUrl: t.string }),
    toolkit: t.array(link),
    worldClock: t.array(t.type({ label: t.string, timeZone: t.string })),
    companyLogo: t.intersection([t.type({ url: t.string }), t.partial({ alt: t.string })]),
    featuredDocs: t.partial({ limit: t.number }),
    quickStart: t.partial({
      steps: t.array(t.intersection([t.type({ title: t.string, url: t.string }), t.partial({ description: t.string })])),
    }),
  }),
});

export const homeSettingsFromConfig = (config: t.TypeOf<typeof HomeConfigCodec>): ResolvedHomeSettings =>
  resolveHomeSettings(config.home as HomeSettingsInput | undefined);

export class HomeSettingsFromConfig implements HomeSettingsSource {
  private loaded: Promise<E.Either<BackendError, ResolvedHomeSettings>> | undefined;

  /** `loadConfig` reads the frontend config, e.g. loadFrontendConfig(fetch, basePath). */
  constructor(private readonly loadConfig: () => TE.TaskEither<BackendError, JsonObject>) {}

  load(): TE.TaskEither<BackendError, ResolvedHomeSettings> {
    return () => {
      this.loaded ??= pipe(this.loadConfig(), TE.chainEitherK(decodeWith(HomeConfigCodec)), TE.map(homeSettingsFromConfig))().then((result) => {
        // A failed read is tried again next time; a successful one is kept.
        if (E.isLeft(result)) this.loaded = undefined;
        return result;
      });
      return this.loaded;
    };
  }
}
