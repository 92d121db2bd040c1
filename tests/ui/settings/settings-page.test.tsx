import { screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { KeyValueStoreToken } from '../../../application/app/key-value-store.port';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { signOut, SignOutToken } from '../../../application/app/sign-out.use-case';
import { ThemeStore, ThemeStoreToken } from '../../../application/app/theme-store';
import { ConfiguredProvidersToken } from '../../../application/settings/auth-providers.port';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../../../application/settings/feature-flags.store';
import { LanguageStore, LanguageStoreToken, PORTICO_LANGUAGES } from '../../../application/settings/language.store';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import { SettingsPage } from '../../../ui/settings/settings-page';
import { usePinnedSidebar } from '../../../ui/app/queries';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from '../../application/app/auth-fakes';
import { MemoryStore } from '../../application/settings/memory-store';
import { provide, renderView } from '../../support/render';

const flags = [
  { name: 'techdocs-wide-content', description: 'Show documentation pages at full width instead of a readable column.', pluginId: 'techdocs' },
  { name: 'command-palette-show-refs', description: 'Show entity references under entity titles in the command palette.', pluginId: 'command-palette' },
];

const providers = [
  { id: 'guest', title: 'Guest', message: 'Enter as a Guest User.' },
  { id: 'github', title: 'GitHub', message: 'Sign in using GitHub' },
];

/** Shows what the sidebar's pin button would: the shared pin state. */
const PinProbe = () => <span data-testid="pin-probe">{String(usePinnedSidebar()[0])}</span>;

const setup = async (route = '/settings', store = new MemoryStore()) => {
  const connector = new FakeAuthConnector([E.right(authSession('t', { ref: 'user:default/ada', displayName: 'Ada Lovelace' }))]);
  const sessions = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => 0 });
  store.set(STORAGE_KEYS.signInProvider, 'github');
  await sessions.restore();
  const themes = new ThemeStore({ store, systemPrefersDark: () => false });
  const view = renderView(
    <>
      <SettingsPage flags={flags} />
      <PinProbe />
    </>,
    {
      route,
      path: '/settings/*',
      services: [
        provide(KeyValueStoreToken, store),
        provide(SessionManagerToken, sessions),
        provide(SignOutToken, signOut({ sessions })),
        provide(AlertPosterToken, new AlertStore()),
        provide(ThemeStoreToken, themes),
        provide(LanguageStoreToken, new LanguageStore(store, PORTICO_LANGUAGES)),
        provide(FeatureFlagsStoreToken, new FeatureFlagsStore(store)),
        provide(ConfiguredProvidersToken, { list: () => providers }),
      ],
    },
  );
  return { ...view, store, themes, sessions, connector };
};

describe('SettingsPage', () => {
  it('has the General, Authentication Providers and Feature Flags tabs', async () => {
    const view = await setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Authentication Providers', 'Feature Flags']);
    await view.user.click(screen.getByRole('tab', { name: 'Feature Flags' }));
    expect(view.location().pathname).toBe('/settings/feature-flags');
    expect(screen.getByRole('tab', { name: 'Feature Flags' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['/settings', '/settings/auth-providers', '/settings/feature-flags'])(
    'on %s the chosen tab controls the one panel shown, which that tab labels',
    async (route) => {
      await setup(route);
      const chosen = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
      expect(chosen).toHaveLength(1);
      const panel = screen.getByRole('tabpanel');
      expect(chosen[0]).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAttribute('aria-labelledby', chosen[0]!.id);
      expect(panel).toHaveAccessibleName(chosen[0]!.textContent ?? '');
      // The tabs not chosen say so, so their panels need not exist.
      for (const tab of screen.getAllByRole('tab').filter((candidate) => candidate !== chosen[0])) {
        expect(tab).toHaveAttribute('aria-expanded', 'false');
      }
    },
  );

  it('shows every page-theme category with its banner, where it is used, its shape and colours', async () => {
    await setup();
    const card = screen.getByRole('region', { name: 'Page themes' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'home', 'documentation', 'tool', 'service', 'website', 'library', 'other', 'app', 'apis', 'card',
    ]);
    const documentation = within(card).getByRole('listitem', { name: 'documentation' });
    expect(documentation).toHaveTextContent('Used on: Documentation and the documentation reader');
    expect(documentation).toHaveTextContent('Shape: wave2');
    expect(documentation).toHaveTextContent('Colours: #C8077A, #C2297D');
    const banner = documentation.querySelector<HTMLElement>('.portico-page-theme__banner');
    expect(banner).toHaveAttribute('aria-hidden', 'true');
    expect(banner?.style.getPropertyValue('--portico-page-theme-gradient')).toBe('linear-gradient(90deg, #C8077A, #C2297D)');
    expect(banner?.style.getPropertyValue('--portico-page-theme-shape')).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(within(card).getByRole('listitem', { name: 'tool' })).toHaveTextContent('Shape: round');
    expect(within(card).getByRole('listitem', { name: 'service' })).toHaveTextContent('Used on: Pages of components of type service');
    expect(within(card).getByRole('listitem', { name: 'card' })).toHaveTextContent('Card headers, not pages');
  });

  it("wears the tool category's banner on its own header", async () => {
    await setup();
    const header = screen.getByRole('heading', { level: 1, name: 'Settings' }).closest('.portico-page-band');
    expect(header).toHaveAttribute('data-page-theme', 'tool');
  });

  it('shows the identity card: user ref, ownership and profile', async () => {
    await setup();
    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByTestId('settings-user-ref')).toHaveTextContent('user:default/ada');
    expect(within(card).getByRole('link', { name: 'team-a' })).toHaveAttribute('href', '/catalog/default/group/team-a');
  });

  it('switches the theme between Light, Dark and Auto, and stores the choice', async () => {
    const view = await setup();
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await view.user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(view.store.get('theme')).toBe('dark');
    expect(view.themes.getActive().variant).toBe('dark');
    await view.user.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(view.store.get('theme')).toBeNull();
    expect(view.themes.getActive().variant).toBe('light');
  });

  it('pins and unpins the sidebar through the shared pin state', async () => {
    const view = await setup();
    expect(screen.getByTestId('pin-probe')).toHaveTextContent('true');
    await view.user.click(screen.getByRole('switch', { name: 'Pin Sidebar' }));
    expect(view.store.get('sidebarPinState')).toBe('false');
    expect(screen.getByTestId('pin-probe')).toHaveTextContent('false');
  });

  it('offers the available languages', async () => {
    await setup();
    expect(within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['English']);
  });

  it('switches feature flags, stores only the active ones, and filters them', async () => {
    const view = await setup('/settings/feature-flags');
    await view.user.click(screen.getByRole('switch', { name: 'techdocs-wide-content' }));
    expect(view.store.get('featureFlags')).toBe('["techdocs-wide-content"]');
    await view.user.type(screen.getByRole('textbox', { name: 'Filter' }), 'palette');
    expect(screen.queryByRole('switch', { name: 'techdocs-wide-content' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'command-palette-show-refs' })).not.toBeChecked();
    await view.user.type(screen.getByRole('textbox', { name: 'Filter' }), ' nothing');
    expect(screen.getByRole('status')).toHaveTextContent("No feature flags match 'palette nothing'.");
  });

  it('lists the configured providers; the current one signs out', async () => {
    const view = await setup('/settings/auth-providers');
    const github = screen.getByRole('row', { name: 'GitHub' });
    expect(within(github).getByText('Current')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Guest' })).getByRole('button', { name: 'Sign in Guest' })).toBeInTheDocument();
    await view.user.click(within(github).getByRole('button', { name: 'Sign out GitHub' }));
    await waitFor(() => expect(view.sessions.getState().status).toBe('signed-out'));
    expect(view.connector.logoutCalls).toEqual(['github']);
    expect(view.location().pathname).toBe('/');
  });
});
