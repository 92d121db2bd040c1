// The committed pact files must say what the consumer tests say today. Pact merges into existing files,
// so an interaction whose test was renamed or removed would otherwise stay and keep being verified.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKSTAGE_PROVIDERS, CONSUMER, CONSUMER_ONLY_PROVIDERS, PACT_DIR } from '../support/providers';
import { readPact } from '../verification/pact-file';

const CONTRACTS_DIR = join(PACT_DIR, '..');
const KNOWN_PROVIDERS: readonly string[] = [...BACKSTAGE_PROVIDERS, ...CONSUMER_ONLY_PROVIDERS];

const pactFiles = async (): Promise<string[]> => (await readdir(PACT_DIR)).filter((name) => name.endsWith('.json'));

/** The TypeScript sources of one provider's consumer tests (contracts/<provider>/). */
const sourcesOf = async (provider: string): Promise<string> => {
  const dir = join(CONTRACTS_DIR, provider);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.ts'));
  return (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
};

describe('committed pact files', () => {
  it('are between portico and a known provider, named as Pact names them', async () => {
    for (const file of await pactFiles()) {
      const pact = await readPact(join(PACT_DIR, file));
      expect(pact.consumer.name).toBe(CONSUMER);
      expect(KNOWN_PROVIDERS).toContain(pact.provider.name);
      expect(file).toBe(`${CONSUMER}-${pact.provider.name}.json`);
    }
  });

  it('hold only interactions that a consumer test still declares', async () => {
    const stale: string[] = [];
    for (const file of await pactFiles()) {
      const pact = await readPact(join(PACT_DIR, file));
      const sources = await sourcesOf(pact.provider.name);
      for (const interaction of pact.interactions) {
        if (!sources.includes(`'${interaction.description}'`)) stale.push(`${file}: ${interaction.description}`);
      }
    }
    // Fix: npm run contracts:pacts (rewrites contracts/pacts from the consumer tests), then commit.
    expect(stale).toEqual([]);
  });
});
