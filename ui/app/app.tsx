import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StableNavigationProvider } from './stable-link';
import type { AppSettings } from '../../domain/app/app-settings';
import type { RouteRegistry } from '../../domain/app/external-routes';
import { AlertDisplay, ErrorBoundary, SupportConfigProvider, watchPreloadErrors } from './chrome';
import { AppShell } from './app-shell';
import { applyBrandTheme } from './brand-theme';
import { ExternalRoutesProvider } from './external-routes';
import { LoginRequestDialog } from './login-request-dialog';
import type { PortalPlugin } from './plugin';
import { useActiveTheme, useAlertQueue } from './queries';
import { SessionGate } from './session-gate';
import { createAppQueryClient } from './query-client';
import { SignInFailureDismisser } from './sign-in-failure-dismisser';
import './app.css';

const AlertHost = () => {
  const { queue, dismiss } = useAlertQueue();
  return <AlertDisplay queue={queue} onDismiss={dismiss} />;
};

/** Applies the active theme to the document (Blueprint's dark class on <body>; a plugin theme's colours on the root). */
const ThemeApplier = () => {
  const theme = useActiveTheme();
  useEffect(() => {
    document.body.classList.toggle('bp6-dark', theme.variant === 'dark');
    document.documentElement.style.colorScheme = theme.variant;
    applyBrandTheme(document.documentElement, theme);
  }, [theme]);
  return null;
};

export interface AppProps {
  readonly settings: AppSettings;
  readonly plugins: readonly PortalPlugin[];
  /** The routes the plugins name and their external routes (the built-in ones when not given). */
  readonly routes?: RouteRegistry;
  /** The query cache, when the app's start already asked for the opened page's data in it. */
  readonly queryClient?: QueryClient;
}

export const App = ({ settings, plugins, routes, queryClient: startedWith }: AppProps) => {
  useEffect(() => watchPreloadErrors(window), []);
  const mountedPaths = useMemo(() => plugins.flatMap((plugin) => plugin.routes.map((route) => route.path)), [plugins]);
  const [queryClient] = useState(() => startedWith ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SupportConfigProvider config={settings.support}>
        <BrowserRouter basename={settings.basePath || '/'}>
          <StableNavigationProvider basePath={settings.basePath}>
            <ThemeApplier />
            <ErrorBoundary>
              <AlertHost />
              <LoginRequestDialog />
              <SessionGate settings={settings}>
                <SignInFailureDismisser />
                <ExternalRoutesProvider bindings={settings.routeBindings} mountedPaths={mountedPaths} {...(routes ? { registry: routes } : {})}>
                  <AppShell plugins={plugins} appTitle={settings.title} />
                </ExternalRoutesProvider>
              </SessionGate>
            </ErrorBoundary>
          </StableNavigationProvider>
        </BrowserRouter>
      </SupportConfigProvider>
    </QueryClientProvider>
  );
};
