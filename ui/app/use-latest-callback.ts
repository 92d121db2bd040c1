import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `callback`: lets memoised
 * children receive event handlers that close over fresh state without re-rendering on every render.
 */
export const useLatestCallback = <A extends unknown[], R>(callback: (...args: A) => R): ((...args: A) => R) => {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
};
