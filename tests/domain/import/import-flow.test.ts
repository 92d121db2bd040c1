import type { AnalyzeResult, ImportLocation } from '../../../domain/import/analysis';
import { afterAnalysis, back, reviewSelected, splitByExistence, startImport, stepIndex, toggleLocation, type ImportStep } from '../../../domain/import/import-flow';

const location = (target: string, exists = false): ImportLocation => ({ target, exists, entities: [{ kind: 'Component', namespace: 'default', name: target }] });
const url = 'https://github.com/acme/widgets';

describe('the import stepper', () => {
  it('starts at Select URL', () => {
    expect(startImport()).toEqual({ kind: 'selectUrl', url: '' });
    expect(stepIndex(startImport())).toBe(0);
  });

  it('reviews a single location at once (step 3)', () => {
    const step = afterAnalysis(url, { type: 'locations', locations: [location('a')] });
    expect(step).toMatchObject({ kind: 'review', locations: [location('a')], from: 'selectUrl' });
    expect(stepIndex(step)).toBe(2);
    expect(back(step)).toEqual({ kind: 'selectUrl', url });
  });

  it('lets several locations be chosen first, all selected, and goes back to the same choice', () => {
    const step = afterAnalysis(url, { type: 'locations', locations: [location('a'), location('b'), location('c')] }) as Extract<ImportStep, { kind: 'selectLocations' }>;
    expect(step.selected).toEqual(['a', 'b', 'c']);
    expect(stepIndex(step)).toBe(1);
    const fewer = toggleLocation(step, 'b') as typeof step;
    expect(fewer.selected).toEqual(['a', 'c']);
    expect(toggleLocation(fewer, 'b')).toMatchObject({ selected: ['a', 'c', 'b'] });
    const review = reviewSelected(fewer);
    expect(review).toMatchObject({ kind: 'review', locations: [location('a'), location('c')] });
    expect(back(review)).toEqual({ ...fewer, selected: ['a', 'c'] });
  });

  it('prepares a pull request for a repository (step 2)', () => {
    const result: AnalyzeResult = { type: 'repository', integrationType: 'github', url, generatedEntities: [], suggestions: [] };
    const step = afterAnalysis(url, result);
    expect(step).toEqual({ kind: 'pullRequest', url, analysis: result });
    expect(stepIndex(step)).toBe(1);
    expect(back(step)).toEqual({ kind: 'selectUrl', url });
  });

  it('finishes at step 4', () => {
    expect(stepIndex({ kind: 'finishLocations', url, added: [], refreshed: [] })).toBe(3);
    expect(stepIndex({ kind: 'finishPullRequest', url, result: { link: 'l', location: 'x' }, entities: [] })).toBe(3);
  });

  it('splits what to add from what to refresh', () => {
    expect(splitByExistence([location('a', true), location('b'), location('c', true)])).toEqual({
      toAdd: [location('b')],
      toRefresh: [location('a', true), location('c', true)],
    });
  });
});
