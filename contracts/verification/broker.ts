// The Pact Broker's HTTP API, as Pact's own verifiers use it: the pacts a provider should verify (chosen by consumer
// version selectors) and the verification results, published to the link each pact carries. Portico fetches the
// pacts itself rather than letting the verifier do it, so that it can leave out the interactions a backend cannot
// serve before replaying them, exactly as it does for the pact files it ships.
import { parsePact, type PactDocument } from './pact-file';

export interface BrokerOptions {
  /** e.g. https://broker.example.com (PACT_BROKER_BASE_URL). */
  readonly baseUrl: string;
  /** A bearer token (PACT_BROKER_TOKEN), or a user name and password (PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD). */
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
}

/** One consumer version selector, as the broker takes it (e.g. `{ "mainBranch": true }`, `{ "deployedOrReleased": true }`). */
export type ConsumerVersionSelector = Readonly<Record<string, unknown>>;

/** Pact's recommended default: the consumer's main branch and whatever of it is deployed or released. */
export const DEFAULT_SELECTORS: readonly ConsumerVersionSelector[] = [{ mainBranch: true }, { deployedOrReleased: true }];

export interface BrokerPact {
  readonly pact: PactDocument;
  /** The pact's own URL at the broker. */
  readonly url: string;
  /** How the broker describes why it was selected (e.g. "latest from portico's main branch"). */
  readonly description: string;
  /** A pending pact's failures do not fail the provider's build (the broker decides, when asked to). */
  readonly pending: boolean;
  /** Where the result of verifying this pact goes. */
  readonly publishResultsUrl?: string;
}

export interface FetchPactsOptions {
  readonly provider: string;
  /** Only pacts of this consumer (added to each selector that names none). */
  readonly consumer: string;
  readonly selectors?: readonly ConsumerVersionSelector[];
  /** Ask the broker which pacts are pending for this provider. */
  readonly includePendingStatus?: boolean;
  /** The branch of the provider version being verified: the broker needs it to say which pacts are pending. */
  readonly providerVersionBranch?: string;
}

export interface VerificationResult {
  readonly success: boolean;
  readonly providerVersion: string;
  readonly providerVersionBranch?: string;
  readonly buildUrl?: string;
  /** Who verified (the broker shows it), e.g. { implementation: 'portico-contracts', version: '0.1.0' }. */
  readonly verifiedBy: { readonly implementation: string; readonly version: string };
  /** One entry per interaction of the pact. */
  readonly testResults: readonly object[];
}

type Links = Readonly<Record<string, { readonly href?: string; readonly name?: string; readonly templated?: boolean } | undefined>>;

const HAL = 'application/hal+json, application/json';

export const authorizationOf = (broker: BrokerOptions): string | undefined => {
  if (broker.token) return `Bearer ${broker.token}`;
  if (broker.username !== undefined) return `Basic ${Buffer.from(`${broker.username}:${broker.password ?? ''}`).toString('base64')}`;
  return undefined;
};

/** Calls the broker; answers the parsed body, or throws naming the call and the broker's answer. */
const brokerCall = async <T>(broker: BrokerOptions, method: string, url: string, body?: unknown): Promise<T> => {
  const authorization = authorizationOf(broker);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: HAL,
        ...(authorization ? { authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new Error(`The Pact Broker could not be reached (${method} ${url}): ${error instanceof Error ? (error.cause ?? error.message) : error}`);
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`The Pact Broker answered ${method} ${url} with ${response.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : {}) as T;
};

const expand = (href: string, values: Readonly<Record<string, string>>): string =>
  href.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]!) : whole));

const rootOf = (broker: BrokerOptions): string => broker.baseUrl.replace(/\/+$/, '');

/**
 * The link a relation of the broker's index names, with its template filled in; the broker's usual path when the
 * index does not name the relation and a fallback is given.
 */
const indexLink = async (
  broker: BrokerOptions,
  relation: string,
  values: Readonly<Record<string, string>>,
  fallbackPath?: string,
): Promise<string> => {
  const index = await brokerCall<{ _links?: Links }>(broker, 'GET', `${rootOf(broker)}/`);
  const href = index._links?.[relation]?.href ?? (fallbackPath ? `${rootOf(broker)}${fallbackPath}` : undefined);
  if (!href) throw new Error(`The Pact Broker at ${broker.baseUrl} does not offer ${relation} (is it a Pact Broker, and a recent one?)`);
  return expand(href, values);
};

/** The pacts the broker says this provider should verify, each with its content and where its result goes. */
export const fetchPactsForVerification = async (broker: BrokerOptions, options: FetchPactsOptions): Promise<BrokerPact[]> => {
  const url = await indexLink(broker, 'pb:provider-pacts-for-verification', { provider: options.provider });
  const selectors = (options.selectors ?? DEFAULT_SELECTORS).map((selector) => ({ consumer: options.consumer, ...selector }));
  const answer = await brokerCall<{
    _embedded?: {
      pacts?: Array<{
        shortDescription?: string;
        verificationProperties?: { pending?: boolean };
        _links?: Links;
      }>;
    };
  }>(broker, 'POST', url, {
    consumerVersionSelectors: selectors,
    includePendingStatus: options.includePendingStatus ?? false,
    ...(options.providerVersionBranch ? { providerVersionBranch: options.providerVersionBranch } : {}),
  });
  const pacts: BrokerPact[] = [];
  for (const entry of answer._embedded?.pacts ?? []) {
    const self = entry._links?.self?.href;
    if (!self) continue;
    const document = await brokerCall<Record<string, unknown>>(broker, 'GET', self);
    const pact = parsePact(JSON.stringify(document), self);
    const publishResultsUrl = (document._links as Links | undefined)?.['pb:publish-verification-results']?.href;
    pacts.push({
      pact,
      url: self,
      description: entry.shortDescription ?? entry._links?.self?.name ?? self,
      pending: entry.verificationProperties?.pending === true,
      ...(publishResultsUrl ? { publishResultsUrl } : {}),
    });
  }
  return pacts;
};

/**
 * Publishes the result of verifying one pact: first the provider version's branch (when given), as Pact's
 * verifiers do, then the result itself to the pact's own link.
 */
export const publishVerificationResult = async (
  broker: BrokerOptions,
  provider: string,
  publishResultsUrl: string,
  result: VerificationResult,
): Promise<void> => {
  if (result.providerVersionBranch) {
    const url = await indexLink(broker, 'pb:pacticipant-branch-version', {
      pacticipant: provider,
      branch: result.providerVersionBranch,
      version: result.providerVersion,
    }, '/pacticipants/{pacticipant}/branches/{branch}/versions/{version}');
    await brokerCall(broker, 'PUT', url, {});
  }
  await brokerCall(broker, 'POST', publishResultsUrl, {
    success: result.success,
    providerApplicationVersion: result.providerVersion,
    ...(result.buildUrl ? { buildUrl: result.buildUrl } : {}),
    verifiedBy: result.verifiedBy,
    testResults: result.testResults,
  });
};
