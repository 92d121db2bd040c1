import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeIcon, SearchIcon, ShapesIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SidebarItem } from '../../../../ui/app/chrome/nav-items';
import { Sidebar, type SidebarProps } from '../../../../ui/app/chrome/sidebar';

const items: SidebarItem[] = [
  { id: 'home', label: 'Home', icon: <HomeIcon />, to: '/' },
  { id: 'catalog', label: 'Catalog', icon: <ShapesIcon />, to: '/catalog' },
  {
    id: 'search',
    label: 'Explore',
    icon: <SearchIcon />,
    submenu: [
      { id: 'docs', label: 'Docs', to: '/docs' },
      { id: 'apis', label: 'APIs', to: '/api-docs' },
    ],
  },
  { id: 'help', label: 'Help', icon: <SearchIcon />, href: 'https://backstage.io/docs' },
];

function Harness({ initialPinned = false, path = '/', ...rest }: Partial<SidebarProps> & { initialPinned?: boolean; path?: string }) {
  const [pinned, setPinned] = useState(initialPinned);
  return (
    <MemoryRouter initialEntries={[path]}>
      <Sidebar items={items} pinned={pinned} onPinChange={setPinned} isMobile={false} footer={<span>Signed in as Guest</span>} {...rest} />
      <Routes>
        <Route path="*" element={<main id="main-content"><button>outside</button></main>} />
      </Routes>
    </MemoryRouter>
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Sidebar (desktop)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    // delay: null keeps user-event from advancing the fake clock itself, so each test decides when timers fire.
    user = userEvent.setup({ delay: null });
  });

  it('is 72 px wide when closed and unpinned, 224 px when pinned', () => {
    const { unmount } = render(<Harness initialPinned={false} />);
    expect(nav()).toHaveStyle({ width: '72px' });
    unmount();
    render(<Harness initialPinned />);
    expect(nav()).toHaveStyle({ width: '224px' });
  });

  it('opens 100 ms after the pointer enters, not before, and closes when it leaves', async () => {
    render(<Harness />);
    await user.hover(nav());
    act(() => jest.advanceTimersByTime(99));
    expect(nav()).toHaveStyle({ width: '72px' });
    act(() => jest.advanceTimersByTime(1));
    expect(nav()).toHaveStyle({ width: '224px' });
    await user.unhover(nav());
    act(() => jest.advanceTimersByTime(0));
    expect(nav()).toHaveStyle({ width: '72px' });
  });

  it('does not open when the pointer passes through quickly', async () => {
    render(<Harness />);
    await user.hover(nav());
    act(() => jest.advanceTimersByTime(50));
    await user.unhover(nav());
    act(() => jest.advanceTimersByTime(500));
    expect(nav()).toHaveStyle({ width: '72px' });
  });

  it('stays open while pinned, whatever the pointer does', async () => {
    render(<Harness initialPinned />);
    await user.hover(nav());
    await user.unhover(nav());
    act(() => jest.advanceTimersByTime(500));
    expect(nav()).toHaveStyle({ width: '224px' });
  });

  it('never opens on hover when expand-on-hover is disabled', async () => {
    render(<Harness expandOnHover={false} />);
    await user.hover(nav());
    act(() => jest.advanceTimersByTime(500));
    expect(nav()).toHaveStyle({ width: '72px' });
  });

  it('pins and unpins with the pin button, by click or keyboard', async () => {
    const onPinChange = jest.fn();
    render(
      <MemoryRouter>
        <Sidebar items={items} pinned={false} onPinChange={onPinChange} isMobile={false} />
      </MemoryRouter>,
    );
    const pin = screen.getByRole('button', { name: 'Pin sidebar', pressed: false });
    await user.click(pin);
    expect(onPinChange).toHaveBeenLastCalledWith(true);
    act(() => pin.focus());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPinChange).toHaveBeenCalledTimes(3);
  });

  it('shows the pinned state on the button and collapses when unpinned from the keyboard', async () => {
    render(<Harness initialPinned />);
    const pin = screen.getByRole('button', { name: 'Pin sidebar', pressed: true });
    act(() => pin.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pin sidebar', pressed: false })).toBeInTheDocument();
    expect(nav()).toHaveStyle({ width: '224px' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'outside' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(500));
    expect(nav()).toHaveStyle({ width: '72px' });
    // Collapsed to icons, its tooltip says whether it is on.
    expect(screen.getByRole('button', { name: 'Pin sidebar', pressed: false })).toHaveAttribute('title', 'Pin sidebar: off (the sidebar opens on hover)');
  });

  it('names every item even when collapsed and reaches them with Tab in order', async () => {
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Explore' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pin sidebar' })).toHaveFocus();
  });

  it('opens for keyboard users once focus is inside', async () => {
    render(<Harness />);
    await user.tab();
    act(() => jest.advanceTimersByTime(100));
    expect(nav()).toHaveStyle({ width: '224px' });
  });

  it('marks the current route as selected', () => {
    render(<Harness path="/catalog" />);
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens external items in a new window', () => {
    render(<Harness />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank');
  });

  it('renders the footer slot', () => {
    render(<Harness />);
    expect(within(nav()).getByText('Signed in as Guest')).toBeInTheDocument();
  });

  it('passes the open state to a footer function', async () => {
    render(<Harness initialPinned footer={({ open }) => <span>{open ? 'wide footer' : 'narrow footer'}</span>} />);
    expect(screen.getByText('wide footer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pin sidebar' }));
    expect(screen.getByText('wide footer')).toBeInTheDocument();
    await user.unhover(nav());
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('narrow footer')).toBeInTheDocument();
  });

  describe('submenu', () => {
    it('toggles with Enter and closes with Escape', async () => {
      render(<Harness />);
      const explore = screen.getByRole('button', { name: 'Explore' });
      expect(explore).toHaveAttribute('aria-expanded', 'false');
      act(() => explore.focus());
      await user.keyboard('{Enter}');
      expect(explore).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();
      expect(explore).toHaveFocus();
    });

    it('opens 300 ms after hovering its item', async () => {
      render(<Harness initialPinned />);
      await user.hover(screen.getByRole('button', { name: 'Explore' }));
      act(() => jest.advanceTimersByTime(299));
      expect(screen.queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('link', { name: 'Docs' })).toBeInTheDocument();
    });

    describe('an entry with dropdown items', () => {
      const withDropdown: SidebarItem[] = [
        {
          id: 'teams',
          label: 'My Groups',
          icon: <ShapesIcon />,
          submenu: [
            { id: 'catalog', label: 'Catalog', to: '/catalog' },
            {
              id: 'payments',
              label: 'Payments',
              dropdownItems: [
                { id: 'payments-page', label: 'Team page', to: '/catalog/default/group/payments' },
                { id: 'payments-docs', label: 'Team docs', to: '/docs/default/group/payments' },
              ],
            },
          ],
        },
      ];
      const openSubmenu = async () => {
        render(<Harness items={withDropdown} />);
        act(() => screen.getByRole('button', { name: 'My Groups' }).focus());
        await user.keyboard('{Enter}');
        return screen.getByRole('button', { name: 'Payments' });
      };

      it('expands its dropdown on click, and collapses it again', async () => {
        const payments = await openSubmenu();
        expect(payments).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('link', { name: 'Team page' })).not.toBeInTheDocument();
        await user.click(payments);
        expect(payments).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('link', { name: 'Team page' })).toHaveAttribute('href', '/catalog/default/group/payments');
        expect(screen.getByRole('link', { name: 'Team docs' })).toHaveAttribute('href', '/docs/default/group/payments');
        await user.click(payments);
        expect(screen.queryByRole('link', { name: 'Team page' })).not.toBeInTheDocument();
      });

      it.each([['Enter', '{Enter}'], ['Space', ' ']])('expands with %s', async (_key, keys) => {
        const payments = await openSubmenu();
        act(() => payments.focus());
        await user.keyboard(keys);
        expect(payments).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('link', { name: 'Team page' })).toBeInTheDocument();
      });

      it('opens on its first link with ArrowDown; Escape closes only the dropdown and gives focus back', async () => {
        const payments = await openSubmenu();
        act(() => payments.focus());
        await user.keyboard('{ArrowDown}');
        expect(screen.getByRole('link', { name: 'Team page' })).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        expect(screen.getByRole('link', { name: 'Team docs' })).toHaveFocus();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('link', { name: 'Team page' })).not.toBeInTheDocument();
        expect(payments).toHaveFocus();
        expect(screen.getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('button', { name: 'Payments' })).not.toBeInTheDocument();
      });
    });

    it('closes after navigating to one of its links', async () => {
      render(<Harness initialPinned />);
      await user.click(screen.getByRole('button', { name: 'Explore' }));
      await user.click(screen.getByRole('link', { name: 'APIs' }));
      expect(screen.queryByRole('link', { name: 'APIs' })).not.toBeInTheDocument();
    });
  });
});

describe('Sidebar on mobile', () => {
  it('renders no desktop sidebar, but the bottom bar with the same items', () => {
    render(
      <MemoryRouter>
        <Sidebar items={items} pinned onPinChange={() => undefined} isMobile footer={<span>Signed in as Guest</span>} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Pin sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveStyle({ height: '56px' });
    expect(screen.getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
  });
});
