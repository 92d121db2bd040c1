// npm run contracts:publish [-- options]: publishes Portico's pacts with the Backstage providers to a Pact Broker,
// with the Pact Foundation's own broker client (`pact-broker publish` of @pact-foundation/pact-cli).
//
//   The broker and its credentials: PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and
//   PACT_BROKER_PASSWORD), the variables every Pact tool reads.
//   --consumer-version <v>   default the git commit (PACT_CONSUMER_VERSION overrides); the pacts must be committed in it
//   --branch <b>             default the git branch (PACT_CONSUMER_BRANCH overrides; CI checkouts are often detached)
//   --build-url <url>        the CI build that published them (default PACT_BUILD_URL)
//   --pact-dir <dir>         where the pact files are (default contracts/pacts)
//
// The source-control hosts' pacts (github, azure-devops) stay out: nobody verifies them, and can-i-deploy would then
// wait for results that never come.
import './support/no-tracking';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { BACKSTAGE_PROVIDERS, PACT_DIR, pactFileOf } from './support/providers';

const run = promisify(execFile);

export class PublishError extends Error {}

export interface PublishOptions {
  readonly brokerBaseUrl: string;
  readonly consumerVersion: string;
  readonly branch: string;
  readonly buildUrl?: string;
  readonly pactFiles: readonly string[];
}

const git = async (args: readonly string[], cwd: string): Promise<string> => (await run('git', [...args], { cwd })).stdout.trim();

/**
 * The consumer version and branch from git: the commit checked out, and its branch. Refuses when the pact files
 * differ from that commit, since the broker would record pacts under a version that does not hold them.
 */
export const versionFromGit = async (cwd: string, pactDir: string): Promise<{ version: string; branch?: string }> => {
  let version: string;
  try {
    version = await git(['rev-parse', 'HEAD'], cwd);
  } catch {
    throw new PublishError('Not a git checkout: pass --consumer-version (and --branch)');
  }
  const changed = await git(['status', '--porcelain', '--', pactDir], cwd);
  if (changed) {
    throw new PublishError(
      `The pact files differ from commit ${version.slice(0, 12)}:\n${changed}\nCommit them first: the version published must be the commit that holds them.`,
    );
  }
  const branch = await git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd);
  return { version, ...(branch && branch !== 'HEAD' ? { branch } : {}) };
};

/** The options of `contracts:publish`, from its command line, the environment and git. */
export const publishOptionsOf = async (argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): Promise<PublishOptions> => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'consumer-version': { type: 'string' },
      branch: { type: 'string' },
      'build-url': { type: 'string' },
      'pact-dir': { type: 'string' },
    },
    strict: true,
  });
  const brokerBaseUrl = env.PACT_BROKER_BASE_URL;
  if (!brokerBaseUrl) throw new PublishError('Set PACT_BROKER_BASE_URL to the Pact Broker (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)');
  if (!env.PACT_BROKER_TOKEN && !env.PACT_BROKER_USERNAME) {
    throw new PublishError('Set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD: the broker takes pacts only from who may publish');
  }
  const pactDir = values['pact-dir'] ?? PACT_DIR;
  const explicitVersion = values['consumer-version'] ?? env.PACT_CONSUMER_VERSION;
  const fromGit = explicitVersion ? undefined : await versionFromGit(cwd, pactDir);
  const consumerVersion = explicitVersion ?? fromGit!.version;
  const branch = values.branch ?? env.PACT_CONSUMER_BRANCH ?? fromGit?.branch;
  if (!branch) throw new PublishError('No branch: the checkout is detached; pass --branch (or set PACT_CONSUMER_BRANCH)');
  const pactFiles = BACKSTAGE_PROVIDERS.map((provider) => pactFileOf(provider, pactDir)).filter((file) => existsSync(file));
  if (pactFiles.length === 0) throw new PublishError(`No pact files of the Backstage providers in ${pactDir}: run npm run contracts:pacts`);
  const buildUrl = values['build-url'] ?? env.PACT_BUILD_URL;
  return { brokerBaseUrl, consumerVersion, branch, ...(buildUrl ? { buildUrl } : {}), pactFiles };
};

/** The Pact Foundation's `pact-broker` command, as @pact-foundation/pact-cli installs it. */
export const pactBrokerCommand = (): string => {
  const cli = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/package.json');
  return join(dirname(cli), 'bin', 'pact-broker.js');
};

export const publishArguments = (options: PublishOptions): string[] => [
  'publish',
  ...options.pactFiles,
  '--broker-base-url',
  options.brokerBaseUrl,
  '--consumer-app-version',
  options.consumerVersion,
  '--branch',
  options.branch,
  ...(options.buildUrl ? ['--build-url', options.buildUrl] : []),
];

/** Runs `pact-broker publish`; answers its exit code. Credentials reach it through the environment only. */
export const publishPacts = (options: PublishOptions, env: NodeJS.ProcessEnv): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [pactBrokerCommand(), ...publishArguments(options)], { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

export const PUBLISH_USAGE = `Usage: npm run contracts:publish [-- options]

Publishes Portico's pacts with the Backstage providers to the Pact Broker named by PACT_BROKER_BASE_URL, with
PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).

  --consumer-version V   default the git commit (PACT_CONSUMER_VERSION overrides); the pacts must be committed in it
  --branch B             default the git branch (PACT_CONSUMER_BRANCH overrides)
  --build-url URL        the CI build that published them (default PACT_BUILD_URL)
  --pact-dir DIR         where the pact files are (default contracts/pacts)

Exit code: pact-broker's (0 when published), 2 for a usage error or missing variables.`;

const main = async (): Promise<number> => {
  if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
    console.log(PUBLISH_USAGE);
    return 0;
  }
  const options = await publishOptionsOf(process.argv.slice(2), process.env, process.cwd());
  console.log(
    `Publishing ${options.pactFiles.length} pact(s) of portico ${options.consumerVersion} (branch ${options.branch}) to ${options.brokerBaseUrl}`,
  );
  return publishPacts(options, process.env);
};

if (process.argv[1] && /contracts[/\\]publish\.ts$/.test(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof PublishError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1);
    },
  );
}
