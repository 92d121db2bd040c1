import { Spinner } from '@blueprintjs/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ScaffolderServicesToken, type ScaffolderServices } from '../../../application/scaffolder/scaffolder-services';
import { useService } from '../../app/services';

const ServicesContext = createContext<ScaffolderServices | undefined>(undefined);

type Loading = { readonly status: 'loading' } | { readonly status: 'ready'; readonly services: ScaffolderServices } | { readonly status: 'failed'; readonly error: Error };

/** Waits for the scaffolder's services (their code loads on first use) and hands them to the screens below. */
export const ScaffolderServicesBoundary = ({ children }: { children: ReactNode }) => {
  const load = useService(ScaffolderServicesToken);
  const [state, setState] = useState<Loading>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (services) => active && setState({ status: 'ready', services }),
      (error: unknown) => active && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  // A failed load is a render error: the plugin's error boundary shows it.
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <Spinner aria-label="Loading" />;
  return <ServicesContext.Provider value={state.services}>{children}</ServicesContext.Provider>;
};

/** Tests and the playgrounds hand the services in directly. */
export const ScaffolderServicesProvider = ({ services, children }: { services: ScaffolderServices; children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

export const useScaffolder = (): ScaffolderServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('The scaffolder services are not loaded: render inside ScaffolderServicesBoundary');
  return services;
};
