import { Button } from '@blueprintjs/core';
import { StarEmptyIcon, StarIcon } from '@blueprintjs/icons';

export const StarButton = ({ starred, title, onToggle }: { starred: boolean; title: string; onToggle: () => void }) => (
  <Button
    variant="minimal"
    size="small"
    icon={starred ? <StarIcon color="#d99e0b" /> : <StarEmptyIcon />}
    aria-label={starred ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
    aria-pressed={starred}
    title={starred ? 'Remove from favorites' : 'Add to favorites'}
    onClick={onToggle}
  />
);
