import { blueprintIconOf, DEFAULT_FRONTEND_PAGE_ICON, iconWordsOf, frontendPagePathOf } from '../../../domain/backstage-plugins/frontend-plugin-manifest';

const BLUEPRINT_ICONS = new Set(['locate', 'people', 'map', 'cube', 'application', 'build']);
const isBlueprintIcon = (name: string) => BLUEPRINT_ICONS.has(name);

describe("a new-frontend-system plugin's sidebar icon", () => {
  it('reads the words of Material UI and Remix icon components', () => {
    expect(iconWordsOf('MyLocationIcon')).toBe('my-location');
    expect(iconWordsOf('MapOutlined')).toBe('map');
    expect(iconWordsOf('RiTeamLine')).toBe('team');
    expect(iconWordsOf('RiBuildFill')).toBe('build');
  });

  it('is the nearest Blueprint icon of a common one, the Blueprint icon of the same words, else the default', () => {
    expect(blueprintIconOf('MyLocationIcon', isBlueprintIcon)).toBe('locate');
    expect(blueprintIconOf('RiTeamLine', isBlueprintIcon)).toBe('people');
    expect(blueprintIconOf('MapIcon', isBlueprintIcon)).toBe('map');
    expect(blueprintIconOf('RiQuillPenLine', isBlueprintIcon)).toBe(DEFAULT_FRONTEND_PAGE_ICON);
    expect(blueprintIconOf(undefined, isBlueprintIcon)).toBe(DEFAULT_FRONTEND_PAGE_ICON);
    // A common icon whose Blueprint counterpart this Blueprint lacks falls back too.
    expect(blueprintIconOf('SettingsIcon', isBlueprintIcon)).toBe(DEFAULT_FRONTEND_PAGE_ICON);
  });

  it("mounts a page's path with one leading slash and none trailing", () => {
    expect(frontendPagePathOf('tech-radar/')).toBe('/tech-radar');
    expect(frontendPagePathOf('/tools/radar')).toBe('/tools/radar');
  });
});
