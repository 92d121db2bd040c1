// Where a link target leads: http/https open in a new window,
// javascript: is rejected; data: and vbscript: are treated as unsafe as well; paths navigate inside the app.

import { messages } from './messages';

export type LinkTarget =
  | { readonly kind: 'newWindow'; readonly href: string }
  /** Another harmless scheme (mailto:, tel:, …): a plain link in the same window. */
  | { readonly kind: 'sameWindow'; readonly href: string }
  | { readonly kind: 'inApp'; readonly to: string }
  | { readonly kind: 'rejected'; readonly scheme: string; readonly message: string };

export const UNSAFE_SCHEMES: readonly string[] = ['javascript', 'data', 'vbscript'];

/** Portico wording for unsafe schemes other than javascript: (the fixed text covers only javascript:). */
export const unsafeSchemeRejected = (scheme: string): string =>
  `Rejected a ${scheme}: URL as a security precaution`;

// The WHATWG URL parser strips leading/trailing C0 controls and spaces and drops tabs and newlines anywhere,
// so 'java\tscript:' and ' \u0001JavaScript:' both run script in a browser. We normalise the same way.
// eslint-disable-next-line no-control-regex -- matches C0 controls on purpose, as the URL parser does
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

export const normaliseLinkTarget = (target: string): string =>
  target.replace(TAB_OR_NEWLINE, '').replace(EDGE_CONTROLS, '');

export const linkScheme = (target: string): string | undefined =>
  SCHEME.exec(normaliseLinkTarget(target))?.[1]?.toLowerCase();

export const classifyLinkTarget = (target: string): LinkTarget => {
  const normalised = normaliseLinkTarget(target);
  const scheme = linkScheme(normalised);
  if (scheme === undefined) {
    return PROTOCOL_RELATIVE.test(normalised)
      ? { kind: 'newWindow', href: normalised }
      : { kind: 'inApp', to: normalised };
  }
  if (UNSAFE_SCHEMES.includes(scheme)) {
    return {
      kind: 'rejected',
      scheme,
      message: scheme === 'javascript' ? messages.javascriptUrlRejected : unsafeSchemeRejected(scheme),
    };
  }
  if (scheme === 'http' || scheme === 'https') return { kind: 'newWindow', href: normalised };
  return { kind: 'sameWindow', href: normalised };
};

export const isUnsafeLinkTarget = (target: string): boolean => classifyLinkTarget(target).kind === 'rejected';
