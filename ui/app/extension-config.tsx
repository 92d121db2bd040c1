import { createContext, useContext, type ReactNode } from 'react';
import type { JsonObject } from '../../domain/app/config-values';

const NO_CONFIG: JsonObject = {};

const ExtensionConfigContext = createContext<JsonObject>(NO_CONFIG);

/** Gives what is inside (a page, an entity tab or card) the config that app.extensions set for it. */
export const ExtensionConfigProvider = ({ config, children }: { readonly config: JsonObject | undefined; readonly children: ReactNode }) =>
  config === undefined ? children : <ExtensionConfigContext.Provider value={config}>{children}</ExtensionConfigContext.Provider>;

/** The config app.extensions gives the page, entity tab or card this renders in (`config:` of its entry); `{}` without one. */
export const useExtensionConfig = (): JsonObject => useContext(ExtensionConfigContext);
