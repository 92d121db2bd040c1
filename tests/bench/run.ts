// `npm run bench`: every benchmark, printed as a table beside its budget and written to
// tests/bench/results.json. Exits non-zero when a budget is missed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { failsRun, isHigherBetter, meetsBudget, type BenchRow } from './bench-row';
import { run as bundleSize } from './bundle-size.bench';
import { run as catalogCold, run100k as catalogCold100k } from './catalog-cold.bench';
import { run as catalogValidation } from './catalog-validation.bench';
import { run as k8sDetection } from './k8s-detection.bench';
import {
  run10k as catalogIndex10k,
  run100k as catalogIndex100k,
  run10kPg as catalogIndex10kPg,
  run100kPg as catalogIndex100kPg,
} from './catalog-index.bench';

const RESULTS_FILE = 'tests/bench/results.json';

/** A one-off suite (hours of seeding, or a PostgreSQL server) runs only when named: `npm run bench -- catalog-100k`. */
type Suite = { readonly name: string; readonly run: () => BenchRow[] | Promise<BenchRow[]>; readonly oneOff?: boolean };

const SUITES: Suite[] = [
  { name: 'bundle', run: bundleSize },
  { name: 'catalog-validation', run: catalogValidation },
  { name: 'k8s-detection', run: k8sDetection },
  { name: 'cli-validate', run: async () => (await import('./cli-validate.bench')).run() }, // portico validate vs a @backstage/catalog-model script, 1,000 files, whole processes
  { name: 'k8s-tab', run: async () => (await import('./k8s-tab.bench')).run() }, // kubernetes: 1,000 pods in Chromium
  { name: 'catalog-10k', run: catalogIndex10k }, { name: 'catalog-100k', run: catalogIndex100k, oneOff: true },
  // The same on a throwaway PostgreSQL (`backend.database`), with figures under their own suite names.
  { name: 'catalog-10k-pg', run: catalogIndex10kPg, oneOff: true }, { name: 'catalog-100k-pg', run: catalogIndex100kPg, oneOff: true },
  { name: 'catalog-cold-10k', run: catalogCold }, // a returning guest on a browser with an empty HTTP cache
  { name: 'catalog-cold-100k', run: catalogCold100k, oneOff: true },
  { name: 'entity-page', run: async () => (await import('./entity-page.bench')).run() }, // a click on a catalog row, 10,000 entities
  { name: 'catalog-graph', run: async () => (await import('./catalog-graph.bench')).run() }, // a graph of 500 entities and 1,500 relations
  { name: 'long-session', run: async () => (await import('./long-session.bench')).run() }, // 200 in-app navigations in one tab, the heap after
  { name: 'api-definition', run: async () => (await import('./api-definition.bench')).run() }, // a 200-operation OpenAPI definition, cold
  { name: 'static-serving', run: async () => (await import('./static-serving.bench')).run() }, // index.html and an asset under load
  // Side by side with a stock Backstage 1.55 app (its packages installed and built in .tmp/ the first time): ratios.
  { name: 'stock-catalog-10k', run: async () => (await import('./stock-catalog.bench')).run() }, // cold load, filter, entity page, JS bytes
  { name: 'stock-api-definition', run: async () => (await import('./stock-api-definition.bench')).run() }, // swagger-ui beside Portico's viewer, cold
  { name: 'backstage-plugin-page', run: async () => (await import('./backstage-plugin-page.bench')).run() }, // tech-radar's page hosted by Portico beside stock's, cold
];

const format = (value: number): string => (Number.isInteger(value) ? value.toLocaleString('en') : value.toFixed(1));

const main = async () => {
  const only = process.argv.slice(2);
  const results: (BenchRow & { suite: string; pass: boolean })[] = [];
  for (const suite of SUITES.filter((s) => (only.length === 0 ? !s.oneOff : only.includes(s.name)))) {
    for (const row of await suite.run()) results.push({ ...row, suite: suite.name, pass: meetsBudget(row) });
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`\nBenchmarks on ${machine}\n`);
  console.log('| figure | value | budget | |');
  console.log('|---|---:|---:|---|');
  for (const row of results) {
    const budget = `${isHigherBetter(row) ? '≥' : '≤'} ${format(row.budget)} ${row.unit}`;
    const verdict = row.pass ? 'ok' : row.indicative ? 'over (indicative)' : 'MISSED';
    console.log(`| ${row.name} | ${format(row.value)} ${row.unit} | ${budget} | ${verdict} |`);
  }
  // Suites not run this time keep their last figures, so one suite can be re-measured alone.
  const ran = new Set(results.map((row) => row.suite));
  const previous = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as { results?: typeof results }).results ?? [] : [];
  const merged = [...previous.filter((row) => !ran.has(row.suite)), ...results];
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ takenAt: new Date().toISOString(), machine, results: merged }, null, 2)}\n`);
  const missed = results.filter(failsRun);
  if (missed.length) {
    console.error(`\n${missed.length} budget(s) missed: ${missed.map((row) => row.name).join(', ')}`);
    process.exit(1);
  }
};

void main();
