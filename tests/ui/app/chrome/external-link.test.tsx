import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { messages } from '../../../../domain/app/messages';
import { ExternalLink } from '../../../../ui/app/chrome/external-link';

const inRouter = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/catalog" element={<h1>Catalog page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('ExternalLink', () => {
  it.each(['https://backstage.io', 'http://example.com/x'])('opens %s in a new window without an opener', url => {
    inRouter(<ExternalLink to={url}>Docs</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates inside the app for a path', async () => {
    inRouter(<ExternalLink to="/catalog">Catalog</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Catalog' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
  });

  it('keeps mailto: in the same window', () => {
    inRouter(<ExternalLink to="mailto:team@example.com">Mail us</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Mail us' });
    expect(link).toHaveAttribute('href', 'mailto:team@example.com');
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    ['javascript:alert(1)', messages.javascriptUrlRejected],
    [' \u0001JaVaScRiPt:alert(1)', messages.javascriptUrlRejected],
    ['data:text/html,<b>x</b>', 'Rejected a data: URL as a security precaution'],
    ['vbscript:msgbox(1)', 'Rejected a vbscript: URL as a security precaution'],
  ])('renders %p as plain text, not a link', (target, reason) => {
    inRouter(<ExternalLink to={target}>Click me</ExternalLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click me')).toHaveAttribute('title', reason);
  });

  it('works outside a router for in-app paths', () => {
    render(<ExternalLink to="/catalog">Catalog</ExternalLink>);
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
  });
});
