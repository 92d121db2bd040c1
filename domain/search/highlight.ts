// Highlighted search text (the highlight's preTag, postTag and fields).
// The backend wraps matches in random tags; we split on them into plain segments, so nothing is ever
// rendered as HTML.

export interface HighlightSegment {
  readonly text: string;
  readonly highlighted: boolean;
}

/** Splits a highlighted field into segments. Unbalanced or missing tags leave the text as it is. */
export const splitHighlight = (text: string, preTag: string, postTag: string): readonly HighlightSegment[] => {
  if (preTag === '' || postTag === '') return text === '' ? [] : [{ text, highlighted: false }];
  const segments: HighlightSegment[] = [];
  let rest = text;
  const push = (part: string, highlighted: boolean) => {
    if (part !== '') segments.push({ text: part, highlighted });
  };
  for (;;) {
    const start = rest.indexOf(preTag);
    if (start < 0) break;
    const end = rest.indexOf(postTag, start + preTag.length);
    if (end < 0) break;
    push(rest.slice(0, start), false);
    push(rest.slice(start + preTag.length, end), true);
    rest = rest.slice(end + postTag.length);
  }
  push(rest, false);
  return segments;
};

/** The highlighted version of a document field when the backend sent one, else the plain field as one segment. */
export const highlightedField = (
  plain: string,
  highlight: { readonly preTag: string; readonly postTag: string; readonly fields: Readonly<Record<string, string>> } | undefined,
  field: string,
): readonly HighlightSegment[] => {
  const marked = highlight?.fields[field];
  return marked === undefined || highlight === undefined
    ? plain === '' ? [] : [{ text: plain, highlighted: false }]
    : splitHighlight(marked, highlight.preTag, highlight.postTag);
};
