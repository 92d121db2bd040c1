// The opened page's own code, preloaded by the first script once the session's refresh is asked. Listed in
// index.html as links, those downloads would take the browser's six connections to the portal first, and the
// refresh would wait for one (HTTP/1.1).
import { readDataBlock, ROUTE_CHUNKS_ELEMENT_ID } from '../../adapters/app/page-data-blocks';

/** Adds a module preload for each script the page's data block lists; a page without one preloads nothing. */
export const preloadRouteChunks = (page: Document): void => {
  // Without a readable list the app loads its code as it needs it.
  const listed = readDataBlock(page, ROUTE_CHUNKS_ELEMENT_ID);
  if (!Array.isArray(listed)) return;
  for (const url of listed) {
    if (typeof url !== 'string') continue;
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    page.head.append(link);
  }
};
