// Credentials of the signed-in user for clusters whose auth provider runs in the browser:
// Google and AKS access tokens, OIDC ID tokens.
import type { TaskEither } from 'fp-ts/TaskEither';
import type { CredentialRequest } from '../../domain/kubernetes/auth-providers';

export interface ProviderTokenError {
  readonly _tag: 'ProviderToken';
  readonly provider: string;
  readonly message: string;
}

export interface ProviderTokens {
  /** The token to send, or undefined when the backend holds the credentials ('none'). */
  tokenFor(request: CredentialRequest): TaskEither<ProviderTokenError, string | undefined>;
}

