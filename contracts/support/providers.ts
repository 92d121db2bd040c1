// The providers Portico has contracts with. Provider names follow the Backstage backend plugin ids,
// so a provider's pact file names the plugin whose team verifies it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'portico';

/** Backstage backend plugins: verified against the real backend (contracts/verify.ts). */
export const BACKSTAGE_PROVIDERS = ['auth', 'app', 'permission', 'catalog', 'kubernetes', 'scaffolder', 'search', 'techdocs'] as const;
export type BackstageProvider = (typeof BACKSTAGE_PROVIDERS)[number];

/** Source-control hosts of the import flow: consumer side only, nobody here can run them. */
export const CONSUMER_ONLY_PROVIDERS = ['github', 'azure-devops'] as const;
export type ConsumerOnlyProvider = (typeof CONSUMER_ONLY_PROVIDERS)[number];

export type Provider = BackstageProvider | ConsumerOnlyProvider;

/** contracts/pacts, where consumer tests write and verification reads. */
export const PACT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'pacts');

/** Pact's own file naming: {consumer}-{provider}.json */
export const pactFileOf = (provider: Provider, dir: string = PACT_DIR): string => join(dir, `${CONSUMER}-${provider}.json`);
