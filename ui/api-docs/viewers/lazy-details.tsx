import { useState, type ReactNode } from 'react';

interface LazyDetailsProps {
  readonly className: string;
  readonly summary: ReactNode;
  /** The body, built the first time the section opens. */
  readonly children: () => ReactNode;
  readonly 'data-operation'?: string;
}

/**
 * A closed <details> whose body is rendered only once it is opened (and kept afterwards): a definition with
 * hundreds of operations renders hundreds of summaries at first, not their parameters, schemas and Markdown.
 * The summary's click renders the body in the same event, so it is there when the section opens.
 */
export const LazyDetails = ({ className, summary, children, ...attributes }: LazyDetailsProps) => {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={className}
      {...attributes}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary onClick={() => setOpened(true)}>{summary}</summary>
      {opened ? children() : null}
    </details>
  );
};
