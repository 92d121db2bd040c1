import { useDismissSignInFailures } from './queries';

/**
 * Rendered inside the session gate, so it mounts when someone signs in: the sign-in failures queued
 * before (a 'Login failed' from ?error=, a closed popup) no longer apply and are taken off the snackbar.
 */
export const SignInFailureDismisser = () => {
  useDismissSignInFailures();
  return null;
};
