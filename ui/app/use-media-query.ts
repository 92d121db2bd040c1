import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string): boolean => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;

/** Whether a CSS media query matches now, kept up to date; false where the browser cannot tell (tests, the server). */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void): (() => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
};

/** A touch screen is the main pointer (a finger, not a mouse). */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';
