// The title and body a new pull request starts with. Apart from the pull request's rules and texts: the import's
// service hands it out before the import's code has loaded.

export interface PullRequestText {
  readonly title: string;
  readonly body: string;
}

/** The title and body a pull request starts with (the person may edit both). */
export const defaultPullRequestText = (appTitle: string, appBaseUrl: string, catalogFilename: string): PullRequestText => ({
  title: `Add ${catalogFilename} config file`,
  body:
    'This pull request adds a **Backstage entity metadata file** to this repository so that the component can be added to the ' +
    `[${appTitle} software catalog](${appBaseUrl}).\n\nAfter this pull request is merged, the component will become available.\n\n` +
    'For more information, read an [overview of the Backstage software catalog](https://backstage.io/docs/features/software-catalog/).',
});
