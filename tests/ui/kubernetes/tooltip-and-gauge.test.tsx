import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gauge } from '../../../ui/kubernetes/gauge';
import { Tooltip } from '../../../ui/kubernetes/tooltip';

describe('Kubernetes tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(
      <>
        <button type="button">before</button>
        <Tooltip content="error reading pod from cluster">
          <button type="button">target</button>
        </Tooltip>
      </>,
    );
    return { user, target: screen.getByRole('button', { name: 'target' }) };
  };

  it('opens 500 ms after the pointer rests on the target, not before, and closes when it leaves', async () => {
    const { user, target } = setup();
    await user.hover(target);
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('error reading pod from cluster');
    await user.unhover(target);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens for keyboard focus too, closes on Escape and when focus moves on', async () => {
    const { user, target } = setup();
    await user.tab();
    await user.tab();
    expect(target).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('tooltip')).toHaveTextContent('error reading pod from cluster');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open when the pointer leaves before the delay', async () => {
    const { user, target } = setup();
    await user.hover(target);
    await act(() => jest.advanceTimersByTimeAsync(300));
    await user.unhover(target);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('describes the target while closed', () => {
    const { target } = setup();
    expect(target).toHaveAccessibleDescription('error reading pod from cluster');
  });
});

describe('Kubernetes gauge', () => {
  it.each([
    [84, 'ok'],
    [67, 'ok'],
    [50, 'warning'],
    [20, 'error'],
    [140, 'ok'],
    [Number.NaN, 'grey'],
  ])('colours %p%% as %s', (percent, colour) => {
    render(<Gauge label="CPU requests" percent={percent} />);
    expect(screen.getByRole('figure')).toHaveAttribute('data-colour', colour);
  });

  it('offers its description as a tooltip reachable with the keyboard', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
      render(<Gauge label="CPU requests" percent={72} description="CPU requests: 250m" />);
      await user.tab();
      expect(screen.getByRole('figure', { name: 'CPU requests: 72%' })).toHaveFocus();
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(screen.getByRole('tooltip')).toHaveTextContent('CPU requests: 250m');
    } finally {
      jest.useRealTimers();
    }
  });
});
