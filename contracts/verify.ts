// npm run contracts:verify [-- options]: verifies Portico's pacts against a real Backstage backend.
//
//   (no options)                        start the embedded Backstage backend and verify against it
//   --provider-base-url <url>           verify against a running backend instead (its root, e.g. https://backstage.example.com)
//   --token <token>                     a user token that backend accepts (or set PORTICO_CONTRACTS_TOKEN)
//   --fixtures-base-url <url>           where contracts/fixtures is served so that backend can read it (catalog states)
//   --provider <name>                   only this provider (repeatable): auth, app, permission, catalog, kubernetes, scaffolder, search, techdocs
//   --skip-state "<provider state>"     leave out interactions needing this state (repeatable)
//   --log-level <trace|debug|info|warn|error>
//
// Exit code 0 when every verified provider passed, 1 when one failed, 2 for a usage error.
import { parseArgs } from 'node:util';
import { BACKSTAGE_PROVIDERS, type BackstageProvider } from './support/providers';
import { embeddedBackendSkips, withEmbeddedBackend } from './verification/embedded-target';
import { allPassed, describeResults, verifyContracts, type VerifyContractsOptions } from './verification/verify-contracts';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

class UsageError extends Error {}

const isProvider = (name: string): name is BackstageProvider => (BACKSTAGE_PROVIDERS as readonly string[]).includes(name);
const isLogLevel = (name: string): name is LogLevel => (LOG_LEVELS as readonly string[]).includes(name);

const parseCommandLine = (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'provider-base-url': { type: 'string' },
      token: { type: 'string' },
      'fixtures-base-url': { type: 'string' },
      provider: { type: 'string', multiple: true },
      'skip-state': { type: 'string', multiple: true },
      'log-level': { type: 'string' },
    },
    strict: true,
  });
  const providers = values.provider ?? [...BACKSTAGE_PROVIDERS];
  const unknown = providers.filter((name) => !isProvider(name));
  if (unknown.length) throw new UsageError(`Unknown provider(s): ${unknown.join(', ')}. Known: ${BACKSTAGE_PROVIDERS.join(', ')}`);
  const logLevel = values['log-level'] ?? 'warn';
  if (!isLogLevel(logLevel)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
  const baseUrl = values['provider-base-url']?.replace(/\/+$/, '');
  const token = values.token ?? process.env.PORTICO_CONTRACTS_TOKEN;
  if (baseUrl && !token) throw new UsageError('--provider-base-url needs --token (or PORTICO_CONTRACTS_TOKEN): a user token the backend accepts');
  return {
    target:
      baseUrl && token
        ? { baseUrl, token, ...(values['fixtures-base-url'] ? { fixturesBaseUrl: values['fixtures-base-url'] } : {}) }
        : undefined,
    providers: providers.filter(isProvider),
    skipStates: (values['skip-state'] ?? []).map((state) => [state, 'skipped on the command line'] as const),
    logLevel,
  };
};

const main = async (): Promise<number> => {
  const args = parseCommandLine(process.argv.slice(2));
  const started = Date.now();
  const run = (backend: VerifyContractsOptions['backend'], skips: ReadonlyMap<string, string>) =>
    verifyContracts({ backend, providers: args.providers, skipStates: new Map([...skips, ...args.skipStates]), logLevel: args.logLevel });
  const results = args.target
    ? await run(args.target, new Map())
    : await withEmbeddedBackend((backend) => run(backend, embeddedBackendSkips()));
  console.log(`\n${describeResults(results)}\n\nContract verification took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return allPassed(results) ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
