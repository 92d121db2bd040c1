// Host and URL checks of the integration config: hosts and URLs must be valid.

/** A host as a URL would hold it: lowercase name or address, optional port, nothing else. */
export const isValidHost = (host: string): boolean => {
  if (host === '') return false;
  const probe = new URL('http://example.com');
  probe.host = host;
  return probe.host === host;
};

export const isValidUrl = (url: string): boolean => {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
};

export const trimTrailingSlashes = (value: string): string => value.replace(/\/+$/, '');
