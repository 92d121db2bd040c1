// Reading a pact file and leaving out the interactions whose provider state the target backend cannot
// be put into. Verification always runs on such a copy, never on the committed file itself.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export interface PactInteraction {
  readonly description: string;
  readonly providerStates?: ReadonlyArray<{ readonly name: string }>;
  readonly [key: string]: unknown;
}

export interface PactDocument {
  readonly consumer: { readonly name: string };
  readonly provider: { readonly name: string };
  readonly interactions: readonly PactInteraction[];
  readonly [key: string]: unknown;
}

export interface SkippedInteraction {
  readonly description: string;
  readonly state: string;
  readonly reason: string;
}

export interface FilteredPact {
  readonly pact: PactDocument;
  readonly skipped: readonly SkippedInteraction[];
}

const isPactDocument = (value: unknown): value is PactDocument => {
  if (typeof value !== 'object' || value === null) return false;
  const { consumer, provider, interactions } = value as Record<string, unknown>;
  return typeof consumer === 'object' && consumer !== null && typeof provider === 'object' && provider !== null && Array.isArray(interactions);
};

export const parsePact = (text: string, source: string): PactDocument => {
  const value: unknown = JSON.parse(text);
  if (!isPactDocument(value)) throw new Error(`${source} is not a pact file (consumer, provider and interactions expected)`);
  return value;
};

/**
 * Reads a pact file. Consumer tests may be rewriting it in a parallel Jest worker (Pact merges into the
 * file on every passing test), so a half-written file is read again after a short pause.
 */
export const readPact = async (file: string, attempts = 10, pauseMs = 200): Promise<PactDocument> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return parsePact(await readFile(file, 'utf8'), file);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof SyntaxError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
};

/** Leaves out every interaction that needs one of the given states; says which and why. */
export const withoutStates = (pact: PactDocument, skip: ReadonlyMap<string, string>): FilteredPact => {
  const skipped: SkippedInteraction[] = [];
  const interactions = pact.interactions.filter((interaction) => {
    const blocking = (interaction.providerStates ?? []).find((state) => skip.has(state.name));
    if (!blocking) return true;
    skipped.push({ description: interaction.description, state: blocking.name, reason: skip.get(blocking.name)! });
    return false;
  });
  return { pact: { ...pact, interactions }, skipped };
};

/** Writes the pact into a fresh temporary directory and returns the file's path. */
export const writeTemporaryPact = async (pact: PactDocument, sourceFile: string): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pact-'));
  const file = join(dir, basename(sourceFile));
  await writeFile(file, JSON.stringify(pact, null, 2));
  return file;
};
