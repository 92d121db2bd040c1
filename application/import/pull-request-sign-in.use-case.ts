import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PullRequestIntegration } from '../../domain/import/analysis';
import { GITHUB_AUTH_PROVIDER, MICROSOFT_AUTH_PROVIDER } from '../../domain/import/constants';
import type { AuthConnector } from '../app/auth-connector.port';

/** The auth provider whose session opens pull requests on each integration. */
export const pullRequestAuthProvider = (integration: PullRequestIntegration): string =>
  integration === 'github' ? GITHUB_AUTH_PROVIDER : MICROSOFT_AUTH_PROVIDER;

/** Whether the pull request can be opened from the portal: 'notSetUp' when the auth backend has no such provider. */
export type PullRequestSignIn = 'offered' | 'notSetUp';

export type CheckPullRequestSignIn = (integration: PullRequestIntegration) => TE.TaskEither<never, PullRequestSignIn>;

/**
 * Asks the auth backend for the provider's session without signing in. It answers 404 for a provider it does not
 * have ('Unknown auth provider'): then a sign-in could only fail. Any other answer (a session, or none yet) leaves
 * the sign-in to the pull request itself.
 */
export const checkPullRequestSignIn =
  (connector: Pick<AuthConnector, 'refresh'>): CheckPullRequestSignIn =>
  (integration) =>
    pipe(
      connector.refresh(pullRequestAuthProvider(integration), { optional: true }),
      TE.map((): PullRequestSignIn => 'offered'),
      TE.orElseW((error) => TE.right<never, PullRequestSignIn>(error._tag === 'HttpStatus' && error.status === 404 ? 'notSetUp' : 'offered')),
    );
