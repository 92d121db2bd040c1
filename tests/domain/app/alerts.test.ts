import fc from 'fast-check';
import { TRANSIENT_ALERT_TIMEOUT_MS } from '../../../domain/app/constants';
import {
  type AlertMessage,
  alertFromError,
  alertTimeoutMs,
  dismissAlert,
  dismissHead,
  emptyAlertQueue,
  enqueueAlert,
  furtherAlertCount,
  headAlert,
  olderMessagesText,
} from '../../../domain/app/alerts';

const post = (...alerts: AlertMessage[]) => alerts.reduce(enqueueAlert, emptyAlertQueue);

describe('alert queue', () => {
  it('is empty at first', () => {
    expect(headAlert(emptyAlertQueue)).toBeUndefined();
    expect(furtherAlertCount(emptyAlertQueue)).toBe(0);
  });

  it('shows the first posted alert and counts the others', () => {
    const queue = post({ message: 'one' }, { message: 'two' }, { message: 'three' });
    expect(headAlert(queue)?.message).toBe('one');
    expect(furtherAlertCount(queue)).toBe(2);
  });

  it('defaults to success severity and permanent display', () => {
    expect(headAlert(post({ message: 'saved' }))).toMatchObject({ severity: 'success', display: 'permanent' });
  });

  it('keeps the given severity and display', () => {
    expect(headAlert(post({ message: 'x', severity: 'warning', display: 'transient' }))).toMatchObject({
      severity: 'warning',
      display: 'transient',
    });
  });

  it('dismissing the head shows the next one', () => {
    const queue = dismissHead(post({ message: 'one' }, { message: 'two' }));
    expect(headAlert(queue)?.message).toBe('two');
    expect(furtherAlertCount(queue)).toBe(0);
  });

  it('dismissing by id removes only that alert, even when posted twice with the same text', () => {
    const queue = post({ message: 'same' }, { message: 'same' });
    const [first, second] = queue.items;
    const next = dismissAlert(queue, first!.id);
    expect(next.items).toEqual([second]);
  });

  it('gives each alert a distinct id (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), fc.nat(30), (texts, dismissCount) => {
        let queue = post(...texts.map(message => ({ message })));
        for (let i = 0; i < dismissCount; i++) queue = dismissHead(queue);
        queue = enqueueAlert(queue, { message: 'late' });
        const ids = queue.items.map(item => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(furtherAlertCount(queue)).toBe(queue.items.length - 1);
      }),
    );
  });

  it.each([
    ['transient', TRANSIENT_ALERT_TIMEOUT_MS],
    ['permanent', undefined],
  ] as const)('a %s alert times out after %p ms', (display, timeout) => {
    expect(alertTimeoutMs(headAlert(post({ message: 'x', display }))!)).toBe(timeout);
  });

  it('transient timeout is 5000 ms by default and can be changed', () => {
    expect(TRANSIENT_ALERT_TIMEOUT_MS).toBe(5000);
    expect(alertTimeoutMs(headAlert(post({ message: 'x', display: 'transient' }))!, 1200)).toBe(1200);
  });

  it.each<[string, unknown, string]>([
    ['an Error', new Error('boom'), 'boom'],
    ['a string', 'plain text', 'plain text'],
    ['an error-like object', { name: 'NotFoundError', message: 'Entity was not found' }, 'Entity was not found'],
    ['anything else', 42, '42'],
  ])('errors show error severity: %s', (_name, error, message) => {
    expect(alertFromError(error)).toEqual({ message, severity: 'error', display: 'permanent' });
  });

  it.each([
    [1, '(1 older message)'],
    [2, '(2 older messages)'],
  ])('words %p further alerts as %p', (count, text) => {
    expect(olderMessagesText(count)).toBe(text);
  });
});
