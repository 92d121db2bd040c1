import * as E from 'fp-ts/Either';
import { BUILT_IN_EXTENSION_IDS } from '../../../domain/app/built-in-extensions';
import { checkExtensionIds } from '../../../domain/app/extension-check';
import type { ExtensionEntry } from '../../../domain/app/extension-config';

const entry = (id: string, index = 0): ExtensionEntry => ({ id, override: { disabled: true }, key: `app.extensions[${index}]`, context: '/srv/app-config.production.yaml' });

describe('checkExtensionIds', () => {
  it('accepts ids of known extensions, and any id of a plugin whose extensions are checked later', () => {
    expect(checkExtensionIds([entry('entity-card:catalog/about'), entry('page:tech-radar')], { ids: BUILT_IN_EXTENSION_IDS, unlistedPluginIds: ['tech-radar'] })).toEqual(
      E.right(undefined),
    );
  });

  it('stops at a misspelt id with the key, the file and the closest known id', () => {
    expect(checkExtensionIds([entry('entity-card:catalog/about'), entry('nav-item:serach', 1)], { ids: BUILT_IN_EXTENSION_IDS })).toEqual(
      E.left("Config key 'app.extensions[1]' in '/srv/app-config.production.yaml' names the extension 'nav-item:serach', which the portal does not have: did you mean 'nav-item:search'?"),
    );
  });

  it.each([
    ['home-page-widget:home/random-jokes', 'home-page-widget:home/random-joke'],
    ['home-page-widget:home/toolkti', 'home-page-widget:home/toolkit'],
    ['entity-context-menu-item:catalog/inspect', 'entity-context-menu-item:catalog/inspect-entity'],
    ['entity-context-menu-item:catalog/copy-entity-ulr', 'entity-context-menu-item:catalog/copy-entity-url'],
  ])('refuses the misspelt widget or menu item %s with the closest one, %s', (misspelt, meant) => {
    expect(checkExtensionIds([entry(misspelt)], { ids: BUILT_IN_EXTENSION_IDS })).toEqual(
      E.left(`Config key 'app.extensions[0]' in '/srv/app-config.production.yaml' names the extension '${misspelt}', which the portal does not have: did you mean '${meant}'?`),
    );
  });

  it("lists the plugin's extensions when no id is close, and says when the plugin is not in the portal", () => {
    expect(checkExtensionIds([entry('entity-card:kubernetes/pods-overview')], { ids: BUILT_IN_EXTENSION_IDS })).toEqual(
      E.left(
        "Config key 'app.extensions[0]' in '/srv/app-config.production.yaml' names the extension 'entity-card:kubernetes/pods-overview', which the portal does not have (the plugin 'kubernetes' has entity-content:kubernetes/kubernetes)",
      ),
    );
    expect(checkExtensionIds([entry('page:tech-radar')], { ids: BUILT_IN_EXTENSION_IDS })).toEqual(
      E.left("Config key 'app.extensions[0]' in '/srv/app-config.production.yaml' names the extension 'page:tech-radar', which the portal does not have (no plugin 'tech-radar' is in the portal)"),
    );
  });
});
