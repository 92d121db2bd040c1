// Where the page is scrolled after a navigation inside the app, as browsers do it for pages they load: a page
// opened anew starts at its top, going back or forward returns to where the person was.

export type ScrollAfterNavigation =
  /** Back or forward: to the position the person left the entry at. */
  | { readonly _tag: 'Restore'; readonly top: number }
  /** A page opened anew: its top. */
  | { readonly _tag: 'Top' }
  /** Leave the scroll alone: the same page with other query parameters (a filter, a dialog), or an anchor to scroll to. */
  | { readonly _tag: 'Keep' };

export interface Navigation {
  /** 'POP' for back and forward, 'PUSH' or 'REPLACE' for a link or a redirect. */
  readonly type: 'POP' | 'PUSH' | 'REPLACE';
  readonly pathnameChanged: boolean;
  readonly hash: string;
  /** Where the person left this history entry, if they were there before. */
  readonly savedTop: number | undefined;
}

export const scrollAfterNavigation = (navigation: Navigation): ScrollAfterNavigation => {
  if (navigation.type === 'POP') return navigation.savedTop !== undefined ? { _tag: 'Restore', top: navigation.savedTop } : { _tag: 'Keep' };
  if (!navigation.pathnameChanged || navigation.hash !== '') return { _tag: 'Keep' };
  return { _tag: 'Top' };
};
