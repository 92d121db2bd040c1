import { Button, Pre } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

/** A stack trace behind a 'Show more details' / 'Show less details' toggle. */
export function StackDetails({ stack }: { readonly stack: string }) {
  const messages = useTexts(appTexts);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button variant="minimal" aria-expanded={open} aria-controls={id} onClick={() => setOpen(value => !value)}>
        {open ? messages.showLessDetails : messages.showMoreDetails}
      </Button>
      {open && (
        <Pre id={id} className="portico-error-page__stack">
          {stack}
        </Pre>
      )}
    </div>
  );
}
