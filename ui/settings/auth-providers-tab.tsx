import { Button, Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { providerRows, type ProviderRow } from '../../domain/settings/auth-providers';
import { EmptyState } from '../app/chrome';
import { usePostAlert, useSession, useSignIn, useSignOut } from '../app/queries';
import { useConfiguredProviders } from './queries';
import { useTexts } from '../app/queries';
import { settingsTexts } from '../../domain/settings/translations';

/** Settings › Authentication Providers: sign in with a configured provider, sign out of the current one. */
export const AuthProvidersTab = () => {
  const settingsMessages = useTexts(settingsTexts);
  const providers = useConfiguredProviders();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const postAlert = usePostAlert();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const rows = providerRows(providers, session.status === 'signed-in' ? session.user.providerId : undefined);

  const act = async (row: ProviderRow) => {
    setBusy(row.id);
    try {
      if (row.action === 'sign-out') {
        const result = await signOut();
        if (result._tag === 'Left') postAlert({ message: result.left.message, severity: 'error' });
        navigate('/');
        return;
      }
      const result = await signIn(row.id, async () => false);
      if (result._tag === 'Left') postAlert({ message: result.left.message, severity: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  if (rows.length === 0) {
    return <EmptyState image="noInformation" title={settingsMessages.noProviders} description={settingsMessages.noProvidersDescription} />;
  }
  return (
    <Card role="region" className="portico-settings-card" aria-label={settingsMessages.availableProviders}>
      <H4>{settingsMessages.availableProviders}</H4>
      <p className="bp6-text-muted">{settingsMessages.providersDescription}</p>
      <HTMLTable aria-label={settingsMessages.availableProviders}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} aria-label={row.title}>
              <td>
                <strong>{row.title}</strong> {row.current ? <Tag intent="success" minimal>{settingsMessages.current}</Tag> : null}
                <div className="bp6-text-muted">{row.message}</div>
              </td>
              <td className="portico-settings-provider-action">
                {row.action === 'none' ? null : (
                  <Button
                    variant={row.action === 'sign-out' ? 'outlined' : 'solid'}
                    intent={row.action === 'sign-out' ? 'none' : 'primary'}
                    loading={busy === row.id}
                    onClick={() => void act(row)}
                    aria-label={`${row.action === 'sign-out' ? settingsMessages.signOut : settingsMessages.signIn} ${row.title}`}
                  >
                    {row.action === 'sign-out' ? settingsMessages.signOut : settingsMessages.signIn}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
};
