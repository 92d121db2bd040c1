import { useEffect } from 'react';

/** What the browser tab reads: the page's name before the portal's, as Backstage's tabs do. */
export const documentTitle = (pageName: string | undefined, appTitle: string): string =>
  pageName && pageName !== appTitle ? `${pageName} | ${appTitle}` : appTitle;

/**
 * Keeps the browser tab titled after the page shown in the element with `contentId`: its main heading (h1) names
 * the page, built-in or a plugin's, without each page having to say so.
 */
export const useDocumentTitle = (appTitle: string, contentId: string): void => {
  useEffect(() => {
    const content = document.getElementById(contentId);
    const update = () => {
      const heading = content?.querySelector('h1')?.textContent?.trim();
      const title = documentTitle(heading || undefined, appTitle);
      if (document.title !== title) document.title = title;
    };
    update();
    if (!content) return undefined;
    const observer = new MutationObserver(update);
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = appTitle;
    };
  }, [appTitle, contentId]);
};
