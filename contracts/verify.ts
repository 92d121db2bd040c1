// npm run contracts:verify [-- options]: verifies Portico's pacts against a real Backstage backend.
//
//   (no --provider-base-url)   start the embedded Backstage backend and verify everything against it (it is
//                              throwaway: destructive interactions run, and it brings back the pods they delete)
//   --provider-base-url <url>  verify against a running backend instead: the same command as the portico-contracts
//                              package's `portico-contracts verify` (see contracts/cli/portico-contracts.ts for its
//                              options: --token, --provider, --skip-state, --allow-destructive, --junit, broker options…)
//
// Exit code 0 when something was verified and nothing failed, 1 when an interaction failed or nothing was verified, 2 for
// a usage error; --help prints the options.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runPorticoContractsProgram, USAGE } from './cli/portico-contracts';
import { BACKSTAGE_PROVIDERS, type BackstageProvider } from './support/providers';
import { embeddedBackendSkips, withEmbeddedBackend } from './verification/embedded-target';
import { allPassed, describeResults, verifyContracts } from './verification/verify-contracts';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const isProvider = (name: string): name is BackstageProvider => (BACKSTAGE_PROVIDERS as readonly string[]).includes(name);
const isLogLevel = (name: string): name is LogLevel => (LOG_LEVELS as readonly string[]).includes(name);

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const EMBEDDED_USAGE = `Usage: npm run contracts:verify [-- options]

Without --provider-base-url: starts the embedded Backstage backend and verifies Portico's pacts against it.
  --provider P      only this provider (repeatable): ${BACKSTAGE_PROVIDERS.join(', ')}
  --skip-state S    leave out the interactions needing this provider state (repeatable)
  --log-level L     trace, debug, info, warn (default) or error

With --provider-base-url: the same command as \`portico-contracts verify\`:

${USAGE}`;

/** Against the embedded backend: every provider (or those named), its known limits skipped. */
const verifyEmbedded = async (argv: readonly string[]): Promise<number> => {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) {
    console.log(EMBEDDED_USAGE);
    return 0;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        provider: { type: 'string', multiple: true },
        'skip-state': { type: 'string', multiple: true },
        'log-level': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\nRun npm run contracts:verify -- --help for the options.`);
    return 2;
  }
  const providers = values.provider ?? [...BACKSTAGE_PROVIDERS];
  const unknown = providers.filter((name) => !isProvider(name));
  const logLevel = values['log-level'] ?? 'warn';
  if (unknown.length || !isLogLevel(logLevel)) {
    console.error(unknown.length ? `Unknown provider(s): ${unknown.join(', ')}. Known: ${BACKSTAGE_PROVIDERS.join(', ')}` : `--log-level must be one of ${LOG_LEVELS.join(', ')}`);
    return 2;
  }
  const started = Date.now();
  const skipStates = new Map([...embeddedBackendSkips(), ...(values['skip-state'] ?? []).map((state) => [state, 'skipped on the command line'] as const)]);
  const results = await withEmbeddedBackend((backend) => verifyContracts({ backend, providers: providers.filter(isProvider), skipStates, logLevel }));
  console.log(`\n${describeResults(results)}\n\nContract verification took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (results.every((result) => result.status === 'no-contract' || result.verified === 0)) {
    console.error('Nothing was verified: every interaction was not applicable or skipped.');
    return 1;
  }
  return allPassed(results) ? 0 : 1;
};

const main = async (argv: readonly string[]): Promise<number> =>
  argv.some((arg) => arg === '--provider-base-url' || arg.startsWith('--provider-base-url='))
    ? runPorticoContractsProgram(['verify', ...argv], { entry: fileURLToPath(import.meta.url), entryArgv: argv }, { version })
    : verifyEmbedded(argv);

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
