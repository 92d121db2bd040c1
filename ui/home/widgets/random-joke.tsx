import { Button, Card, H4, HTMLSelect, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { JOKE_CATEGORIES, type JokeCategory } from '../../../domain/home/constants';
import { isJokeCategory } from '../../../domain/home/joke';
import { ErrorPanel } from '../../app/chrome';
import { useRandomJoke } from '../queries';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

/** Random Joke: a joke of the chosen category, punchline on demand. `title` replaces the widget's own. */
export const RandomJoke = ({ defaultCategory, title }: { readonly defaultCategory: JokeCategory; readonly title?: string | undefined }) => {
  const homeMessages = useTexts(homeTexts);
  const shownTitle = title ?? homeMessages.randomJoke;
  const [category, setCategory] = useState<JokeCategory>(defaultCategory);
  const [round, setRound] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const joke = useRandomJoke(category, round);
  const next = () => {
    setRevealed(false);
    setRound((value) => value + 1);
  };
  return (
    <Card className="portico-card portico-home__card" role="region" aria-label={shownTitle}>
      <div className="portico-home__card-header">
        <H4>{shownTitle}</H4>
        <HTMLSelect
          aria-label={homeMessages.jokeCategory}
          value={category}
          onChange={(event) => {
            if (isJokeCategory(event.target.value)) {
              setCategory(event.target.value);
              setRevealed(false);
            }
          }}
          options={JOKE_CATEGORIES.map((value) => ({ value, label: homeMessages.jokeCategoryLabels[value] }))}
        />
      </div>
      {joke.error ? (
        <ErrorPanel title={homeMessages.noJoke} error={joke.error} />
      ) : !joke.data ? (
        <Spinner size={20} aria-label={homeMessages.randomJoke} />
      ) : (
        <div className="portico-home__joke" data-joke-source={joke.data.source}>
          <p className="portico-home__joke-setup">{joke.data.joke.setup}</p>
          {revealed ? (
            <p className="portico-home__joke-punchline">{joke.data.joke.punchline}</p>
          ) : (
            <Button variant="outlined" size="small" onClick={() => setRevealed(true)}>
              {homeMessages.revealPunchline}
            </Button>
          )}
          {joke.data.source === 'offline' ? <p className="portico-muted portico-home__note">{homeMessages.offlineJoke}</p> : null}
        </div>
      )}
      <div className="portico-home__card-footer">
        <Button variant="minimal" size="small" icon={<RefreshIcon />} onClick={next}>
          {homeMessages.anotherJoke}
        </Button>
      </div>
    </Card>
  );
};
