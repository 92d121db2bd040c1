import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../../../ui/app/chrome/error-boundary';
import { PluginErrorBoundary } from '../../../../ui/app/chrome/plugin-error-boundary';

// React logs caught render errors; keep the test output readable.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Bomb({ explode }: { explode: () => boolean }) {
  if (explode()) throw new Error('The widget exploded');
  return <p>Widget is fine</p>;
}

describe('ErrorBoundary', () => {
  it("shows 'Something Went Wrong' with the error instead of a white screen", () => {
    render(
      <ErrorBoundary>
        <Bomb explode={() => true} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('The widget exploded')).toBeInTheDocument();
    expect(screen.queryByText(/Please contact/)).not.toBeInTheDocument();
  });

  it('names the help channel when one is configured', () => {
    render(
      <ErrorBoundary channel="#portal-help">
        <Bomb explode={() => true} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Please contact #portal-help for help.')).toBeInTheDocument();
  });

  it('links the help channel when it has an address', () => {
    render(
      <ErrorBoundary channel={{ name: '#portal-help', href: 'https://chat.example.com/portal-help' }}>
        <Bomb explode={() => true} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: '#portal-help' })).toHaveAttribute('href', 'https://chat.example.com/portal-help');
    expect(screen.getByRole('link', { name: '#portal-help' }).closest('p')).toHaveTextContent(
      'Please contact #portal-help for help.',
    );
  });

  it('renders its children when nothing fails and reports errors it catches', () => {
    const onError = jest.fn();
    const { rerender } = render(
      <ErrorBoundary onError={onError}>
        <Bomb explode={() => false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Widget is fine')).toBeInTheDocument();
    rerender(
      <ErrorBoundary onError={onError}>
        <Bomb explode={() => true} />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The widget exploded' }), expect.anything());
  });
});

describe('PluginErrorBoundary', () => {
  it("shows 'Error in {pluginId}' and Retry renders the plugin again", async () => {
    let broken = true;
    render(
      <PluginErrorBoundary pluginId="kubernetes">
        <Bomb explode={() => broken} />
      </PluginErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Error in kubernetes' })).toBeInTheDocument();
    expect(screen.getByText('The widget exploded')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Widget is fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error in kubernetes' })).not.toBeInTheDocument();
  });

  it('shows the error again when the retry fails too', async () => {
    render(
      <PluginErrorBoundary pluginId="scaffolder">
        <Bomb explode={() => true} />
      </PluginErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Error in scaffolder' })).toBeInTheDocument();
  });

  it('keeps the error of one plugin away from the rest of the page', () => {
    render(
      <>
        <PluginErrorBoundary pluginId="broken-plugin">
          <Bomb explode={() => true} />
        </PluginErrorBoundary>
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  });
});
