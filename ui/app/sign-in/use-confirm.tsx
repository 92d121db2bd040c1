import { Alert, Intent } from '@blueprintjs/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';

/** A confirm prompt as a promise: `await confirm()` resolves true (Yes) or false (No). */
export const useConfirm = (question: string): { confirm: () => Promise<boolean>; dialog: ReactNode } => {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | undefined>(undefined);

  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = (value: boolean) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = undefined;
  };

  const dialog = (
    <Alert
      isOpen={open}
      intent={Intent.PRIMARY}
      confirmButtonText="Yes"
      cancelButtonText="No"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
      canEscapeKeyCancel
    >
      <p>{question}</p>
    </Alert>
  );
  return { confirm, dialog };
};
