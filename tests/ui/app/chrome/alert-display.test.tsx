import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertMessage } from '../../../../domain/app/alerts';
import { AlertDisplay } from '../../../../ui/app/chrome/alert-display';
import { type AlertSubscribe, useAlertQueue } from '../../../../ui/app/chrome/use-alert-queue';

/** Feeds alerts in through a subscription, as the app's alert service will. */
function setup() {
  let emit: (alert: AlertMessage) => void = () => undefined;
  const subscribe: AlertSubscribe = onAlert => {
    emit = onAlert;
    return () => {
      emit = () => undefined;
    };
  };
  function Shell() {
    const { queue, dismiss } = useAlertQueue(subscribe);
    return <AlertDisplay queue={queue} onDismiss={dismiss} />;
  }
  const view = render(<Shell />);
  return { post: (alert: AlertMessage) => act(() => emit(alert)), view };
}

describe('AlertDisplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ delay: null });

  it('shows nothing without alerts', () => {
    setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the oldest alert and the count of the others', () => {
    const { post } = setup();
    post({ message: 'First problem' });
    post({ message: 'Second problem' });
    post({ message: 'Third problem' });
    expect(screen.getByRole('alert')).toHaveTextContent('First problem');
    expect(screen.getByText('(2 older messages)')).toBeInTheDocument();
    expect(screen.queryByText('Second problem')).not.toBeInTheDocument();
  });

  it('dismissing shows the next alert and updates the count', async () => {
    const { post } = setup();
    post({ message: 'First problem' });
    post({ message: 'Second problem' });
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Second problem');
    expect(screen.queryByText(/older message/)).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a transient alert goes away after 5000 ms', () => {
    const { post } = setup();
    post({ message: 'Removed entity payments', display: 'transient' });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toHaveTextContent('Removed entity payments');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a permanent alert stays until dismissed', () => {
    const { post } = setup();
    post({ message: 'Could not fetch catalog entities.', severity: 'error' });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not fetch catalog entities.');
  });

  it('times each transient alert from when it is shown', () => {
    const { post } = setup();
    post({ message: 'one', display: 'transient' });
    post({ message: 'two', display: 'transient' });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('two');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toHaveTextContent('two');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['error', 'bp6-intent-danger'],
    ['warning', 'bp6-intent-warning'],
    ['info', 'bp6-intent-primary'],
    ['success', 'bp6-intent-success'],
  ] as const)('shows %s severity with its intent', (severity, intentClass) => {
    const { post } = setup();
    post({ message: 'Something happened', severity });
    expect(screen.getByRole('alert').closest('.bp6-toast')).toHaveClass(intentClass);
  });
});
