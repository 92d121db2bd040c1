// What a verification run tells people and CI: a table per provider (verified / not applicable / skipped / failed),
// the reasons behind every interaction that was not verified, and JUnit XML with one test case per interaction.
import type { InteractionFailure, PactVerification, ProviderVerification } from './verify-contracts';

export type InteractionStatus = 'verified' | 'not applicable' | 'skipped' | 'failed';

export interface InteractionOutcome {
  readonly description: string;
  readonly status: InteractionStatus;
  /** Why it was not applicable or skipped, or how it failed. */
  readonly detail?: string;
  /** Its failure does not fail the run (a pending pact). */
  readonly pending?: boolean;
  /** How long its replay took, provider states included (replayed interactions only). */
  readonly durationMs?: number;
}

/** Every interaction of the pact, in the pact's order, with what became of it. */
export const outcomesOf = (verification: PactVerification): InteractionOutcome[] => {
  const failures = new Map<string, InteractionFailure>(verification.failed.map((failure) => [failure.description, failure]));
  const passed = new Set(verification.passed);
  const notApplicable = new Map(verification.plan.notApplicable.map((each) => [each.description, each.reason]));
  const skipped = new Map(verification.plan.skipped.map((each) => [each.description, each.reason]));
  return verification.pact.interactions.map(({ description }): InteractionOutcome => {
    const failure = failures.get(description);
    const durationMs = verification.durations?.[description];
    const timed = durationMs !== undefined ? { durationMs } : {};
    if (failure) return { description, status: 'failed', detail: failure.mismatch, ...(verification.pending ? { pending: true } : {}), ...timed };
    if (passed.has(description)) return { description, status: 'verified', ...timed };
    if (notApplicable.has(description)) return { description, status: 'not applicable', detail: notApplicable.get(description)! };
    if (skipped.has(description)) return { description, status: 'skipped', detail: skipped.get(description)! };
    return { description, status: 'failed', detail: verification.error ?? 'not verified' };
  });
};

export interface ProviderCounts {
  readonly verified: number;
  readonly notApplicable: number;
  readonly skipped: number;
  readonly failed: number;
}

export const countsOf = (result: ProviderVerification): ProviderCounts => {
  if (result.status === 'no-contract') return { verified: 0, notApplicable: 0, skipped: 0, failed: 0 };
  const outcomes = result.pacts.flatMap(outcomesOf);
  const count = (status: InteractionStatus) => outcomes.filter((outcome) => outcome.status === status).length;
  return { verified: count('verified'), notApplicable: count('not applicable'), skipped: count('skipped'), failed: count('failed') };
};

const COLUMNS = ['verified', 'not applicable', 'skipped', 'failed'] as const;

/** The table: one row per provider and a total, columns verified / not applicable / skipped / failed. */
export const summaryTable = (results: readonly ProviderVerification[]): string => {
  const rows = results.map((result) => {
    const counts = countsOf(result);
    return { name: result.provider, cells: result.status === 'no-contract' ? null : [counts.verified, counts.notApplicable, counts.skipped, counts.failed] };
  });
  const totals = COLUMNS.map((_, index) => rows.reduce((sum, row) => sum + (row.cells?.[index] ?? 0), 0));
  const nameWidth = Math.max('provider'.length, 'total'.length, ...rows.map((row) => row.name.length));
  const line = (name: string, cells: readonly (string | number)[]) =>
    [name.padEnd(nameWidth), ...cells.map((cell, index) => String(cell).padStart(COLUMNS[index]!.length))].join('  ').trimEnd();
  return [
    line('provider', COLUMNS),
    ...rows.map((row) => (row.cells ? line(row.name, row.cells) : `${row.name.padEnd(nameWidth)}  no pact`)),
    line('total', totals),
  ].join('\n');
};

/** The interactions that were not verified, grouped by what became of them, each with its reason. */
export const detailLines = (results: readonly ProviderVerification[]): string[] => {
  const withOutcomes = results.flatMap((result) =>
    result.status === 'no-contract'
      ? []
      : result.pacts.flatMap((pact) =>
          outcomesOf(pact).map((outcome) => ({ provider: result.provider, from: result.pacts.length > 1 ? pact.description : undefined, outcome })),
        ),
  );
  const section = (title: string, status: InteractionStatus) => {
    const entries = withOutcomes.filter((each) => each.outcome.status === status);
    if (entries.length === 0) return [];
    return [
      '',
      title,
      ...entries.map(
        ({ provider, from, outcome }) =>
          `  ${provider}: "${outcome.description}"${from ? ` [${from}]` : ''}${outcome.pending ? ' (pending pact: does not fail the run)' : ''}\n      ${outcome.detail ?? ''}`,
      ),
    ];
  };
  return [
    ...section('Not applicable here (the backend lacks what these need):', 'not applicable'),
    ...section('Skipped:', 'skipped'),
    ...section('Failed:', 'failed'),
  ];
};

const escapeXml = (text: string): string =>
  // Characters XML 1.0 does not allow are dropped; the five special ones are escaped.
  // eslint-disable-next-line no-control-regex -- removes control characters on purpose
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Seconds as JUnit's time attributes hold them. */
const seconds = (ms: number | undefined): string => ((ms ?? 0) / 1000).toFixed(3);

/**
 * JUnit XML: a test suite per provider, a test case per interaction (with the time its replay took, provider states
 * included); not applicable and skipped ones are skipped cases. A failed case's message is the failure itself: the
 * mismatch, or the message of the provider state's handler that could not set it up.
 */
export const junitXml = (results: readonly ProviderVerification[]): string => {
  const suites = results.flatMap((result) => {
    if (result.status === 'no-contract') return [];
    const cases = result.pacts.flatMap((pact) =>
      outcomesOf(pact).map((outcome) => ({ name: result.pacts.length > 1 ? `${outcome.description} [${pact.description}]` : outcome.description, outcome })),
    );
    const failures = cases.filter(({ outcome }) => outcome.status === 'failed' && !outcome.pending).length;
    const skipped = cases.filter(({ outcome }) => outcome.status === 'not applicable' || outcome.status === 'skipped' || outcome.pending).length;
    const body = cases.map(({ name, outcome }) => {
      const open = `    <testcase classname="portico-contracts.${escapeXml(result.provider)}" name="${escapeXml(name)}" time="${seconds(outcome.durationMs)}"`;
      switch (outcome.status) {
        case 'verified':
          return `${open}/>`;
        case 'failed':
          return outcome.pending
            ? `${open}>\n      <skipped message="${escapeXml(`failed in a pending pact: ${outcome.detail ?? ''}`)}"/>\n    </testcase>`
            : `${open}>\n      <failure message="${escapeXml(outcome.detail ?? 'failed')}">${escapeXml(outcome.detail ?? '')}</failure>\n    </testcase>`;
        default:
          return `${open}>\n      <skipped message="${escapeXml(`${outcome.status}: ${outcome.detail ?? ''}`)}"/>\n    </testcase>`;
      }
    });
    const time = seconds(cases.reduce((sum, { outcome }) => sum + (outcome.durationMs ?? 0), 0));
    return [
      `  <testsuite name="${escapeXml(result.provider)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}">`,
      ...body,
      '  </testsuite>',
    ];
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites name="portico-contracts">', ...suites, '</testsuites>', ''].join('\n');
};
