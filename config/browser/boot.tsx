// Browser entry: read the runtime config (embedded in index.html, else requested), build the container, render the app.
// A config that fails to load or decode shows the boot error page instead of a blank screen.
import '@blueprintjs/core/lib/css/blueprint.css';
import * as E from 'fp-ts/Either';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFrontendConfig } from '../../adapters/app/frontend-config.http-adapter';
import { readAppSettings } from '../../domain/app/read-app-settings';
import { App } from '../../ui/app/app';
import { BootErrorPage } from '../../ui/app/chrome';
import { ServiceProvider } from '../../ui/app/services';
import { startProtectedMode } from '../../application/app/protected-mode';
import { buildContainer } from './container';
import { portalPlugins } from './plugins';

/** The portal server names the base path in a meta tag; the dev server passes it as Vite's base. */
const basePath = (): string => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portico-base-path"]');
  return (meta?.content ?? import.meta.env.BASE_URL ?? '/').replace(/\/+$/, '');
};

const boot = async () => {
  const root = createRoot(document.getElementById('root')!);
  const fail = (message: string) => root.render(<BootErrorPage step="load-config" error={new Error(message)} />);

  const loaded = await loadFrontendConfig((input, init) => fetch(input, init), basePath(), document)();
  if (E.isLeft(loaded)) return fail(loaded.left.message);
  const settings = readAppSettings(loaded.right);
  if (E.isLeft(settings)) return fail(settings.left);

  const protectedMode = document.querySelector<HTMLMetaElement>('meta[name="backstage-app-mode"]')?.content === 'protected';
  const plugins = portalPlugins();
  const host = { window, fetch: (input: string, init?: RequestInit) => fetch(input, init), protectedMode, appConfig: loaded.right };
  const services = buildContainer(settings.right, host, plugins);
  if (protectedMode) {
    const started = await startProtectedMode(services);
    if (E.isLeft(started)) return fail(started.left);
  }
  root.render(
    <StrictMode>
      <ServiceProvider resolver={services}>
        <App settings={settings.right} plugins={plugins} />
      </ServiceProvider>
    </StrictMode>,
  );
};

void boot();
