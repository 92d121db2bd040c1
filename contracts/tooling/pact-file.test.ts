// The verification tooling's own logic: leaving out interactions by provider state, reading pact files
// that may be half-written, summarising verifier failures and swapping the recorded token.
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePact, readPact, withoutStates, type PactDocument, type PactInteraction } from '../verification/pact-file';
import { replaceToken, summariseFailure } from '../verification/verify-contracts';

const interaction = (description: string, ...states: string[]): PactInteraction => ({
  description,
  providerStates: states.map((name) => ({ name })),
});

const pactOf = (...interactions: PactInteraction[]): PactDocument => ({
  consumer: { name: 'portico' },
  provider: { name: 'permission' },
  interactions,
});

describe('withoutStates', () => {
  it.each([
    { title: 'keeps everything when nothing is skipped', skip: [], kept: ['a', 'b', 'c'], skipped: [] },
    { title: 'leaves out interactions needing a skipped state', skip: ['s1'], kept: ['b', 'c'], skipped: ['a'] },
    { title: 'leaves out an interaction when any one of its states is skipped', skip: ['s3'], kept: ['a', 'b'], skipped: ['c'] },
    { title: 'keeps interactions without states', skip: ['s1', 's2', 's3'], kept: ['b'], skipped: ['a', 'c'] },
  ])('$title', ({ skip, kept, skipped }) => {
    const pact = pactOf(interaction('a', 's1'), interaction('b'), interaction('c', 's2', 's3'));
    const result = withoutStates(pact, new Map(skip.map((state) => [state, `reason for ${state}`])));

    expect(result.pact.interactions.map((each) => each.description)).toEqual(kept);
    expect(result.skipped.map((each) => each.description)).toEqual(skipped);
    for (const each of result.skipped) expect(each.reason).toBe(`reason for ${each.state}`);
  });

  it('splits the interactions: each kept or skipped, once, in order, kept ones free of skipped states', () => {
    const stateName = fc.constantFrom('s1', 's2', 's3', 's4');
    const interactions = fc.array(
      fc.record({ description: fc.string(), states: fc.array(stateName, { maxLength: 3 }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(interactions, fc.subarray(['s1', 's2', 's3', 's4']), (items, skip) => {
        const pact = pactOf(...items.map((item) => interaction(item.description, ...item.states)));
        const skipMap = new Map(skip.map((state) => [state, 'why']));
        const result = withoutStates(pact, skipMap);

        expect(result.pact.interactions.length + result.skipped.length).toBe(items.length);
        for (const kept of result.pact.interactions) {
          expect((kept.providerStates ?? []).some((state) => skipMap.has(state.name))).toBe(false);
        }
        for (const left of result.skipped) expect(skipMap.has(left.state)).toBe(true);
        expect(result.pact.interactions).toEqual(pact.interactions.filter((each) => result.pact.interactions.includes(each)));
      }),
    );
  });
});

describe('parsePact', () => {
  it.each([['[]'], ['{}'], ['{"consumer":{"name":"p"},"provider":{"name":"q"}}'], ['null'], ['"text"']])(
    'refuses %s',
    (text) => {
      expect(() => parsePact(text, 'x.json')).toThrow('x.json is not a pact file');
    },
  );

  it('reads any document with consumer, provider and interactions', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string(), { maxLength: 5 }), (consumer, provider, descriptions) => {
        const pact = pactOf(...descriptions.map((description) => interaction(description)));
        const document = { ...pact, consumer: { name: consumer }, provider: { name: provider } };
        expect(parsePact(JSON.stringify(document), 'x.json')).toEqual(document);
      }),
    );
  });
});

describe('readPact', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-read-pact-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a file again while it is half-written', async () => {
    const file = join(dir, 'portico-permission.json');
    const complete = JSON.stringify(pactOf(interaction('a', 's1')));
    await writeFile(file, complete.slice(0, 20));
    // The writer finishes the file while the reader pauses after reading it half-written.
    const pauseMs = 31;
    const realSetTimeout = globalThis.setTimeout;
    let pauses = 0;
    const pausing = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      if (ms === pauseMs) {
        pauses += 1;
        writeFileSync(file, complete);
      }
      return realSetTimeout(callback, ms);
    }) as typeof setTimeout);
    try {
      await expect(readPact(file, 10, pauseMs)).resolves.toEqual(pactOf(interaction('a', 's1')));
      expect(pauses).toBe(1);
    } finally {
      pausing.mockRestore();
    }
  });

  it('gives up on a file that stays broken', async () => {
    const file = join(dir, 'portico-permission.json');
    await writeFile(file, '{"consumer":');

    await expect(readPact(file, 3, 5)).rejects.toThrow(SyntaxError);
  });
});

describe('summariseFailure', () => {
  it('keeps the failing interactions and their mismatches from the verifier report', () => {
    const report = JSON.stringify({
      errors: [
        {
          interaction: 'Verifying a pact between portico and permission - an authorize request',
          mismatch: { mismatches: [{ mismatch: "$.items[0].result -> Expected 'DENY' to be equal to 'ALLOW'" }] },
        },
      ],
      output: ['lots of text'],
    });

    expect(summariseFailure(new Error(report))).toBe(
      "Verifying a pact between portico and permission - an authorize request: $.items[0].result -> Expected 'DENY' to be equal to 'ALLOW'",
    );
  });

  it('passes other errors through', () => {
    expect(summariseFailure(new Error('Verification was unable to run'))).toBe('Verification was unable to run');
  });
});

describe('replaceToken', () => {
  const run = (headers: Record<string, string>) => {
    const request = { headers: { ...headers } } as unknown as IncomingMessage;
    const next = jest.fn();
    replaceToken('real-token')(request, {} as ServerResponse, next);
    expect(next).toHaveBeenCalledTimes(1);
    return request.headers;
  };

  it('swaps the recorded token for a real one', () => {
    expect(run({ authorization: 'Bearer recorded' }).authorization).toBe('Bearer real-token');
  });

  it('adds none to a request that carried none (the auth calls)', () => {
    expect(run({ 'x-requested-with': 'XMLHttpRequest' })).toEqual({ 'x-requested-with': 'XMLHttpRequest' });
  });
});
