export interface MarkdownProps {
  readonly text: string;
  /** Inline Markdown in a <span> (table cells, one-line texts); otherwise blocks in a <div>. */
  readonly inline?: boolean;
  readonly className?: string;
  /**
   * The Markdown is rendered after the page has painted, a few texts per task, the text shown as it is until then:
   * for pages that show many texts at once, whose first paint should not wait on all of them.
   */
  readonly deferred?: boolean;
}
