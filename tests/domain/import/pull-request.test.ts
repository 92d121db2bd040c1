import fc from 'fast-check';
import { importMessages } from '../../../domain/import/messages';
import {
  defaultPullRequestText,
  githubErrorText,
  githubStepMessage,
  isGithubRateLimited,
  type GithubStep,
} from '../../../domain/import/pull-request';

// The GitHub step texts, each followed by the http status and message; the rate limit rule.

describe('GitHub step texts', () => {
  it.each<[GithubStep, string]>([
    ['repo', "Couldn't fetch repo data"],
    ['defaultBranch', "Couldn't fetch default branch data"],
    ['createBranch', "Couldn't create a new branch with name 'backstage-integration'"],
    ['commit', "Couldn't create a commit with catalog-info.yaml file added"],
    ['pullRequest', "Couldn't create a pull request for backstage-integration branch"],
  ])('%s: %s', (step, text) => {
    expect(githubStepMessage(step, 'backstage-integration', 'catalog-info.yaml')).toBe(text);
  });

  it('is followed by the http status and GitHub’s message', () => {
    expect(importMessages.withHttpStatus("Couldn't fetch repo data", 404, 'Not Found')).toBe(
      "Couldn't fetch repo data, received http response status code 404: Not Found",
    );
  });
});

describe('isGithubRateLimited: 429, or 403 with x-ratelimit-remaining 0', () => {
  it.each<[number, string | null, boolean]>([
    [429, null, true],
    [429, '12', true],
    [403, '0', true],
    [403, ' 0 ', true],
    [403, '1', false],
    [403, null, false],
    [404, '0', false],
    [500, '0', false],
  ])('status %i with remaining %j → %s', (status, remaining, expected) => {
    expect(isGithubRateLimited(status, remaining)).toBe(expected);
  });

  it('property: no status other than 403 and 429 is a rate limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }).filter((status) => status !== 403 && status !== 429), fc.option(fc.string()), (status, remaining) => {
        expect(isGithubRateLimited(status, remaining)).toBe(false);
      }),
    );
  });
});

describe('githubErrorText', () => {
  it.each<[unknown, string]>([
    [{ message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository' }, 'Not Found - https://docs.github.com/rest/repos/repos#get-a-repository'],
    [{ message: 'Reference already exists' }, 'Reference already exists'],
    [
      { message: 'Validation Failed', errors: [{ resource: 'PullRequest', code: 'custom', message: 'A pull request already exists' }] },
      'Validation Failed: {"resource":"PullRequest","code":"custom","message":"A pull request already exists"}',
    ],
    ['plain text body', 'plain text body'],
    [{ error: 'odd' }, 'Unknown error: {"error":"odd"}'],
    [undefined, 'Bad Gateway'],
  ])('%j → %s', (body, text) => {
    expect(githubErrorText(body, 'Bad Gateway')).toBe(text);
  });
});

describe('defaultPullRequestText', () => {
  it('names the file, the app and where it runs', () => {
    const text = defaultPullRequestText('Portico', 'https://portal.acme.io', 'catalog-info.yaml');
    expect(text.title).toBe('Add catalog-info.yaml config file');
    expect(text.body).toContain('[Portico software catalog](https://portal.acme.io)');
    expect(text.body).toContain('After this pull request is merged, the component will become available.');
  });
});
