import { paletteServices } from '../../../adapters/palette/palette.services';
import { createPlugin, type Plugin } from '../../../plugin-api';
import { SHOW_REFS_FLAG, SHOW_REFS_FLAG_DESCRIPTION } from '../../../ui/palette/palette-flags';
import { PaletteLauncher } from '../../../ui/palette/palette-launcher';

/** The command palette: an overlay on Ctrl/Cmd+K over the pages of the given plugins. */
export const palettePlugin = (plugins: () => readonly Plugin[]): Plugin =>
  createPlugin({
    id: 'command-palette',
    overlays: [<PaletteLauncher key="command-palette" plugins={plugins} />],
    featureFlags: [{ name: SHOW_REFS_FLAG, description: SHOW_REFS_FLAG_DESCRIPTION }],
    services: paletteServices,
  });
