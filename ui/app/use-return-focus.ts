import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * For a dialog that is unmounted when it closes (rendered as `{open && <Dialog isOpen …/>}`): Blueprint gives
 * focus back only at the end of its closing transition, which an unmounted dialog never reaches, so focus
 * would fall to the page body. Call this where `open` lives: it remembers what had focus when the dialog
 * opened (its button) and focuses it again once the dialog is gone.
 */
export const useReturnFocus = (open: boolean): void => {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog moves focus inside (Blueprint does that in the next frame).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    if (element.isConnected) element.focus();
  }, [open]);
};
