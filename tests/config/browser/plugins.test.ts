import * as E from 'fp-ts/Either';
import { checkPlugins, portalPlugins } from '../../../config/browser/plugins';
import { BUILT_IN_PLUGIN_IDS } from '../../../domain/app/built-in-plugins';
import { createPlugin } from '../../../plugin-api/create-plugin';

describe('the portal plugins', () => {
  it('lists the ids of the built-in plugins that the build keeps plugin packages from taking', () => {
    expect(portalPlugins().map((plugin) => plugin.id)).toEqual(BUILT_IN_PLUGIN_IDS);
  });

  it("takes a package plugin's named routes and binds external routes to them", () => {
    const onCall = createPlugin({ id: 'on-call', routes: [{ path: '/on-call', name: 'root', element: null }] });
    const checked = checkPlugins([...portalPlugins(), onCall], { 'catalog.createComponent': 'on-call.root' });
    expect(E.isRight(checked) && checked.right.targets['on-call.root']).toBe('/on-call');
  });

  it("stops the start for a package plugin with a built-in plugin's id", () => {
    expect(checkPlugins([...portalPlugins(), createPlugin({ id: 'catalog' })])).toEqual(E.left("Duplicate plugin found 'catalog'"));
  });

  it('stops the start for a binding to a route no plugin names, and for an unbound required external route', () => {
    expect(checkPlugins(portalPlugins(), { 'catalog.createComponent': 'on-call.root' })).toEqual(
      E.left("Invalid config at app.routes.bindings['catalog.createComponent'], 'on-call.root' is not a valid route"),
    );
    const needsTarget = createPlugin({ id: 'on-call', externalRoutes: { escalate: { params: [] } } });
    expect(checkPlugins([...portalPlugins(), needsTarget])).toEqual(E.left("External route 'on-call.escalate' is required but was not bound"));
  });
});
