/** The page's localStorage; reading it throws where the page may not use it (sandboxed frames, some privacy modes). */
export const pageStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
