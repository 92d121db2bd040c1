import { useEffect, useRef, useState } from 'react';

/** The value, once it has stayed the same for `ms` milliseconds. */
export const useDebouncedValue = <T,>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * A stable callback that runs `ms` after its last call, with that call's arguments; a pending call is
 * dropped on unmount. Unlike useDebouncedValue, the wait starts at the call itself, not at the effect
 * after the next paint, and the callback runs from the timer without waiting for another render.
 */
export const useDebouncedCallback = <A extends unknown[]>(callback: (...args: A) => void, ms: number): ((...args: A) => void) => {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const debounced = useRef((...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), ms);
  });
  return debounced.current;
};
