/**
 * The Content-Security-Policy of the served app: scripts only from our own origin (no inline scripts,
 * no eval), API calls only to our origin and the configured backend origins, no plugins, no framing
 * by others. Blueprint positions popovers with style attributes, hence 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = (connectOrigins: readonly string[]): string => {
  const connect = ["'self'", ...new Set(connectOrigins.flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
};

/** Every answer that is not the app page (errors, refusals): not to be sniffed, not to run anything, not to be framed. */
export const NON_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
