import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState } from '../../../../ui/app/chrome/empty-state';
import { MissingAnnotationEmptyState } from '../../../../ui/app/chrome/missing-annotation-empty-state';

describe('EmptyState', () => {
  it.each([
    ['missingAnnotation', 'Missing annotation illustration'],
    ['noInformation', 'No information illustration'],
    ['createComponent', 'Create component illustration'],
    ['noBuild', 'No build illustration'],
  ] as const)('shows the %s image', (image, name) => {
    render(<EmptyState title="Nothing here" image={image} description="Because reasons" action={<button>Do it</button>} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.getByText('Because reasons')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Do it' })).toBeInTheDocument();
  });

  it('draws a different picture for each variant', () => {
    const markup = (['missingAnnotation', 'noInformation', 'createComponent', 'noBuild'] as const).map(image => {
      const { container, unmount } = render(<EmptyState title="t" image={image} />);
      const svg = container.querySelector('svg')!.innerHTML.replace(/<title>.*<\/title>/, '');
      unmount();
      return svg;
    });
    expect(new Set(markup).size).toBe(4);
  });
});

describe('MissingAnnotationEmptyState', () => {
  const renderState = (props: Parameters<typeof MissingAnnotationEmptyState>[0]) =>
    render(
      <MemoryRouter>
        <MissingAnnotationEmptyState {...props} />
      </MemoryRouter>,
    );

  it('explains a single missing annotation with an example YAML', () => {
    renderState({ annotation: 'backstage.io/kubernetes-id' });
    expect(screen.getByRole('heading', { name: 'Missing Annotation' })).toBeInTheDocument();
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P' &&
        node.textContent ===
          'The annotation backstage.io/kubernetes-id is missing. You need to add the annotation to your Component if you want to enable this tool.',
      ),
    ).toBeInTheDocument();
    const yaml = screen.getByLabelText('Example YAML');
    expect(yaml).toHaveTextContent('kind: Component');
    expect(within(yaml).getByText('backstage.io/kubernetes-id: value', { exact: false }).tagName).toBe('MARK');
  });

  it('words several annotations in the plural and uses the entity in the example', () => {
    renderState({
      annotation: ['github.com/project-slug', 'jenkins.io/job-full-name'],
      entity: { kind: 'System', metadata: { name: 'payments' }, spec: { owner: 'group:default/team-a' } },
    });
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P' &&
        node.textContent ===
          'The annotations github.com/project-slug, jenkins.io/job-full-name are missing. You need to add the annotations to your System if you want to enable this tool.',
      ),
    ).toBeInTheDocument();
    const yaml = screen.getByLabelText('Example YAML');
    expect(yaml).toHaveTextContent('name: payments');
    expect(yaml).toHaveTextContent('owner: group:default/team-a');
    expect(within(yaml).getAllByText(/: value/).map(node => node.tagName)).toEqual(['MARK', 'MARK']);
  });

  it('has a Read more link to the annotation docs, or the given page', () => {
    const { unmount } = renderState({ annotation: 'x/y' });
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://backstage.io/docs/features/software-catalog/well-known-annotations',
    );
    unmount();
    renderState({ annotation: 'x/y', readMoreUrl: 'https://docs.example.com/annotations' });
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://docs.example.com/annotations');
  });
});
