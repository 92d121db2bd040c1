import { entityPathOf, outputLinks, outputLinkTarget, outputTexts } from '../../../domain/scaffolder';

describe('task output links', () => {
  it('leads an entity ref to its catalog page, kind and namespace in lower case', () => {
    expect(entityPathOf('component:default/my-svc')).toBe('/catalog/default/component/my-svc');
    expect(entityPathOf('Component:Ops/My-Svc')).toBe('/catalog/ops/component/My-Svc');
    expect(entityPathOf('no-kind')).toBeUndefined();
  });

  it('prefers a url over an entity ref and skips links without a target', () => {
    expect(outputLinkTarget({ url: 'https://github.com/acme/x', entityRef: 'component:default/x' })).toEqual({ _tag: 'External', url: 'https://github.com/acme/x' });
    expect(outputLinkTarget({ entityRef: 'component:default/x' })).toEqual({ _tag: 'Internal', path: '/catalog/default/component/x' });
    expect(outputLinkTarget({ title: 'nothing' })).toBeUndefined();
    expect(
      outputLinks({ links: [{ title: 'Open in catalog', icon: 'catalog', entityRef: 'component:default/x' }, { title: 'broken' }, { url: 'https://example.com' }] }),
    ).toEqual([
      { title: 'Open in catalog', icon: 'catalog', target: { _tag: 'Internal', path: '/catalog/default/component/x' } },
      { title: 'https://example.com', target: { _tag: 'External', url: 'https://example.com' } },
    ]);
    expect(outputLinks(undefined)).toEqual([]);
  });

  it('shows texts that have content', () => {
    expect(outputTexts({ text: [{ title: 'a', content: 'x' }, { title: 'b' }] })).toEqual([{ title: 'a', content: 'x' }]);
  });
});
