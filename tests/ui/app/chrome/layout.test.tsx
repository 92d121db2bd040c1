import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CogIcon, HomeIcon, SearchIcon } from '@blueprintjs/icons';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MobileBottomBar } from '../../../../ui/app/chrome/mobile-bottom-bar';
import type { SidebarItem } from '../../../../ui/app/chrome/nav-items';
import { SkipToContent } from '../../../../ui/app/chrome/skip-to-content';

describe('SkipToContent', () => {
  it('moves focus to #main-content', async () => {
    render(
      <>
        <SkipToContent />
        <nav>
          <a href="/a">A nav link</a>
        </nav>
        <main id="main-content">Page</main>
      </>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('MobileBottomBar', () => {
  const items: SidebarItem[] = [
    { id: 'home', label: 'Home', icon: <HomeIcon />, to: '/' },
    {
      id: 'explore',
      label: 'Explore',
      icon: <SearchIcon />,
      submenu: [
        { id: 'docs', label: 'Docs', to: '/docs' },
        { id: 'apis', label: 'APIs', to: '/api-docs' },
      ],
    },
    { id: 'settings', label: 'Settings', icon: <CogIcon />, to: '/settings' },
  ];

  const show = (path = '/') =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <MobileBottomBar items={items} footer={<button>Sign out</button>} />
        <Routes>
          <Route path="*" element={<main>page</main>} />
        </Routes>
      </MemoryRouter>,
    );

  it('is a 56 px bar of links and menu buttons', () => {
    show('/settings');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveStyle({ height: '56px' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Explore' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a group menu, closes it again on a second tap', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    const menu = screen.getByRole('dialog', { name: 'Explore' });
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Docs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the menu when navigating', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    await userEvent.click(screen.getByRole('link', { name: 'APIs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the footer under More and closes with the close button or Escape', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'More' })).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    act(() => screen.getByRole('button', { name: 'Sign out' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
