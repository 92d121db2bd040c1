import fc from 'fast-check';
import { greetingFor, welcomeTitle } from '../../../../ui/home/widgets/greeting';

describe('the welcome title', () => {
  it.each([
    [0, 'Get some rest'],
    [4, 'Get some rest'],
    [5, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [22, 'Good evening'],
    [23, 'Get some rest'],
  ])('at %i:00 says %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });

  it('greets the user by name, or without one', () => {
    expect(welcomeTitle(9, 'Guest')).toBe('Good morning, Guest');
    expect(welcomeTitle(14, '  ')).toBe('Good afternoon');
    expect(welcomeTitle(20, undefined)).toBe('Good evening');
  });

  it('treats any hour modulo a day', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (hour) => expect(greetingFor(hour)).toBe(greetingFor(((hour % 24) + 24) % 24))));
  });
});
