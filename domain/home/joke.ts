// The Random Joke widget's jokes (categories any, programming, dad).
import { JOKE_CATEGORIES, type JokeCategory } from './constants';

export interface Joke {
  readonly setup: string;
  readonly punchline: string;
  /** The joke service's type: 'general', 'programming', 'dad', 'knock-knock', … */
  readonly type: string;
}

export const isJokeCategory = (value: unknown): value is JokeCategory =>
  typeof value === 'string' && (JOKE_CATEGORIES as readonly string[]).includes(value);

/** Whether a joke belongs to a category: 'any' takes every joke. */
export const jokeFitsCategory = (joke: Joke, category: JokeCategory): boolean =>
  category === 'any' || joke.type.toLowerCase() === category;

/** The path of a random joke on the joke service: /jokes/random, /jokes/programming/random, /jokes/dad/random. */
export const jokePath = (category: JokeCategory): string => (category === 'any' ? '/jokes/random' : `/jokes/${category}/random`);

/** A joke of the category, chosen with `random` (a number in [0, 1)); undefined when none fits. */
export const pickJoke = (jokes: readonly Joke[], category: JokeCategory, random: number): Joke | undefined => {
  const fitting = jokes.filter((joke) => jokeFitsCategory(joke, category));
  if (fitting.length === 0) return undefined;
  const index = Math.min(fitting.length - 1, Math.max(0, Math.floor((Number.isFinite(random) ? random : 0) * fitting.length)));
  return fitting[index];
};
