import fc from 'fast-check';
import { matchesLabelSelector, parseLabelSelector } from '../../../../config/dev-backend/kubernetes-fixture/label-selector';

const labels = { 'backstage.io/kubernetes-id': 'payments', app: 'api', tier: 'backend' };

describe('label selectors (as the API server reads ?labelSelector=)', () => {
  it.each([
    ['', true],
    ['backstage.io/kubernetes-id=payments', true],
    ['backstage.io/kubernetes-id==payments', true],
    ['backstage.io/kubernetes-id=ledger', false],
    ['app!=api', false],
    ['app!=web', true],
    ['tier', true],
    ['missing', false],
    ['!missing', true],
    ['!tier', false],
    ['app in (web, api)', true],
    ['app in (web)', false],
    ['app notin (web)', true],
    ['app notin (api,web)', false],
    ['backstage.io/kubernetes-id=payments,app in (api,web),!missing', true],
    ['backstage.io/kubernetes-id=payments,app=web', false],
  ])('%s matches: %s', (selector, expected) => {
    expect(matchesLabelSelector(selector, labels)).toBe(expected);
  });

  it('splits on commas outside value sets only', () => {
    expect(parseLabelSelector('a in (x,y),b=1')).toEqual([
      { op: 'in', key: 'a', values: ['x', 'y'] },
      { op: 'eq', key: 'b', value: '1' },
    ]);
  });

  const key = fc.stringMatching(/^[a-z][a-z0-9./-]{0,15}$/);
  const value = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,10}$/);

  it('an equality requirement holds exactly when the label has that value', () => {
    fc.assert(
      fc.property(key, value, fc.dictionary(key, value), (k, v, set) => {
        expect(matchesLabelSelector(`${k}=${v}`, set)).toBe(set[k] === v && Object.hasOwn(set, k));
        expect(matchesLabelSelector(`${k}!=${v}`, set)).toBe(!(Object.hasOwn(set, k) && set[k] === v));
      }),
    );
  });

  it('a conjunction holds exactly when every part holds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }), fc.dictionary(key, value), (parts, set) => {
        const selector = parts.map(([k, v]) => `${k}=${v}`).join(',');
        expect(matchesLabelSelector(selector, set)).toBe(parts.every(([k, v]) => matchesLabelSelector(`${k}=${v}`, set)));
      }),
    );
  });
});
