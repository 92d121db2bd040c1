import fc from 'fast-check';
import { isJokeCategory, jokeFitsCategory, jokePath, pickJoke, type Joke } from '../../../domain/home/joke';
import { JOKE_CATEGORIES } from '../../../domain/home/constants';

const jokes: Joke[] = [
  { type: 'programming', setup: 'p1', punchline: 'x' },
  { type: 'dad', setup: 'd1', punchline: 'x' },
  { type: 'general', setup: 'g1', punchline: 'x' },
  { type: 'Programming', setup: 'p2', punchline: 'x' },
];

describe('jokes', () => {
  it('has the categories any, programming, dad', () => {
    expect(JOKE_CATEGORIES).toEqual(['any', 'programming', 'dad']);
    expect(isJokeCategory('dad')).toBe(true);
    expect(isJokeCategory('knock-knock')).toBe(false);
  });

  it.each([
    ['any', '/jokes/random'],
    ['programming', '/jokes/programming/random'],
    ['dad', '/jokes/dad/random'],
  ] as const)('asks the joke service for %s at %s', (category, path) => {
    expect(jokePath(category)).toBe(path);
  });

  it('picks from the category (any takes all), by the random number', () => {
    expect(pickJoke(jokes, 'programming', 0)?.setup).toBe('p1');
    expect(pickJoke(jokes, 'programming', 0.99)?.setup).toBe('p2');
    expect(pickJoke(jokes, 'any', 0.5)?.setup).toBe('g1');
    expect(pickJoke([jokes[2]!], 'dad', 0.3)).toBeUndefined();
  });

  it('always answers a joke of the category when there is one (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JOKE_CATEGORIES), fc.double({ min: 0, max: 1, noNaN: true }), (category, random) => {
        const joke = pickJoke(jokes, category, random);
        expect(joke).toBeDefined();
        expect(jokeFitsCategory(joke!, category)).toBe(true);
      }),
    );
  });
});
