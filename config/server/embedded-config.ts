// The browser's runtime config travels inside index.html as a JSON data block, so the app starts without
// a request for it. A data block (<script type="application/json">) is never executed, so the
// Content-Security-Policy's script-src (no inline scripts) does not concern it.

import { EMBEDDED_CONFIG_ELEMENT_ID } from '../../adapters/app/page-data-blocks';

/**
 * JSON that is safe as the text of a script element: no "<" (so no value can write "</script>" or
 * "<!--"), ">" and "&" as escapes too, and the two line separators that old parsers took for line ends.
 * JSON.parse reads the escapes back to the same values.
 */
export const jsonForScriptElement = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The same body as {base}/.portico/app-config.json, as a data block. */
export const embeddedConfigElement = (frontendConfig: Record<string, unknown>): string =>
  `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">${jsonForScriptElement({ appConfig: frontendConfig })}</script>`;

const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** app.title, the browser tab's title until the app names the page. */
const appTitleOf = (frontendConfig: Record<string, unknown>): string | undefined => {
  const app = frontendConfig['app'];
  const title = typeof app === 'object' && app !== null ? (app as Record<string, unknown>)['title'] : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
};

/** index.html titled with app.title, with the config's data block at the end of its head, where the entry script finds it. */
export const withEmbeddedConfig = (html: string, frontendConfig: Record<string, unknown>): string => {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>: the app config cannot be embedded');
  const title = appTitleOf(frontendConfig);
  const head = title === undefined ? html.slice(0, at) : html.slice(0, at).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  return `${head}  ${embeddedConfigElement(frontendConfig)}\n  ${html.slice(at)}`;
};
