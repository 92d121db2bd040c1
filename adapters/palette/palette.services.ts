import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { PaletteRecents, PaletteRecentsToken } from '../../application/search/palette-recents';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';

/** The palette keeps its recent picks in the browser's storage. */
export const paletteServices: readonly ServiceDeclaration[] = [
  service(PaletteRecentsToken, (get) => new PaletteRecents(get(KeyValueStoreToken))),
];
