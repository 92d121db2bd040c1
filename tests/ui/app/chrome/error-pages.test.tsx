import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { BootErrorPage } from '../../../../ui/app/chrome/boot-error-page';
import { ErrorPage, NotFoundPage } from '../../../../ui/app/chrome/error-page';
import { SupportConfigProvider } from '../../../../ui/app/chrome/support-config';

describe('ErrorPage', () => {
  it('shows the status line, the title and a contact-support link', () => {
    render(
      <MemoryRouter>
        <ErrorPage status={500} statusMessage="Internal Server Error" />
      </MemoryRouter>,
    );
    expect(screen.getByText('ERROR 500: Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Looks like someone dropped the mic!' })).toBeInTheDocument();
    const support = screen.getByRole('link', { name: 'contact support' });
    expect(support).toHaveAttribute('href', 'https://github.com/backstage/backstage/issues');
    expect(support).toHaveAttribute('target', '_blank');
  });

  it('uses the configured support url, or the one given', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SupportConfigProvider config={{ url: 'https://help.example.com', items: [] }}>
          <ErrorPage status={500} statusMessage="x" />
        </SupportConfigProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', 'https://help.example.com');
    unmount();
    render(
      <MemoryRouter>
        <ErrorPage status={500} statusMessage="x" supportUrl="https://other.example.com" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', 'https://other.example.com');
  });

  it('toggles the stack between Show more details and Show less details', async () => {
    render(
      <MemoryRouter>
        <ErrorPage status={500} statusMessage="boom" stack={'Error: boom\n    at render (app.tsx:1:1)'} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/at render/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more details' }));
    expect(screen.getByText(/at render \(app\.tsx:1:1\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less details' }));
    expect(screen.queryByText(/at render/)).not.toBeInTheDocument();
  });

  it('has no details toggle without a stack', () => {
    render(
      <MemoryRouter>
        <ErrorPage status={500} statusMessage="boom" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Show more details' })).not.toBeInTheDocument();
  });

  it('Go back returns to the previous page', async () => {
    function Start() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/broken')}>open broken page</button>;
    }
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="/start" element={<Start />} />
          <Route path="/broken" element={<ErrorPage status={500} statusMessage="boom" />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open broken page' }));
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'open broken page' })).toBeInTheDocument();
  });

  it('Go back goes home when there is no previous page', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/broken" element={<ErrorPage status={500} statusMessage="boom" />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('shows status 404 and PAGE NOT FOUND', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Routes>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('ERROR 404: PAGE NOT FOUND')).toBeInTheDocument();
  });
});

describe('BootErrorPage', () => {
  it('explains a configuration failure, even without a router around it', () => {
    render(<BootErrorPage step="load-config" error={new Error('app-config.yaml is not valid')} />);
    expect(
      screen.getByText(
        'ERROR 501: The configuration failed to load, someone should have a look at this error: app-config.yaml is not valid',
      ),
    ).toBeInTheDocument();
  });

  it('explains a chunk that failed to load', () => {
    render(<BootErrorPage step="load-chunk" error={{ message: 'Loading chunk 7 failed' }} />);
    expect(
      screen.getByText('ERROR 501: Lazy loaded chunk failed to load, try to reload the page: Loading chunk 7 failed'),
    ).toBeInTheDocument();
  });
});
