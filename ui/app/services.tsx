import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceToken } from '../../application/shared/service-token';
import { messages } from '../../domain/app/messages';

/** Resolves a port's implementation by its token (declared by the shell and the plugins, bound in config/browser/container.ts). */
export interface ServiceResolver {
  get<T>(token: ServiceToken<T>): T;
}

const ServiceContext = createContext<ServiceResolver | undefined>(undefined);

export const ServiceProvider = ({ resolver, children }: { resolver: ServiceResolver; children: ReactNode }) => (
  <ServiceContext.Provider value={resolver}>{children}</ServiceContext.Provider>
);

export const useService = <T,>(token: ServiceToken<T>): T => {
  const resolver = useContext(ServiceContext);
  if (!resolver) throw new Error(messages.apiContextMissing);
  return resolver.get(token);
};

/** The resolver itself, for code that resolves services outside a component's render (route prefetches). */
export const useServiceResolver = (): ServiceResolver => {
  const resolver = useContext(ServiceContext);
  if (!resolver) throw new Error(messages.apiContextMissing);
  return resolver;
};

/** The implementation when one is bound, else undefined (for optional enrichments such as entity titles). */
export const useOptionalService = <T,>(token: ServiceToken<T>): T | undefined => {
  const resolver = useContext(ServiceContext);
  if (!resolver) return undefined;
  try {
    return resolver.get(token);
  } catch {
    return undefined;
  }
};

/** A resolver over a plain map of tokens to implementations: tests and small hosts. */
export const mapResolver = (entries: ReadonlyArray<readonly [ServiceToken<unknown>, unknown]>): ServiceResolver => {
  const byId = new Map(entries.map(([token, value]) => [token.id, value]));
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!byId.has(token.id)) throw new Error(messages.noImplementation(token.name));
      return byId.get(token.id) as T;
    },
  };
};
