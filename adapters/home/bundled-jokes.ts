// The jokes Portico ships with: the Random Joke widget shows these when the joke service cannot be reached
// (no internet, a Content-Security-Policy that blocks it, a timeout).
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { JokeSource } from '../../application/home/joke-source.port';
import type { BackendError } from '../../application/shared/backend-error';
import type { JokeCategory } from '../../domain/home/constants';
import { pickJoke, type Joke } from '../../domain/home/joke';

export const BUNDLED_JOKES: readonly Joke[] = [
  { type: 'programming', setup: 'Why do programmers prefer dark mode?', punchline: 'Because light attracts bugs.' },
  { type: 'programming', setup: 'How many programmers does it take to change a light bulb?', punchline: "None, that's a hardware problem." },
  { type: 'programming', setup: 'Why did the developer go broke?', punchline: 'Because he used up all his cache.' },
  { type: 'programming', setup: 'What is a programmer’s favourite hangout place?', punchline: 'Foo Bar.' },
  { type: 'programming', setup: 'Why do Java developers wear glasses?', punchline: "Because they don't C#." },
  { type: 'programming', setup: 'What did the router say to the doctor?', punchline: 'It hurts when IP.' },
  { type: 'programming', setup: 'Why was the JavaScript developer sad?', punchline: "Because he didn't Node how to Express himself." },
  { type: 'programming', setup: 'A SQL query walks into a bar, goes up to two tables and asks…', punchline: '“Can I join you?”' },
  { type: 'programming', setup: 'There are 10 kinds of people in this world.', punchline: "Those who understand binary and those who don't." },
  { type: 'programming', setup: 'Why did the functional programmer get thrown out of school?', punchline: 'Because he refused to take classes.' },
  { type: 'dad', setup: "I'm reading a book about anti-gravity.", punchline: "It's impossible to put down." },
  { type: 'dad', setup: 'Why don’t skeletons fight each other?', punchline: 'They don’t have the guts.' },
  { type: 'dad', setup: 'What do you call a fake noodle?', punchline: 'An impasta.' },
  { type: 'dad', setup: 'Why did the scarecrow win an award?', punchline: 'Because he was outstanding in his field.' },
  { type: 'dad', setup: 'What do you call a fish with no eyes?', punchline: 'A fsh.' },
  { type: 'dad', setup: 'Did you hear about the restaurant on the moon?', punchline: 'Great food, no atmosphere.' },
  { type: 'dad', setup: "I used to hate facial hair…", punchline: 'but then it grew on me.' },
  { type: 'dad', setup: 'How do you organise a space party?', punchline: 'You planet.' },
  { type: 'general', setup: 'Why did the bicycle fall over?', punchline: 'Because it was two-tired.' },
  { type: 'general', setup: 'What did the ocean say to the beach?', punchline: 'Nothing, it just waved.' },
  { type: 'general', setup: 'Why can’t you give Elsa a balloon?', punchline: 'Because she will let it go.' },
  { type: 'general', setup: 'What do you call a bear with no teeth?', punchline: 'A gummy bear.' },
];

export class BundledJokeSource implements JokeSource {
  constructor(
    private readonly random: () => number = Math.random,
    private readonly jokes: readonly Joke[] = BUNDLED_JOKES,
  ) {}

  randomJoke(category: JokeCategory): TaskEither<BackendError, Joke> {
    return async () => {
      const joke = pickJoke(this.jokes, category, this.random());
      return joke ? E.right(joke) : E.left({ _tag: 'NotFound', message: `No bundled joke of category ${category}` });
    };
  }
}
