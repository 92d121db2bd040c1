// The browser's composition root: binds every service the shell and the plugins declare, by its typed token;
// the UI resolves them with useService(token). Inversify stays here: features only declare services.
import { Container } from 'inversify';
import { AnalyticsProvidersToken, type AnalyticsProviderDeclaration } from '../../application/app/analytics-providers';
import type { ServiceDeclaration, ServiceHost } from '../../application/shared/service-declaration';
import type { ServiceToken } from '../../application/shared/service-token';
import { appServiceContext, appServices } from '../../adapters/app/app.services';
import type { AppSettings } from '../../domain/app/app-settings';
import { messages } from '../../domain/app/messages';
import type { ServiceResolver } from '../../ui/app/services';

export type ContainerHost = ServiceHost;

/** Whatever declares services: a portal plugin, or the shell's own module. */
export interface ServiceModule {
  readonly id: string;
  readonly services?: readonly ServiceDeclaration[];
  readonly analytics?: readonly AnalyticsProviderDeclaration[];
}

const APP_MODULE: ServiceModule = { id: 'app', services: appServices };

const duplicateServiceMessage = (token: ServiceToken<unknown>, first: string, second: string): string =>
  `Service '${token.name}' is declared twice: by '${first}' and by '${second}'`;

/** The services of the shell and the plugins; package plugins, loaded after the start, declare theirs when they arrive. */
export interface PortalContainer extends ServiceResolver {
  /** Binds more modules' services and analytics providers; a token or provider id declared twice throws, naming both modules. */
  declare(modules: readonly ServiceModule[]): void;
}

export const buildContainer = (settings: AppSettings, host: ContainerHost, plugins: readonly ServiceModule[]): PortalContainer => {
  const container = new Container();
  const get = <T>(token: ServiceToken<T>): T => container.get<T>(token.id);
  const context = appServiceContext(settings, host, get);

  const declaredBy = new Map<symbol, string>();
  const declare = (modules: readonly ServiceModule[]) => {
    for (const module of modules) {
      for (const declaration of module.services ?? []) {
        const owner = declaredBy.get(declaration.token.id);
        if (owner !== undefined) throw new Error(duplicateServiceMessage(declaration.token, owner, module.id));
        declaredBy.set(declaration.token.id, module.id);
        container
          .bind<unknown>(declaration.token.id)
          .toDynamicValue(() => declaration.create(get, context))
          .inSingletonScope();
      }
      if (module.analytics?.length) get(AnalyticsProvidersToken).add(module.analytics, module.id);
    }
  };
  declare([APP_MODULE, ...plugins]);

  return {
    get<T>(token: ServiceToken<T>): T {
      if (!container.isBound(token.id)) throw new Error(messages.noImplementation(token.name));
      return get(token);
    },
    declare,
  };
};
