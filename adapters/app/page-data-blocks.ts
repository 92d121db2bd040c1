// The JSON data blocks the portal server writes into index.html and the browser's first script reads: the runtime
// config, and the opened page's own code to preload once the session's refresh is on its way.

/** The id of the JSON data block (<script type="application/json">) holding the runtime config. */
export const EMBEDDED_CONFIG_ELEMENT_ID = 'portico-app-config';

/** The id of the JSON data block listing the opened page's script chunks (URLs), preloaded by the first script. */
export const ROUTE_CHUNKS_ELEMENT_ID = 'portico-route-chunks';

/** Where a data block is looked up: the document, in the browser. */
export interface DataBlockSource {
  getElementById(id: string): { readonly textContent: string | null } | null;
}

/** The parsed JSON of a data block; undefined when the page has no such block or its text is not JSON. */
export const readDataBlock = (page: DataBlockSource, id: string): unknown => {
  const text = page.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
