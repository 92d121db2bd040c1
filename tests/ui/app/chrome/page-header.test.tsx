import { H1 } from '@blueprintjs/core';
import { screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../../application/app/alert-store';
import { AlertPosterToken } from '../../../../application/app/alerts.port';
import { KeyValueStoreToken } from '../../../../application/app/key-value-store.port';
import { SessionManager, SessionManagerToken } from '../../../../application/app/session-manager';
import { signOut, SignOutToken } from '../../../../application/app/sign-out.use-case';
import { STORAGE_KEYS } from '../../../../domain/app/constants';
import { createPlugin, PageHeader } from '../../../../plugin-api';
import { AppShell } from '../../../../ui/app/app-shell';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from '../../../application/app/auth-fakes';
import { provide, renderView } from '../../../support/render';

const headerOf = (title: string) => screen.getByRole('heading', { level: 1, name: title }).closest('.portico-page-band');

describe('PageHeader', () => {
  it("wears the banner of the page's category: its name, gradient and text colour", () => {
    renderView(
      <PageHeader page={{ page: 'entity', kind: 'Component', type: 'service' }}>
        <H1>payments</H1>
      </PageHeader>,
    );
    const header = headerOf('payments');
    expect(header?.tagName).toBe('HEADER');
    expect(header).toHaveAttribute('data-page-theme', 'service');
    expect((header as HTMLElement).style.getPropertyValue('--portico-page-theme-gradient')).toBe('linear-gradient(90deg, #006D8F, #0049A1)');
    expect((header as HTMLElement).style.getPropertyValue('--portico-page-theme-text')).toBe('#FFFFFF');
  });

  it("keeps the page's own layout classes, as a row inside a larger header when asked", () => {
    renderView(
      <PageHeader as="div" page={{ page: 'docs-reader' }} className="portico-docs-header">
        <H1>Payments docs</H1>
      </PageHeader>,
    );
    const header = headerOf('Payments docs');
    expect(header?.tagName).toBe('DIV');
    expect(header).toHaveClass('portico-docs-header');
    expect(header).toHaveAttribute('data-page-theme', 'documentation');
  });
});

describe("a plugin's page in the shell", () => {
  const plugins = [
    createPlugin({
      id: 'on-call',
      routes: [
        { path: '/on-call', element: <PageHeader><H1>On call</H1></PageHeader> },
        { path: '/runbooks', element: <PageHeader><H1>Runbooks</H1></PageHeader>, pageTheme: 'documentation' },
      ],
    }),
  ];

  const openShellOn = async (route: string) => {
    const store = new MemoryStore();
    const connector = new FakeAuthConnector([E.right(authSession('t', { ref: 'user:default/ada' }))]);
    const sessions = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => 0 });
    store.set(STORAGE_KEYS.signInProvider, 'github');
    await sessions.restore();
    renderView(<AppShell plugins={plugins} appTitle="Portico" />, {
      route,
      services: [provide(KeyValueStoreToken, store), provide(SessionManagerToken, sessions), provide(SignOutToken, signOut({ sessions })), provide(AlertPosterToken, new AlertStore())],
    });
  };

  it("wears the app category when its plugin names none", async () => {
    await openShellOn('/on-call');
    expect(headerOf('On call')).toHaveAttribute('data-page-theme', 'app');
  });

  it('wears the category its plugin names for the route', async () => {
    await openShellOn('/runbooks');
    expect(headerOf('Runbooks')).toHaveAttribute('data-page-theme', 'documentation');
  });
});
