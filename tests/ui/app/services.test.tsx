import { render, screen } from '@testing-library/react';
import { serviceToken } from '../../../application/shared/service-token';
import { ErrorBoundary } from '../../../ui/app/chrome';
import { mapResolver, ServiceProvider, useService } from '../../../ui/app/services';
import { provide, renderView } from '../../support/render';

interface Greeter {
  greet(name: string): string;
}
const GreeterToken = serviceToken<Greeter>('GreeterApi');
const OtherToken = serviceToken<Greeter>('GreeterApi');

const Greeting = () => {
  const greeter = useService(GreeterToken);
  return <p>{greeter.greet('Ada')}</p>;
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('useService', () => {
  it('resolves the implementation bound to the token', () => {
    renderView(<Greeting />, { services: [provide(GreeterToken, { greet: (name) => `Hello ${name}` })] });
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it("fails with 'No implementation available for {api}' when nothing is bound", () => {
    expect(() => renderView(<Greeting />)).toThrow('No implementation available for GreeterApi');
  });

  it('shows the failure in the error boundary instead of a white screen', () => {
    renderView(
      <ErrorBoundary>
        <Greeting />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('No implementation available for GreeterApi')).toBeInTheDocument();
  });

  it('tells tokens apart by identity, not by name', () => {
    expect(() =>
      renderView(<Greeting />, { services: [provide(OtherToken, { greet: () => 'wrong one' })] }),
    ).toThrow('No implementation available for GreeterApi');
  });

  it("fails with 'API context is not available' outside a ServiceProvider", () => {
    expect(() => render(<Greeting />)).toThrow('API context is not available');
  });

  it('uses the nearest provider', () => {
    const outer = mapResolver([[GreeterToken, { greet: () => 'outer' }]]);
    const inner = mapResolver([[GreeterToken, { greet: () => 'inner' }]]);
    render(
      <ServiceProvider resolver={outer}>
        <Greeting />
        <ServiceProvider resolver={inner}>
          <Greeting />
        </ServiceProvider>
      </ServiceProvider>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['outer', 'inner']);
  });
});

describe('renderView (test support)', () => {
  it('starts the memory router at the given route and mounts the view under a path pattern', async () => {
    const { location } = renderView(<p>entity page</p>, { route: '/catalog/default/component/x', path: '/catalog/:namespace/:kind/:name' });
    expect(screen.getByText('entity page')).toBeInTheDocument();
    expect(location().pathname).toBe('/catalog/default/component/x');
  });

  it('renders nothing when the route does not match the path pattern', () => {
    renderView(<p>entity page</p>, { route: '/docs', path: '/catalog/:namespace/:kind/:name' });
    expect(screen.queryByText('entity page')).not.toBeInTheDocument();
  });

  it('gives each render a fresh query client without retries', () => {
    const first = renderView(<p>a</p>);
    const second = renderView(<p>b</p>);
    expect(first.queryClient).not.toBe(second.queryClient);
    expect(first.queryClient.getDefaultOptions().queries?.retry).toBe(false);
  });
});
