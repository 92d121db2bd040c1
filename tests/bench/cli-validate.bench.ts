// What a CI job pays to check a catalog: `portico validate` from the built package, as a whole process (Node's
// start, loading the command, finding and reading the files, parsing and validating), on 1,000 distinct
// catalog-info.yaml files, beside a script that does the same with @backstage/catalog-model (the catalog
// backend's entity policies and kind validators, YAML parsed by the same `yaml` package), also as a whole
// process. Rounds alternate the two (and which goes first), so a busy machine slows both alike; each figure is
// the median of the rounds and the ratio the median of each round's ratio. A last row times the glob pattern
// `*a*a*a*a*a*ab` against a long file name, which a backtracking matcher takes hours on.
// Run alone with `npx tsx tests/bench/cli-validate.bench.ts`; `run()` is used by `npm run bench -- cli-validate`.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildPackage } from '../../config/package/build-package';
import { median, type BenchRow } from './bench-row';

const FILE_COUNT = 1000;
const ROUNDS = 9;
/** Inside the repository (git-ignored), so the reference script resolves @backstage/catalog-model from node_modules. */
const WORK_DIR = resolve('.tmp/bench-cli-validate');
const PATTERN = 'catalog/**/catalog-info.yaml';

/** A distinct, typical catalog-info.yaml: a component, or one in five an API, with tags, labels, annotations and links. */
const catalogInfo = (i: number): string => {
  const api = i % 5 === 0;
  return `apiVersion: backstage.io/v1alpha1
kind: ${api ? 'API' : 'Component'}
metadata:
  name: service-${i}
  namespace: ${i % 3 === 0 ? 'default' : `team-${i % 7}`}
  title: Service number ${i}
  description: Handles payments for the shop and talks to the ledger.
  tags: [java, tier-${i % 4}, payments]
  labels:
    example.com/cost-center: cc${i % 10}
  annotations:
    backstage.io/source-location: url:https://github.com/acme/service-${i}/tree/main/
    github.com/project-slug: acme/service-${i}
  links:
    - url: https://dashboards.example.com/service-${i}
      title: Dashboard
      icon: dashboard
spec:
  type: ${api ? 'openapi' : 'service'}
  lifecycle: production
  owner: group:default/team-${i % 7}
  system: payments
${api ? '  definition: "openapi: 3.0.0"\n' : `  providesApis: [payments-api-${i}]\n  dependsOn: [resource:default/db-${i}]\n`}`;
};

/**
 * The same work with @backstage/catalog-model: find the files, parse every YAML document, run what the catalog
 * runs on an entity (its entity policies, in the catalog backend's order, then the validator of the entity's
 * kind), print a line per invalid entity and a summary, exit 1 when one is invalid. It reads as the command does
 * (synchronously, the fastest way to read many small files), so the two differ only in what they run on the text.
 */
const REFERENCE_SCRIPT = `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  apiEntityV1alpha1Validator, componentEntityV1alpha1Validator, domainEntityV1alpha1Validator, groupEntityV1alpha1Validator,
  locationEntityV1alpha1Validator, resourceEntityV1alpha1Validator, systemEntityV1alpha1Validator, userEntityV1alpha1Validator,
  DefaultNamespaceEntityPolicy, EntityPolicies, FieldFormatEntityPolicy, NoForeignRootFieldsEntityPolicy, SchemaValidEntityPolicy,
} from '@backstage/catalog-model';

const policy = EntityPolicies.allOf([
  new SchemaValidEntityPolicy(),
  new DefaultNamespaceEntityPolicy(),
  new NoForeignRootFieldsEntityPolicy(['apiVersion', 'kind', 'metadata', 'spec', 'relations', 'status']),
  new FieldFormatEntityPolicy(),
]);
const validators = [apiEntityV1alpha1Validator, componentEntityV1alpha1Validator, domainEntityV1alpha1Validator, groupEntityV1alpha1Validator,
  locationEntityV1alpha1Validator, resourceEntityV1alpha1Validator, systemEntityV1alpha1Validator, userEntityV1alpha1Validator];

const root = process.argv[2];
const files = readdirSync(root, { recursive: true }).filter((f) => f.endsWith('catalog-info.yaml')).map((f) => join(root, f)).sort();
let entities = 0;
let invalid = 0;
for (const file of files) {
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const value = doc.toJS();
    if (value == null) continue;
    entities++;
    try {
      const entity = await policy.enforce(value);
      let known = false;
      for (const validator of validators) if (await validator.check(entity)) known = true;
      if (!known) throw new Error('unknown kind ' + entity.kind);
    } catch (error) {
      invalid++;
      console.log(file + ': ' + error.message);
    }
  }
}
console.error(entities + ' entities in ' + files.length + ' files: ' + (invalid ? invalid + ' invalid' : 'all valid'));
process.exitCode = invalid ? 1 : 0;
`;

interface Ran {
  readonly ms: number;
  readonly code: number | null;
  readonly stderr: string;
}

/** Wall time of one whole process, from spawn to exit. */
const timeProcess = (args: readonly string[], cwd: string): Promise<Ran> =>
  new Promise((resolveRun, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ ms: performance.now() - start, code, stderr }));
  });

const expectAllValid = (who: string, ran: Ran): void => {
  if (ran.code !== 0 || !ran.stderr.includes(`${FILE_COUNT} entities in ${FILE_COUNT} files: all valid`)) {
    throw new Error(`${who} did not find ${FILE_COUNT} valid entities (exit ${ran.code}): ${ran.stderr}`);
  }
};

export const run = async (): Promise<BenchRow[]> => {
  const packageDir = await buildPackage();
  const bin = join(packageDir, 'bin', 'portico.js');
  await rm(WORK_DIR, { recursive: true, force: true });
  for (let i = 0; i < FILE_COUNT; i++) {
    await mkdir(join(WORK_DIR, 'catalog', `service-${i}`), { recursive: true });
    await writeFile(join(WORK_DIR, 'catalog', `service-${i}`, 'catalog-info.yaml'), catalogInfo(i));
  }
  await writeFile(join(WORK_DIR, 'reference.mjs'), REFERENCE_SCRIPT);
  const ours = () => timeProcess([bin, 'validate', PATTERN], WORK_DIR);
  const theirs = () => timeProcess(['reference.mjs', 'catalog'], WORK_DIR);

  // A first run of each warms the file cache and checks that both find every entity valid.
  expectAllValid('portico validate', await ours());
  expectAllValid('the @backstage/catalog-model script', await theirs());

  const loadBefore = loadavg()[0] ?? 0;
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let mine: Ran;
    let reference: Ran;
    if (round % 2 === 0) {
      mine = await ours();
      reference = await theirs();
    } else {
      reference = await theirs();
      mine = await ours();
    }
    expectAllValid('portico validate', mine);
    expectAllValid('the @backstage/catalog-model script', reference);
    oursMs.push(mine.ms);
    theirsMs.push(reference.ms);
    ratios.push(reference.ms / mine.ms);
  }
  const loadAfter = loadavg()[0] ?? 0;

  // The many-star pattern: the process ends once the matcher has answered for every name in the folder.
  const longName = `${'a'.repeat(200)}.yaml`;
  await writeFile(join(WORK_DIR, longName), catalogInfo(0));
  const starTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    const ran = await timeProcess([bin, 'validate', '*a*a*a*a*a*ab'], WORK_DIR);
    if (ran.code !== 2) throw new Error(`the many-star pattern should match nothing (exit ${ran.code}): ${ran.stderr}`);
    starTimes.push(ran.ms);
  }
  await rm(WORK_DIR, { recursive: true, force: true });

  const load = `load ${loadBefore.toFixed(1)}–${loadAfter.toFixed(1)}`;
  return [
    { name: `cli: portico validate, ${FILE_COUNT.toLocaleString('en')} files, whole process (median of ${ROUNDS}, ${load})`, value: Math.round(median(oursMs)), unit: 'ms', budget: 3000 },
    {
      name: `cli: @backstage/catalog-model script, same files, whole process (reference, ${load})`,
      value: Math.round(median(theirsMs)),
      unit: 'ms',
      // A reference, not a budget: only its ratio to ours is judged.
      budget: 600_000,
    },
    { name: 'cli: portico validate vs @backstage/catalog-model script, whole process', value: Math.round(median(ratios) * 100) / 100, unit: '×', budget: 1, higherIsBetter: true },
    { name: "cli: portico validate '*a*a*a*a*a*ab' beside a 200-character file name, whole process", value: Math.round(median(starTimes)), unit: 'ms', budget: 1000 },
  ];
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const row of await run()) console.log(`${row.name}: ${row.value.toLocaleString('en-US')} ${row.unit} (budget ${row.budget.toLocaleString('en-US')})`);
}
