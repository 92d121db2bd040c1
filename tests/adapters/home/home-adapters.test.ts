import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { BUNDLED_JOKES, BundledJokeSource } from '../../../adapters/home/bundled-jokes';
import { HomeSettingsFromConfig } from '../../../adapters/home/home-settings.config-adapter';
import { JokeApiHttpAdapter } from '../../../adapters/home/joke-api.http-adapter';
import { JOKE_CATEGORIES } from '../../../domain/home/constants';
import { DEFAULT_HOME_SETTINGS } from '../../../domain/home/home-settings';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';

describe('JokeApiHttpAdapter', () => {
  let server: LocalHttpServer;
  beforeAll(async () => {
    server = await startLocalHttpServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const adapter = (timeoutMs = 2000) => new JokeApiHttpAdapter((input, init) => fetch(input, init), () => TE.right(`${server.origin}/`), timeoutMs);

  it('reads one joke from /jokes/random and the first of the list from /jokes/{type}/random', async () => {
    server.answer((request) =>
      request.url === '/jokes/random'
        ? jsonReply(200, { id: 1, type: 'general', setup: 'S', punchline: 'P' })
        : jsonReply(200, [{ id: 2, type: 'programming', setup: 'S2', punchline: 'P2' }]),
    );
    expect(await adapter().randomJoke('any')()).toEqual(E.right({ type: 'general', setup: 'S', punchline: 'P' }));
    expect(await adapter().randomJoke('programming')()).toEqual(E.right({ type: 'programming', setup: 'S2', punchline: 'P2' }));
    expect(server.received.slice(-2).map((request) => request.url)).toEqual(['/jokes/random', '/jokes/programming/random']);
  });

  it('fails on an error status, an odd body, an empty list, or silence past the timeout', async () => {
    server.answer(() => jsonReply(503, {}, 'Service Unavailable'));
    expect(await adapter().randomJoke('dad')()).toEqual(E.left(expect.objectContaining({ _tag: 'HttpStatus', status: 503 })));
    server.answer(() => jsonReply(200, { joke: 'no setup' }));
    expect(await adapter().randomJoke('dad')()).toEqual(E.left(expect.objectContaining({ _tag: 'Decode' })));
    server.answer(() => jsonReply(200, []));
    expect(await adapter().randomJoke('dad')()).toEqual(E.left(expect.objectContaining({ _tag: 'Decode', message: 'The joke service answered without a joke' })));
  });

  it('gives up on a service that does not answer in time', async () => {
    const hanging = new JokeApiHttpAdapter((_input, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timed out')))), () => TE.right('http://jokes.invalid'), 50);
    expect(await hanging.randomJoke('any')()).toEqual(E.left({ _tag: 'Transport', message: 'timed out' }));
  });
});

describe('BundledJokeSource', () => {
  it('has jokes of every category', async () => {
    for (const category of JOKE_CATEGORIES) {
      const joke = await new BundledJokeSource(() => 0.42).randomJoke(category)();
      expect(E.isRight(joke)).toBe(true);
      if (E.isRight(joke) && category !== 'any') expect(joke.right.type).toBe(category);
    }
    expect(BUNDLED_JOKES.filter((joke) => joke.type === 'dad').length).toBeGreaterThan(3);
  });

  it('fails when no joke fits', async () => {
    expect(E.isLeft(await new BundledJokeSource(() => 0, []).randomJoke('any')())).toBe(true);
  });
});

describe('HomeSettingsFromConfig', () => {
  it('resolves the home block of the frontend config, read once', async () => {
    let reads = 0;
    const source = new HomeSettingsFromConfig(() => {
      reads += 1;
      return TE.right({ home: { randomJoke: { defaultCategory: 'programming' }, worldClock: [{ label: 'Paris', timeZone: 'Europe/Paris' }] } });
    });
    const first = await source.load()();
    await source.load()();
    expect(reads).toBe(1);
    expect(E.isRight(first) && first.right.settings.randomJoke.defaultCategory).toBe('programming');
    expect(E.isRight(first) && first.right.settings.worldClocks).toEqual([{ label: 'Paris', timeZone: 'Europe/Paris' }]);
  });

  it('defaults without a home block, and refuses a malformed one (read again next time)', async () => {
    expect(await new HomeSettingsFromConfig(() => TE.right({ app: {} })).load()()).toEqual(E.right({ settings: DEFAULT_HOME_SETTINGS, warnings: [] }));
    let reads = 0;
    const malformed = new HomeSettingsFromConfig(() => {
      reads += 1;
      return TE.right({ home: { toolkit: 'not a list' } });
    });
    expect(E.isLeft(await malformed.load()())).toBe(true);
    await malformed.load()();
    expect(reads).toBe(2);
  });
});

describe('LazyBundledJokeSource', () => {
  it('loads the bundled list on first use and answers from it', async () => {
    const { LazyBundledJokeSource } = await import('../../../adapters/home/lazy-bundled-jokes');
    const joke = await new LazyBundledJokeSource(() => 0).randomJoke('dad')();
    expect(joke).toEqual(E.right(BUNDLED_JOKES.find((candidate) => candidate.type === 'dad')));
  });
});
