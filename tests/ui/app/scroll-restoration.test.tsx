import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from '../../../ui/app/scroll-restoration';

// The window's scroll position as the hook sees it: jsdom does not lay pages out, so scrollTo is recorded and
// moves scrollY, and a person's scrolling is a scroll event at a new scrollY.
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  jest.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});

afterEach(() => {
  jest.restoreAllMocks();
  if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
});

const scrollBy = (y: number) =>
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

const Back = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
};

const Harness = () => {
  useScrollRestoration();
  return (
    <>
      <Link to="/catalog">catalog</Link>
      <Link to="/catalog/payments">payments</Link>
      <Link to="/catalog/payments?inspect=raw">inspect</Link>
      <Back />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>
  );
};

describe('useScrollRestoration', () => {
  it('opens a page at its top after a navigation, and back returns to where the person was', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/catalog']}>
        <Harness />
      </MemoryRouter>,
    );
    scrollBy(1200);
    await user.click(screen.getByRole('link', { name: 'payments' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(300);
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('keeps the place when only the query changes (a dialog, a filter)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/catalog/payments']}>
        <Harness />
      </MemoryRouter>,
    );
    scrollBy(500);
    await user.click(screen.getByRole('link', { name: 'inspect' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
