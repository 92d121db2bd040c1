import { useCallback } from 'react';
import { messages } from '../../domain/app/messages';
import { usePostAlert } from './queries';

/**
 * Copies text to the clipboard and says so in the alert snackbar ('Copied!', read out by screen readers), or says
 * that it could not (`what` names what was to be copied).
 */
export const useCopyText = (): ((text: string, what: string) => Promise<void>) => {
  const postAlert = usePostAlert();
  return useCallback(
    async (text: string, what: string) => {
      try {
        await navigator.clipboard.writeText(text);
        postAlert({ message: messages.copied, severity: 'info', display: 'transient' });
      } catch {
        postAlert({ message: messages.copyFailed(what), severity: 'error' });
      }
    },
    [postAlert],
  );
};
