import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH_PX } from './sidebar-machine';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const snapshot = (): boolean =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;

/** True below the xs breakpoint, where the shell shows the bottom bar instead of the sidebar. */
export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
