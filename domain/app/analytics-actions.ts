// What an analytics event says happened, besides the tracker's own navigation events; the names Backstage's
// plugins use where they have one, so that an analytics backend's reports read the same.

export const ANALYTICS_ACTIONS = {
  /** A search was run: the subject is the term, the value the number of results. */
  search: 'search',
  /** A search result was opened: the subject is its title, the value its rank (1 for the first). */
  discover: 'discover',
  /** A link was followed: the subject is its text, `to` where it leads. */
  click: 'click',
  /** A template was run: the subject is the template's ref, `taskId` the task it started. */
  create: 'create',
  /** Locations were registered in the catalog: the subject is the URL imported, the value the entities added. */
  register: 'register',
} as const;
