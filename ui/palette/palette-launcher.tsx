import { Suspense, useEffect, useState } from 'react';
import type { PortalPlugin } from '../app/plugin';
import { lazyImport } from '../app/lazy-import';

const PaletteDialog = lazyImport(() => import('./palette-dialog'));

/** Ctrl+K, or Cmd+K on a Mac. */
export const isPaletteShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** Always mounted, tiny: Ctrl/Cmd+K opens the command palette, which loads on first use. */
export const PaletteLauncher = ({ plugins }: { readonly plugins: () => readonly PortalPlugin[] }) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog isOpen={open} onClose={() => setOpen(false)} plugins={plugins} />
    </Suspense>
  );
};
