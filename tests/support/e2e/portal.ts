import type { Page } from 'playwright-core';

/** The portal and backend started by the e2e global setup. */
export const portalUrl = (): string => {
  const url = process.env.PORTICO_E2E_PORTAL_URL;
  if (!url) throw new Error('PORTICO_E2E_PORTAL_URL is not set: run e2e tests through jest --selectProjects e2e');
  return url;
};

/**
 * Where the browser calls the backend: the portal passes the embedded backend's API on from its own
 * origin (config/server/backend-proxy.ts), so the browser's API calls go to the portal's URL.
 */
export const browserBackendUrl = (): string => portalUrl();

export const backendUrl = (): string => {
  const url = process.env.PORTICO_E2E_BACKEND_URL;
  if (!url) throw new Error('PORTICO_E2E_BACKEND_URL is not set: run e2e tests through jest --selectProjects e2e');
  return url;
};

/** Opens the portal and signs in as guest through the real auth backend (or keeps the restored session). */
export const signInAsGuest = async (page: Page, path = '/', base = portalUrl()): Promise<void> => {
  await page.goto(`${base}${path}`);
  const signInButton = page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' });
  const signedIn = page.getByTestId('signed-in-user');
  // A page whose browser already signed in restores that session instead of showing the sign-in page.
  await signInButton.or(signedIn).first().waitFor();
  if (await signInButton.isVisible()) await signInButton.click();
  await signedIn.waitFor();
};
