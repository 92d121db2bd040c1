import { Suspense, useEffect, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { lazyImport } from '../app/lazy-import';

const SearchModal = lazyImport(() => import('./search-modal'));

/** Typing into a field, or holding a modifier, is never a shortcut. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

/**
 * Always mounted, tiny: opens the (lazily loaded) search modal from the sidebar's Search entry or the '/' key.
 * A modified or middle click on the sidebar entry still opens the full search page.
 */
export const SearchModalLauncher = () => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const searchHref = useHref('/search');
  const location = useLocation();
  const onSearchPage = location.pathname === '/search';

  useEffect(() => {
    const show = () => {
      setLoaded(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (onSearchPage) return;
      event.preventDefault();
      show();
    };
    const onClick = (event: MouseEvent) => {
      if (onSearchPage || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('nav a[href]') : null;
      if (!link || link.getAttribute('href') !== searchHref) return;
      event.preventDefault();
      event.stopPropagation();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, [searchHref, onSearchPage]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal isOpen={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
};
