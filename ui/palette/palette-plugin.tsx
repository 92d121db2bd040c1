import { createPlugin } from '../../plugin-api/create-plugin';
import type { PortalPlugin } from '../app/plugin';
import { SHOW_REFS_FLAG, SHOW_REFS_FLAG_DESCRIPTION } from './palette-flags';
import { PaletteLauncher } from './palette-launcher';

/** The command palette: an overlay on Ctrl/Cmd+K over the pages of the given plugins. */
export const palettePlugin = (plugins: () => readonly PortalPlugin[]): PortalPlugin =>
  createPlugin({
    id: 'command-palette',
    overlays: [<PaletteLauncher key="command-palette" plugins={plugins} />],
    featureFlags: [{ name: SHOW_REFS_FLAG, description: SHOW_REFS_FLAG_DESCRIPTION }],
  });
