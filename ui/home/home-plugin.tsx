import type { PortalPlugin } from '../app/plugin';
import { HomePage } from './home-page';

export const homePlugin: PortalPlugin = {
  id: 'home',
  routes: [{ path: '/', element: <HomePage /> }],
};
