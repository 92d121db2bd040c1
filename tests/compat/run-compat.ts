// npm run test:compat [-- options]: verifies Portico against another Backstage release line's backend.
//
// Installs the line's backend packages from the npm registry into a throwaway directory under the system's temp
// folder, starts the same embedded backend composition (config/dev-backend/embedded/backend.ts and its modules,
// copied there) against them, then
//   (a) replays Portico's pacts against it, as `npm test` does against the embedded backend (contracts/verify.ts), and
//   (b) runs a smoke test in Chromium: the portal's production build in front of that backend (sign in as guest,
//       catalog rows, an entity page, search, docs, the create page, the Kubernetes tab).
// Prints a summary; exits 1 when a contract or a smoke step failed, 2 for a usage error. Not part of `npm test`: the
// install alone takes a few minutes.
//
//   --line <1.54|1.55>       the release line (default: the one before the embedded backend's, 1.54); see release-lines.ts
//   --portal-dist <dir>      a production build of the portal to serve (default: build one into the throwaway directory)
//   --keep                   keep the throwaway directory (its path is printed)
//   --skip-contracts         only the smoke test
//   --skip-smoke             only the contracts
//   --json <file>            also write the results as JSON
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { embeddedBackendSkips, startEmbeddedTarget } from '../../contracts/verification/embedded-target';
import { allPassed, describeResults, verifyContracts, type ProviderVerification } from '../../contracts/verification/verify-contracts';
import { CURRENT_LINE, isReleaseLineName, PREVIOUS_LINE, RELEASE_LINES, type ReleaseLine, type ReleaseLineName } from './release-lines';
import { runSmoke, type SmokeStep } from './smoke';
import { prepareThrowawayBackend } from './throwaway-backend';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

class UsageError extends Error {}

const parseCommandLine = (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      line: { type: 'string' },
      'portal-dist': { type: 'string' },
      keep: { type: 'boolean' },
      'skip-contracts': { type: 'boolean' },
      'skip-smoke': { type: 'boolean' },
      json: { type: 'string' },
    },
    strict: true,
  });
  const line = values.line ?? PREVIOUS_LINE;
  if (!isReleaseLineName(line)) throw new UsageError(`Unknown release line ${line}. Known: ${Object.keys(RELEASE_LINES).join(', ')}`);
  return {
    line,
    portalDist: values['portal-dist'],
    keep: values.keep === true,
    contracts: values['skip-contracts'] !== true,
    smoke: values['skip-smoke'] !== true,
    json: values.json,
  };
};

const log = (line: string): void => console.log(`[compat] ${line}`);

/** Builds the portal into `outDir` the way the e2e setup does (vite build). */
const buildPortal = (outDir: string): string => {
  log(`building the portal into ${outDir}`);
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return outDir;
};

export interface CompatReport {
  readonly line: ReleaseLineName;
  readonly release: string;
  readonly current: boolean;
  readonly installed: Readonly<Record<string, string>>;
  readonly pinnedLibraries: Readonly<Record<string, string>>;
  readonly notes: readonly string[];
  readonly contracts?: readonly ProviderVerification[];
  readonly smoke?: readonly SmokeStep[];
  readonly error?: string;
}

const contractLines = (results: readonly ProviderVerification[]): string[] =>
  results.map((result) => {
    if (result.status === 'no-contract') return `  ${result.provider.padEnd(11)} no pact file`;
    const failed = result.status === 'failed' ? (result.failedInteractions?.length ?? 0) || 1 : 0;
    const counts = `${result.verified - failed} verified, ${failed} failed, ${result.skipped.length} skipped`;
    const failures = (result.failedInteractions ?? []).map((name) => `\n      failed: ${name}`).join('');
    return `  ${result.provider.padEnd(11)} ${counts}${failures}`;
  });

export const describeReport = (report: CompatReport): string => {
  const lines = [
    `Backstage ${report.release} (line ${report.line}${report.current ? ', the embedded backend\'s own' : ''})`,
    'Packages the backend ran with:',
    ...Object.entries(report.installed).map(([name, version]) => `  ${name} ${version}`),
    `Libraries pinned to the line besides: ${Object.keys(report.pinnedLibraries).length}`,
    ...report.notes.map((note) => `Note: ${note}`),
  ];
  if (report.error) lines.push(`Did not run to the end: ${report.error}`);
  if (report.contracts) lines.push('Contracts (interactions replayed against the backend):', ...contractLines(report.contracts));
  if (report.smoke) {
    lines.push('Smoke test in Chromium:', ...report.smoke.map((step) => `  ${step.passed ? 'pass' : 'FAIL'}  ${step.name}: ${step.detail}`));
  }
  return lines.join('\n');
};

const passed = (report: CompatReport): boolean =>
  !report.error && (!report.contracts || allPassed(report.contracts)) && (!report.smoke || report.smoke.every((step) => step.passed));

const runLine = async (line: ReleaseLine, name: ReleaseLineName, args: ReturnType<typeof parseCommandLine>): Promise<CompatReport> => {
  const backend = await prepareThrowawayBackend({ line, repoRoot, log });
  let report: CompatReport = {
    line: name,
    release: line.release,
    current: name === CURRENT_LINE,
    installed: backend.installed,
    pinnedLibraries: backend.pinnedLibraries,
    notes: line.notes,
  };
  try {
    const distDir = args.smoke ? (args.portalDist ? resolve(args.portalDist) : buildPortal(join(backend.root, 'portal-dist'))) : undefined;
    log(`starting the embedded backend on Backstage ${line.release}`);
    const target = await startEmbeddedTarget({ backendRoot: backend.root });
    try {
      if (args.contracts) {
        log('replaying the pacts');
        const contracts = await verifyContracts({ backend: target.backend, skipStates: embeddedBackendSkips() });
        log(`\n${describeResults(contracts)}`);
        report = { ...report, contracts };
      }
      if (distDir) {
        log('smoke test in Chromium');
        report = { ...report, smoke: await runSmoke({ repoRoot, backendUrl: target.backend.baseUrl, distDir, log }) };
      }
    } finally {
      await target.stop();
    }
  } catch (error) {
    report = { ...report, error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (args.keep) log(`kept ${backend.root}`);
    else await backend.remove();
  }
  return report;
};

const main = async (): Promise<number> => {
  const args = parseCommandLine(process.argv.slice(2));
  const started = Date.now();
  const report = await runLine(RELEASE_LINES[args.line], args.line, args);
  if (args.json) await writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${describeReport(report)}\n\nThe compatibility run took ${((Date.now() - started) / 60_000).toFixed(1)} minutes.`);
  return passed(report) ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
