// What docs/contracts.md tells a backend team about a stock Backstage backend holds: the config on the page is the
// file the contract test's backend loads (contracts/verify.test.ts runs every pact against it), the page names what
// every provider state needs, the template runs on a stock scaffolder, and the search collator indexes in time.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { load } from 'js-yaml';
import { ALL_PROVIDER_STATES } from '../support/provider-states';
import { DOCUMENTED_BACKEND_CONFIG, documentedConfigVariables } from '../verification/embedded-target';
import { FIXTURES_DIR } from '../verification/fixture-server';
import { STOCK_ENTRY } from '../verification/stock-backend-composition';
import { STATE_HANDLER_TIMEOUT_MS } from '../verification/timeouts';

const ROOT = resolve(__dirname, '../..');
const DOC = join(ROOT, 'docs/contracts.md');
const START = '<!-- contracts/fixtures/backend/app-config.yaml:';
const END = '<!-- end of contracts/fixtures/backend/app-config.yaml -->';

/** Scaffolder actions every stock Backstage scaffolder has, among them those the template may use. */
const STOCK_ACTIONS = ['fetch:template', 'fetch:plain', 'debug:log', 'catalog:write'];

const documentedCopy = (doc: string): string => {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect({ start: start >= 0, end: end > start }).toEqual({ start: true, end: true });
  const block = doc.slice(doc.indexOf('\n', start) + 1, end);
  expect(block.startsWith('```yaml\n') && block.endsWith('```\n')).toBe(true);
  return block.slice('```yaml\n'.length, -'```\n'.length);
};

describe("the stock backend's config in docs/contracts.md", () => {
  it('is the file the contract test starts its backend with, character for character', async () => {
    const [doc, file] = await Promise.all([readFile(DOC, 'utf8'), readFile(DOCUMENTED_BACKEND_CONFIG, 'utf8')]);
    expect(documentedCopy(doc)).toBe(file);
  });

  it('goes with the stock composition contracts/tooling/stock-backend.ts runs, character for character', async () => {
    const doc = await readFile(DOC, 'utf8');
    const start = doc.indexOf('<!-- contracts/verification/stock-backend-composition.ts (STOCK_ENTRY)');
    const end = doc.indexOf('<!-- end of STOCK_ENTRY -->');
    expect({ start: start >= 0, end: end > start }).toEqual({ start: true, end: true });
    expect(doc.slice(doc.indexOf('\n', start) + 1, end)).toBe(`\`\`\`js\n${STOCK_ENTRY}\`\`\`\n`);
    for (const module of ['@backstage/plugin-app-backend', '@backstage/plugin-catalog-backend-module-scaffolder-entity-model', '@backstage/plugin-search-backend-module-catalog']) {
      expect(STOCK_ENTRY).toContain(`import('${module}')`);
    }
  });

  it('reads only the variables the page explains and the contract test sets', async () => {
    const [doc, file] = await Promise.all([readFile(DOC, 'utf8'), readFile(DOCUMENTED_BACKEND_CONFIG, 'utf8')]);
    const used = [...new Set([...file.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!))].sort();
    expect(used).toEqual(Object.keys(documentedConfigVariables(ROOT, '127.0.0.1:1')).sort());
    for (const name of used) expect(doc.slice(0, doc.indexOf(START))).toContain(name);
  });

  it('runs the catalog collator early enough for the search states', async () => {
    const config = load(await readFile(DOCUMENTED_BACKEND_CONFIG, 'utf8')) as {
      search: { collators: { catalog: { schedule: { initialDelay: { seconds: number }; frequency: { seconds: number } } } } };
    };
    const { initialDelay, frequency } = config.search.collators.catalog.schedule;
    expect(initialDelay.seconds * 1000).toBeLessThan(STATE_HANDLER_TIMEOUT_MS);
    expect(frequency.seconds).toBeLessThanOrEqual(60);
  });

  it('registers a template that uses only actions a stock scaffolder has', async () => {
    const template = load(await readFile(join(FIXTURES_DIR, 'templates/create-node-service/template.yaml'), 'utf8')) as {
      metadata: { name: string };
      spec: { steps: Array<{ action: string }> };
    };
    expect(template.metadata.name).toBe('create-node-service');
    expect(template.spec.steps.map((step) => step.action).filter((action) => !STOCK_ACTIONS.includes(action))).toEqual([]);
    expect(await readFile(DOCUMENTED_BACKEND_CONFIG, 'utf8')).toContain('${PORTICO_CONTRACTS_FIXTURES}/templates/create-node-service/template.yaml');
  });
});

describe('what each provider state needs, in docs/contracts.md', () => {
  it('has a row for every provider state', async () => {
    const doc = await readFile(DOC, 'utf8');
    const missing = ALL_PROVIDER_STATES.map((state) => state.name).filter((name) => !doc.includes(`\n| ${name} |`));
    expect(missing).toEqual([]);
  });

  it('names the Template kind module, the template action a stock scaffolder lacks, and the collator schedule', async () => {
    const doc = await readFile(DOC, 'utf8');
    expect(doc).toContain('@backstage/plugin-catalog-backend-module-scaffolder-entity-model');
    expect(doc).toContain('`portico:catalog:register`');
    expect(doc).toContain('search collator');
  });
});
