import { type ReactNode, createContext, useContext } from 'react';

// Support configuration: where people ask for help.

export interface SupportLink {
  readonly url: string;
  readonly title: string;
}

export interface SupportItem {
  readonly title: string;
  readonly icon?: string;
  readonly links: readonly SupportLink[];
}

export interface SupportConfig {
  readonly url: string;
  readonly items: readonly SupportItem[];
}

/** Used when app.support is not configured (same default as Backstage). */
export const DEFAULT_SUPPORT_CONFIG: SupportConfig = {
  url: 'https://github.com/backstage/backstage/issues',
  items: [
    {
      title: 'Support Not Configured',
      icon: 'warning',
      links: [
        {
          title: 'Add `app.support` config key',
          url: 'https://github.com/backstage/backstage/blob/master/app-config.yaml',
        },
      ],
    },
  ],
};

const SupportConfigContext = createContext<SupportConfig>(DEFAULT_SUPPORT_CONFIG);

export function SupportConfigProvider({ config, children }: { readonly config?: SupportConfig; readonly children: ReactNode }) {
  return <SupportConfigContext.Provider value={config ?? DEFAULT_SUPPORT_CONFIG}>{children}</SupportConfigContext.Provider>;
}

export const useSupportConfig = (): SupportConfig => useContext(SupportConfigContext);
