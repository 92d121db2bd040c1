// The start with plugin packages: a package plugin joins the built-in ones (its sidebar item shows), one that
// fails to load is reported with its id while the portal starts, and plugins that break the rules together
// (a duplicate id, a binding to a route nobody names) stop the start with the boot error page.
import { screen, within } from '@testing-library/react';
import type { PackagePluginEntry } from '../../../config/browser/package-plugins';
import type { JsonValue } from '../../../domain/app/config-values';
import { createPlugin } from '../../../plugin-api/create-plugin';
import { sidebarTexts } from '../../../ui/app/chrome/sidebar';
import { bootAsGuest, startEachTestOnAFreshRoot } from '../../support/boot-as-guest';

const start = (packagePlugins: readonly PackagePluginEntry[], routeBindings: Record<string, string> = {}, extensions: JsonValue[] = []) =>
  bootAsGuest({ app: { extensions }, settings: { routeBindings }, packagePlugins });

const onCall: PackagePluginEntry = {
  packageName: '@acme/on-call',
  pluginId: 'on-call',
  load: async () => ({ default: createPlugin({ id: 'on-call', routes: [{ path: '/on-call', name: 'root', element: <h1>Rotas</h1> }], sidebar: [{ label: 'On call', to: '/on-call' }] }) }),
};

describe('the start with plugin packages', () => {
  startEachTestOnAFreshRoot();

  it("adds a package plugin's sidebar item, and reports one that fails to load while the portal starts", async () => {
    const broken: PackagePluginEntry = { packageName: '@acme/broken', pluginId: 'broken', load: () => Promise.reject(new Error('top-level code failed')) };
    await start([onCall, broken]);
    expect(await screen.findByRole('link', { name: 'On call' })).toHaveAttribute('href', '/on-call');
    expect(await screen.findByText('Error in broken: top-level code failed')).toBeInTheDocument();
  });

  it("binds an external route to a package plugin's named route", async () => {
    await start([onCall], { 'catalog.createComponent': 'on-call.root' });
    expect(await screen.findByRole('link', { name: 'On call' })).toBeInTheDocument();
    expect(screen.queryByText(/The configuration failed to load/)).not.toBeInTheDocument();
  });

  it("applies app.extensions to the built-in plugins and the package plugins' extensions alike", async () => {
    await start([onCall], {}, [{ 'nav-item:on-call': { title: 'Rotas' } }, { 'nav-item:search': false }]);
    expect(await screen.findByRole('link', { name: 'Rotas' })).toHaveAttribute('href', '/on-call');
    const sidebar = within(screen.getByRole('navigation', { name: sidebarTexts.navigation }));
    expect(sidebar.getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('stops at an app.extensions id no plugin has, with the boot error page naming the closest one', async () => {
    await start([onCall], {}, [{ 'nav-item:on-cal': false }]);
    expect(await screen.findByText(/names the extension 'nav-item:on-cal', which the portal does not have: did you mean 'nav-item:on-call'\?/)).toBeInTheDocument();
  });

  it("stops at a package plugin's form field with a built-in field's name, saying to disable the built-in one; starts once it is", async () => {
    const owners: PackagePluginEntry = {
      packageName: '@acme/owners',
      pluginId: 'acme-owners',
      load: async () => ({ default: createPlugin({ id: 'acme-owners', sidebar: [{ label: 'Owners', to: '/owners' }], scaffolderFields: [{ name: 'OwnerPicker', component: () => null }] }) }),
    };
    await start([owners]);
    expect(await screen.findByText(/to replace the built-in one, disable it in app\.extensions \(- scaffolder-form-field:scaffolder\/OwnerPicker: false\)/)).toBeInTheDocument();
    document.body.innerHTML = '<div id="root"></div>';
    await start([owners], {}, [{ 'scaffolder-form-field:scaffolder/OwnerPicker': false }]);
    expect(await screen.findByRole('link', { name: 'Owners' })).toBeInTheDocument();
  });

  it.each([
    ["a package plugin with a built-in plugin's id", [{ ...onCall, pluginId: 'catalog', load: async () => ({ default: createPlugin({ id: 'catalog' }) }) }], {}, "Duplicate plugin found 'catalog'"],
    ['a binding to a route no plugin names', [], { 'catalog.createComponent': 'on-call.root' }, "'on-call.root' is not a valid route"],
  ])('stops at %s with the boot error page', async (_what, packages, bindings, message) => {
    await start(packages, bindings);
    expect(await screen.findByText(new RegExp(`The configuration failed to load, someone should have a look at this error: .*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeInTheDocument();
  });
});
