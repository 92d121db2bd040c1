// The runtime config's data block in index.html, as the portal server writes it and the browser finds it.

/** The id of the JSON data block (<script type="application/json">) the portal server puts in index.html. */
export const EMBEDDED_CONFIG_ELEMENT_ID = 'portico-app-config';

/** Where the data block is looked up: the document, in the browser. */
export interface ConfigElementSource {
  getElementById(id: string): { readonly textContent: string | null } | null;
}
