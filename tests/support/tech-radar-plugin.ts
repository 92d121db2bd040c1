// @backstage-community/plugin-tech-radar named in Portico's app config, as the e2e test
// (tests/e2e/backstage-plugins/tech-radar.test.ts) and the benchmark beside stock Backstage
// (tests/bench/backstage-plugin-page.bench.ts) build the portal with it.

/** The version the e2e test and the benchmark use (the repository's devDependency; the stock app installs this one). */
export const TECH_RADAR_VERSION = '1.14.0';

/** Where both Portico and the stock app show the radar (the plugin's /alpha page's own path). */
export const TECH_RADAR_PATH = '/tech-radar';

/**
 * portico.backstagePlugins as a company writes it in app-config.yaml: TechRadarPage as a page at TECH_RADAR_PATH with a
 * sidebar item.
 */
export const TECH_RADAR_PLUGINS = [
  {
    package: '@backstage-community/plugin-tech-radar',
    dynamicRoutes: [{ path: TECH_RADAR_PATH, importName: 'TechRadarPage', menuItem: { text: 'Tech Radar', icon: 'layout-circle' } }],
  },
];

/**
 * The same given as Backstage's config loader takes a value from the environment (APP_CONFIG_<path>, JSON), so that
 * the repository's own config files stay as they are: for `vite build` (vite.config.ts reads the app config) and for
 * loadAppConfig when the stack starts.
 */
export const TECH_RADAR_CONFIG_ENV = { APP_CONFIG_portico_backstagePlugins: JSON.stringify(TECH_RADAR_PLUGINS) } as const;

/** Without a tech-radar backend the plugin's data call answers 404, and the plugin shows its sample radar. */
export const NO_RADAR_BACKEND = /404 \(Not Found\) \[http:\/\/127\.0\.0\.1:\d+\/api\/tech-radar\/data\]/;

/**
 * The sample radar as the plugin draws it (its DefaultTechRadarApi's `mock`, 1.14.0): 9 entries, each a blip
 * (`[data-testid="radar-entry"]` in the SVG) and a line in the legend, which has one list per quadrant and ring
 * (4 × 4 = 16 `[data-testid="radar-ring"]`).
 */
export const TECH_RADAR_SAMPLE = { entries: 9, legendRings: 16 } as const;
