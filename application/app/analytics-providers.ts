// The analytics providers plugins declare, by id: app.analytics.provider picks one, and the portal's events go to it.
import type { Resolve } from '../shared/service-declaration';
import { serviceToken } from '../shared/service-token';
import type { AnalyticsEvent, AnalyticsSink } from './analytics.port';

/** An analytics provider a plugin declares: built from the services it needs when the first event comes. */
export interface AnalyticsProviderDeclaration {
  readonly id: string;
  /** @internal */
  readonly create: (get: Resolve) => AnalyticsSink;
}

export class AnalyticsProviders {
  private readonly declared = new Map<string, { readonly declaration: AnalyticsProviderDeclaration; readonly owner: string }>();

  /** Adds a plugin's providers; an id declared twice throws, naming both plugins. */
  add(declarations: readonly AnalyticsProviderDeclaration[], owner: string): void {
    for (const declaration of declarations) {
      const first = this.declared.get(declaration.id);
      if (first) throw new Error(`Analytics provider '${declaration.id}' is declared twice: by '${first.owner}' and by '${owner}'`);
      this.declared.set(declaration.id, { declaration, owner });
    }
  }

  ids(): string[] {
    return [...this.declared.keys()];
  }

  /**
   * The sink of the provider with this id. It is built with the first event (the plugins are loaded by then), and
   * a provider that fails loses its event, never the portal's page: the failure goes to `log`.
   */
  sinkOf(id: string, get: Resolve, log: (message: string, error: unknown) => void): AnalyticsSink {
    let sink: AnalyticsSink | undefined;
    return {
      captureEvent: (event: AnalyticsEvent) => {
        try {
          sink ??= this.declared.get(id)?.declaration.create(get);
          sink?.captureEvent(event);
        } catch (error) {
          log(`The analytics provider '${id}' failed to capture an event`, error);
        }
      },
    };
  }
}

export const AnalyticsProvidersToken = serviceToken<AnalyticsProviders>('AnalyticsProviders');
