// The "On this page" list of a docs page: its section headings, in order, each once.
import { TABLE_OF_CONTENTS_LEVELS } from './constants';

export interface PageHeading {
  readonly level: number;
  readonly id: string;
  readonly text: string;
}

/** The headings worth listing: section levels only, with an anchor and a text, the first of a repeated anchor. */
export const tableOfContents = (headings: readonly PageHeading[]): readonly PageHeading[] => {
  const seen = new Set<string>();
  return headings
    .map((heading) => ({ ...heading, text: heading.text.replace(/\s+/g, ' ').replace(/[¶#]\s*$/, '').trim() }))
    .filter((heading) => {
      if (!TABLE_OF_CONTENTS_LEVELS.includes(heading.level) || heading.id === '' || heading.text === '' || seen.has(heading.id)) return false;
      seen.add(heading.id);
      return true;
    });
};
