import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { githubCatalogFileUrl, githubRepositoryOf, isCatalogFileUrl, parseAzureRepoUrl, parseImportUrl } from '../../../domain/import/import-url';

// Import URLs: .yaml/.yml URLs (or a path query so) are locations; Azure repository URLs contain
// _git and name organization, project and repository; an item URL's version starts with GB.

describe('parseImportUrl', () => {
  it.each(['https://github.com/acme/widgets', ' http://127.0.0.1:8080/catalog-info.yaml '])('accepts %j', (text) => {
    expect(E.isRight(parseImportUrl(text))).toBe(true);
  });

  it.each(['', 'github.com/acme/widgets', 'javascript:alert(1)', 'ftp://host/file.yaml', 'file:///etc/passwd'])('refuses %j', (text) => {
    expect(parseImportUrl(text)).toEqual(E.left('Must start with http:// or https://.'));
  });
});

describe('isCatalogFileUrl', () => {
  it.each([
    ['https://github.com/acme/widgets/blob/main/catalog-info.yaml', true],
    ['https://github.com/acme/widgets/blob/main/catalog.yml', true],
    ['https://dev.azure.com/acme/web/_git/shop?path=/catalog-info.yaml&version=GBmain', true],
    ['https://dev.azure.com/acme/web/_git/shop?path=/catalog-info.yml', true],
    ['https://github.com/acme/widgets', false],
    ['https://github.com/acme/widgets/tree/main/yaml', false],
    ['https://github.com/acme/widgets/blob/main/catalog-info.yaml.txt', false],
    ['https://dev.azure.com/acme/web/_git/shop?path=/docs', false],
  ])('%s → %s', (url, expected) => {
    expect(isCatalogFileUrl(new URL(url))).toBe(expected);
  });

  it('property: any path ending .yaml or .yml is a catalog file, whatever the query', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('.yaml', '.yml'), fc.webQueryParameters(), (path, extension, query) => {
        const url = new URL(`https://host.test${path.replace(/\/?$/, '/')}file${extension}`);
        url.search = query;
        expect(isCatalogFileUrl(url)).toBe(true);
      }),
    );
  });
});

describe('githubRepositoryOf', () => {
  it.each([
    ['https://github.com/acme/widgets', { owner: 'acme', repo: 'widgets' }],
    ['https://github.com/acme/widgets.git', { owner: 'acme', repo: 'widgets' }],
    ['https://ghe.acme.io/platform/api/tree/main/docs', { owner: 'platform', repo: 'api' }],
  ])('reads %s', (url, expected) => {
    expect(githubRepositoryOf(url)).toEqual(expected);
  });

  it.each(['https://github.com/acme', 'https://github.com/', 'not a url'])('finds no repository in %s', (url) => {
    expect(githubRepositoryOf(url)).toBeUndefined();
  });
});

describe('parseAzureRepoUrl', () => {
  it.each([
    ['https://dev.azure.com/acme/web/_git/shop', { tenantUrl: 'https://dev.azure.com/acme', project: 'web', repoName: 'shop' }],
    ['https://dev.azure.com/acme/_git/shop', { tenantUrl: 'https://dev.azure.com/acme', project: 'shop', repoName: 'shop' }],
    ['https://tfs.acme.io/tfs/acme/web/_git/shop', { tenantUrl: 'https://tfs.acme.io/tfs/acme', project: 'web', repoName: 'shop' }],
    ['https://dev.azure.com/acme/my%20project/_git/my%20repo', { tenantUrl: 'https://dev.azure.com/acme', project: 'my project', repoName: 'my repo' }],
    ['https://dev.azure.com/acme/web/_git/shop?path=/catalog-info.yaml&version=GBmain', { tenantUrl: 'https://dev.azure.com/acme', project: 'web', repoName: 'shop' }],
  ])('reads %s', (url, expected) => {
    expect(parseAzureRepoUrl(url)).toEqual(E.right(expected));
  });

  it.each(['https://dev.azure.com/acme/web/shop', 'https://dev.azure.com/acme/web/_git/', 'https://dev.azure.com/', 'nope', 'https://dev.azure.com/acme/%E0%A4%A/_git/x'])(
    'refuses %s: not a repository URL',
    (url) => {
      expect(parseAzureRepoUrl(url)).toEqual(E.left('Invalid AzureDevops Repository. Please use a valid repository url and try again'));
    },
  );

  it.each(['GTv1.0', 'GCabc123', 'main'])('refuses the version %s: it must name a branch (GB...)', (version) => {
    expect(parseAzureRepoUrl(`https://dev.azure.com/acme/web/_git/shop?version=${version}`)).toEqual(E.left('Azure URL version must point to a git branch'));
  });

  it('property: organization, project and repository come back as they were put in', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,15}$/).filter((value) => value !== '_git' && !/^\.+$/.test(value.trim()) && value.trim() === value);
    fc.assert(
      fc.property(segment, segment, segment, (organization, project, repo) => {
        const url = `https://dev.azure.com/${encodeURIComponent(organization)}/${encodeURIComponent(project)}/_git/${encodeURIComponent(repo)}`;
        expect(parseAzureRepoUrl(url)).toEqual(
          E.right({ tenantUrl: `https://dev.azure.com/${encodeURIComponent(organization)}`, project, repoName: repo }),
        );
      }),
    );
  });
});

describe('githubCatalogFileUrl', () => {
  it('points at the catalog file on the default branch', () => {
    expect(githubCatalogFileUrl('https://github.com/acme/widgets.git', 'catalog-info.yaml')).toBe('https://github.com/acme/widgets/blob/HEAD/catalog-info.yaml');
    expect(githubCatalogFileUrl('https://ghe.acme.io/acme/widgets/tree/main', 'portal.yaml')).toBe('https://ghe.acme.io/acme/widgets/blob/HEAD/portal.yaml');
  });

  it('has none for a URL that names no repository', () => {
    expect(githubCatalogFileUrl('https://github.com/acme', 'catalog-info.yaml')).toBeUndefined();
  });
});
