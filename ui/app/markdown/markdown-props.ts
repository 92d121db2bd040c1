export interface MarkdownProps {
  readonly text: string;
  /** Inline Markdown in a <span> (table cells, one-line texts); otherwise blocks in a <div>. */
  readonly inline?: boolean;
  readonly className?: string;
}
