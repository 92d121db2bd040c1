import { useEffect, useRef, useState } from 'react';

/**
 * The value, changed at most once per `ms`: the first change shows at once, later ones within the window are
 * held and the last of them shows when the window ends (the graph layout is throttled to 250 ms).
 */
export const useThrottledValue = <T,>(value: T, ms: number): T => {
  const [throttled, setThrottled] = useState(value);
  const lastUpdate = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const wait = lastUpdate.current + ms - Date.now();
    if (wait <= 0) {
      lastUpdate.current = Date.now();
      setThrottled(() => value);
      return undefined;
    }
    const timer = setTimeout(() => {
      lastUpdate.current = Date.now();
      setThrottled(() => value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return throttled;
};
