import { useMediaQuery } from '../use-media-query';
import { MOBILE_MAX_WIDTH_PX } from './sidebar-machine';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** True below the xs breakpoint, where the shell shows the bottom bar instead of the sidebar. */
export const useIsMobile = (): boolean => useMediaQuery(QUERY);
