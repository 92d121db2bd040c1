import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollAfterNavigation } from '../../domain/app/scroll-restoration';

/**
 * How long a restore keeps trying while the page grows back to its length: as long as its data may take to come back
 * from a slow or busy backend (a page that loaded within two seconds on a quiet machine took longer under load).
 */
const RESTORE_WITHIN_MS = 10_000;

/**
 * Scrolls the window after navigations inside the app: a page opened anew starts at its top, back and forward
 * return to the position of that history entry (the page may still be loading: the position is tried again each
 * frame until the page is long enough, or the person scrolls themselves).
 */
export const useScrollRestoration = (): void => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const previousPathname = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === location.key) return; // the entry the app opened on: the browser placed it
    // The entry left behind keeps where the person was (as its last scroll event said, else as it is now).
    positions.current.set(currentKey.current, positions.current.get(currentKey.current) ?? window.scrollY);
    currentKey.current = location.key;
    const pathnameChanged = previousPathname.current !== location.pathname;
    previousPathname.current = location.pathname;
    const scroll = scrollAfterNavigation({ type: navigationType, pathnameChanged, hash: location.hash, savedTop: positions.current.get(location.key) });
    if (scroll._tag === 'Top') window.scrollTo(0, 0);
    if (scroll._tag !== 'Restore') return;
    const giveUpAt = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      window.scrollTo(0, scroll.top);
      if (Math.abs(window.scrollY - scroll.top) > 1 && performance.now() < giveUpAt) frame = requestAnimationFrame(attempt);
    };
    attempt();
    const options = { once: true, passive: true } as const;
    window.addEventListener('wheel', stop, options);
    window.addEventListener('touchstart', stop, options);
    window.addEventListener('keydown', stop, options);
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
    // Only a new history entry (its key) scrolls; the type and path belong to that entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
};
