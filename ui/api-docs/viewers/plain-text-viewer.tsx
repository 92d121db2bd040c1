import { Classes } from '@blueprintjs/core';

/** Any other definition type: the definition as text. */
const PlainTextViewer = ({ definition, label = 'Definition text' }: { readonly definition: string; readonly label?: string }) => (
  <pre className={`${Classes.CODE_BLOCK} portico-api-raw`} aria-label={label} tabIndex={0}>
    {definition}
  </pre>
);

export default PlainTextViewer;
