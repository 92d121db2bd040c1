import { readDocsSettings } from '../../../domain/docs/docs-settings';

describe('docs settings', () => {
  it('defaults to the local builder, lowercased triplets and the public GitHub and GitLab hosts', () => {
    expect(readDocsSettings({})).toEqual({
      builder: 'local',
      legacyUseCaseSensitiveTripletPaths: false,
      integrationHosts: { github: ['github.com'], gitlab: ['gitlab.com'] },
    });
  });

  it('reads builder, storage URL, legacy triplet setting and integration hosts', () => {
    const settings = readDocsSettings({
      techdocs: { builder: 'external', storageUrl: 'https://cdn.example.com/docs', legacyUseCaseSensitiveTripletPaths: true },
      integrations: { github: [{ host: 'ghe.example.com' }], gitlab: [{ host: 'git.example.com' }, {}] },
    });
    expect(settings).toEqual({
      builder: 'external',
      storageUrl: 'https://cdn.example.com/docs',
      legacyUseCaseSensitiveTripletPaths: true,
      integrationHosts: { github: ['github.com', 'ghe.example.com'], gitlab: ['gitlab.com', 'git.example.com'] },
    });
  });

  it('ignores values of the wrong type', () => {
    expect(readDocsSettings({ techdocs: { builder: 3, legacyUseCaseSensitiveTripletPaths: 'maybe' } } as never).legacyUseCaseSensitiveTripletPaths).toBe(false);
  });
});
