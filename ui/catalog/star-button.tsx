import { Classes } from '@blueprintjs/core';
import { StarEmptyIcon, StarIcon } from '@blueprintjs/icons';

/**
 * Blueprint's small minimal button as classes on a plain element: a page of catalog rows holds sixty such
 * buttons, and Blueprint's button component runs several hooks for each when the rows are created.
 */
export const SMALL_MINIMAL_BUTTON = `${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}`;

export const StarButton = ({ starred, title, onToggle }: { starred: boolean; title: string; onToggle: () => void }) => (
  <button
    type="button"
    className={SMALL_MINIMAL_BUTTON}
    aria-label={starred ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
    aria-pressed={starred}
    title={starred ? 'Remove from favorites' : 'Add to favorites'}
    onClick={onToggle}
  >
    {starred ? <StarIcon color="#d99e0b" /> : <StarEmptyIcon />}
  </button>
);
