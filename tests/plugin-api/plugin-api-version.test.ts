// The rule that lets plugins survive upgrades: the plugin API's version is portico-app's major version, and a
// plugin's peer range is that major's caret range, which every later release of the major satisfies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGIN_API_VERSION } from '../../plugin-api';

const REPOSITORY = join(__dirname, '../..');
const manifest = (path: string) => JSON.parse(readFileSync(join(REPOSITORY, path), 'utf8')) as { version: string; peerDependencies?: Record<string, string> };
const major = Number(manifest('package.json').version.split('.')[0]);

describe('the plugin API version', () => {
  it("is portico-app's major version", () => {
    expect(major).toBeGreaterThanOrEqual(1);
    expect(PLUGIN_API_VERSION).toBe(major);
  });

  it("is the peer range of the example plugin and of the plugin guide's package.json", () => {
    expect(manifest('examples/plugin-on-call/package.json').peerDependencies?.['portico-app']).toBe(`^${major}.0.0`);
    const guide = readFileSync(join(REPOSITORY, 'docs/plugins.md'), 'utf8');
    expect(guide).toContain(`"peerDependencies": { "portico-app": "^${major}.0.0"`);
    expect(guide).not.toMatch(/"portico-app": "\^0\./);
  });
});
