import type { Page } from 'playwright-core';

/** The portal and backend started by the e2e global setup. */
export const portalUrl = (): string => {
  const url = process.env.PORTICO_E2E_PORTAL_URL;
  if (!url) throw new Error('PORTICO_E2E_PORTAL_URL is not set: run e2e tests through jest --selectProjects e2e');
  return url;
};

export const backendUrl = (): string => {
  const url = process.env.PORTICO_E2E_BACKEND_URL;
  if (!url) throw new Error('PORTICO_E2E_BACKEND_URL is not set: run e2e tests through jest --selectProjects e2e');
  return url;
};

/** Opens the portal and signs in as guest through the real auth backend. */
export const signInAsGuest = async (page: Page, path = '/'): Promise<void> => {
  await page.goto(`${portalUrl()}${path}`);
  await page.getByRole('region', { name: 'Guest sign-in' }).or(page.getByLabel('Guest sign-in')).getByRole('button', { name: 'Sign In' }).click();
  await page.getByTestId('signed-in-user').waitFor();
};
