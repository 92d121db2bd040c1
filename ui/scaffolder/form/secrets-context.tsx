import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The secrets context: secret keys to token values, sent with the task, never in its values. */
export interface SecretsState {
  readonly secrets: Readonly<Record<string, string>>;
  readonly setSecret: (key: string, value: string) => void;
}

const SecretsContext = createContext<SecretsState>({ secrets: {}, setSecret: () => undefined });

export const SecretsProvider = ({ children, initial = {} }: { children: ReactNode; initial?: Readonly<Record<string, string>> }) => {
  const [secrets, setSecrets] = useState<Readonly<Record<string, string>>>(initial);
  const value = useMemo<SecretsState>(
    () => ({
      secrets,
      setSecret: (key, secret) =>
        setSecrets((current) => {
          const { [key]: _previous, ...rest } = current;
          return secret === '' ? rest : { ...rest, [key]: secret };
        }),
    }),
    [secrets],
  );
  return <SecretsContext.Provider value={value}>{children}</SecretsContext.Provider>;
};

export const useSecrets = (): SecretsState => useContext(SecretsContext);
