import { Collapse, Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { ActionExample } from '../../../domain/scaffolder/actions';

export const Examples = ({ examples }: { readonly examples: readonly ActionExample[] | undefined }) => {
  const [open, setOpen] = useState(false);
  if (!examples?.length) return null;
  return (
    <div className="portico-examples">
      <Button variant="minimal" size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Hide examples' : `Show examples (${examples.length})`}
      </Button>
      <Collapse isOpen={open}>
        {examples.map((example, index) => (
          <figure key={index}>
            {example.description ? <figcaption>{example.description}</figcaption> : null}
            <pre className="portico-code">{example.example}</pre>
            {example.notes ? <p className="portico-muted portico-pre-wrap">{example.notes}</p> : null}
          </figure>
        ))}
      </Collapse>
    </div>
  );
};
