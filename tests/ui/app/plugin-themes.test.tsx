// A plugin's themes at the start: offered in Settings beside Light and Dark, applied to the whole portal when chosen
// (the palette on the root, Blueprint's dark class for a dark variant), remembered, and left out when app.extensions
// disables one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackagePluginEntry } from '../../../config/browser/package-plugins';
import type { JsonValue } from '../../../domain/app/config-values';
import { createPlugin } from '../../../plugin-api/create-plugin';
import { BRAND_THEME_ATTRIBUTE } from '../../../ui/app/brand-theme';
import { bootAsGuest } from '../../support/boot-as-guest';

const brand: PackagePluginEntry = {
  packageName: '@acme/portico-plugin-brand',
  pluginId: 'acme',
  load: async () => ({
    default: createPlugin({
      id: 'acme',
      themes: [
        { id: 'acme-light', title: 'ACME Light', variant: 'light', palette: { background: '#f7f8fc', text: '#14213d', primary: '#0b4f8a', navigation: { background: '#0b2a4a', indicator: '#fca311' } } },
        { id: 'acme-dark', title: 'ACME Dark', variant: 'dark', palette: { background: '#0d1b2a', paper: '#1b263b', primary: '#9cc7ff' } },
      ],
    }),
  }),
};

const startOnSettings = async (extensions: JsonValue[] = [], packagePlugins: readonly PackagePluginEntry[] = [brand]) => {
  window.history.pushState({}, '', '/settings');
  await bootAsGuest({ app: { extensions }, packagePlugins });
};

const root = () => document.documentElement;
const themeOptions = async () => {
  await screen.findByRole('radio', { name: 'Auto' });
  return screen.getAllByRole('radio').map((option) => option.textContent);
};

describe("a plugin's themes", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.replaceChildren();
    document.body.className = '';
    root().removeAttribute(BRAND_THEME_ATTRIBUTE);
    root().removeAttribute('style');
    jest.restoreAllMocks();
  });

  it('are offered in Settings beside Light and Dark, and the one chosen colours the whole portal and is remembered', async () => {
    await startOnSettings();
    expect(await themeOptions()).toEqual(['Light', 'Dark', 'ACME Light', 'ACME Dark', 'Auto']);
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'ACME Light' }));
    await waitFor(() => expect(root()).toHaveAttribute(BRAND_THEME_ATTRIBUTE, 'theme:acme/acme-light'));
    expect(root().style.getPropertyValue('--portico-brand-primary')).toBe('#0b4f8a');
    expect(root().style.getPropertyValue('--portico-brand-navigation-background')).toBe('#0b2a4a');
    // What the palette leaves out is the variant's own.
    expect(root().style.getPropertyValue('--portico-brand-paper')).toBe('#ffffff');
    expect(document.body).not.toHaveClass('bp6-dark');
    expect(window.localStorage.getItem('theme')).toBe('theme:acme/acme-light');

    await user.click(screen.getByRole('radio', { name: 'ACME Dark' }));
    await waitFor(() => expect(document.body).toHaveClass('bp6-dark'));
    expect(root()).toHaveAttribute(BRAND_THEME_ATTRIBUTE, 'theme:acme/acme-dark');
    expect(root().style.getPropertyValue('--portico-brand-background')).toBe('#0d1b2a');
    expect(root().style.colorScheme).toBe('dark');

    // Back to a built-in theme: the brand's colours go.
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(root()).not.toHaveAttribute(BRAND_THEME_ATTRIBUTE));
    expect(root().style.getPropertyValue('--portico-brand-primary')).toBe('');
    expect(document.body).not.toHaveClass('bp6-dark');
  });

  it('start in the theme chosen before', async () => {
    window.localStorage.setItem('theme', 'theme:acme/acme-dark');
    await startOnSettings();
    await themeOptions();
    await waitFor(() => expect(root()).toHaveAttribute(BRAND_THEME_ATTRIBUTE, 'theme:acme/acme-dark'));
    expect(document.body).toHaveClass('bp6-dark');
    expect(screen.getByRole('radio', { name: 'ACME Dark' })).toBeChecked();
  });

  it('are not offered when app.extensions disables them, nor is a built-in one', async () => {
    await startOnSettings([{ 'theme:acme/acme-dark': false }, { 'theme:app/dark': false }, { 'theme:acme/acme-light': { title: 'ACME' } }]);
    expect(await themeOptions()).toEqual(['Light', 'ACME', 'Auto']);
  });

  it('that are hard to read keep their plugin out, and the portal says why', async () => {
    const pale: PackagePluginEntry = {
      packageName: '@acme/portico-plugin-pale',
      pluginId: 'pale',
      load: async () => ({ default: createPlugin({ id: 'pale', themes: [{ id: 'pale', title: 'Pale', variant: 'light', palette: { primary: '#7fa7d9' } }] }) }),
    };
    await startOnSettings([], [pale]);
    expect(
      await screen.findByText(
        "Error in pale: Plugin 'pale': the theme 'pale' cannot be offered: primary (#7fa7d9) on background (#ffffff) has a contrast of 2.49:1, below the 4.5:1 that AA asks of text",
      ),
    ).toBeInTheDocument();
    expect(await themeOptions()).toEqual(['Light', 'Dark', 'Auto']);
  });

  it('stop the start at a misspelt theme id, naming the closest one', async () => {
    await startOnSettings([{ 'theme:acme/acme-drak': false }]);
    expect(await screen.findByText(/names the extension 'theme:acme\/acme-drak', which the portal does not have: did you mean 'theme:acme\/acme-dark'\?/)).toBeInTheDocument();
  });
});
