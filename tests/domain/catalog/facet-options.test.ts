import fc from 'fast-check';
import { FACET_VISIBLE_OPTIONS, visibleFacetOptions } from '../../../domain/catalog/facet-options';

const facets = (...values: string[]) => values.map((value, index) => ({ value, count: index + 1 }));
const values = (shown: readonly { value: string }[]) => shown.map((option) => option.value);

describe('visibleFacetOptions', () => {
  it('shows every value when there are no more than the limit', () => {
    expect(visibleFacetOptions(facets('a', 'b', 'c'), undefined, '', 3)).toEqual({ shown: facets('a', 'b', 'c'), hidden: 0 });
  });

  it('shows the first values up to the limit and counts the rest', () => {
    const result = visibleFacetOptions(facets('a', 'b', 'c', 'd'), undefined, '', 2);
    expect(values(result.shown)).toEqual(['a', 'b']);
    expect(result.hidden).toBe(2);
  });

  it('keeps selected values first and visible whatever the query, matching case-insensitively', () => {
    const result = visibleFacetOptions(facets('group:default/team-a', 'group:default/team-b', 'user:default/zoe'), ['USER:default/zoe'], 'team-b');
    expect(values(result.shown)).toEqual(['user:default/zoe', 'group:default/team-b']);
  });

  it('needs every word of the query in a value', () => {
    const result = visibleFacetOptions(facets('payments team', 'payments', 'team'), undefined, 'TEAM  payments');
    expect(values(result.shown)).toEqual(['payments team']);
  });

  it('shows FACET_VISIBLE_OPTIONS values by default', () => {
    const many = facets(...Array.from({ length: 100 }, (_, index) => `owner-${index}`));
    const result = visibleFacetOptions(many, undefined, '');
    expect(result.shown).toHaveLength(FACET_VISIBLE_OPTIONS);
    expect(result.hidden).toBe(100 - FACET_VISIBLE_OPTIONS);
  });

  it('never loses a value: shown plus hidden is every selected or matching value', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 60, selector: (value) => value.toLowerCase() }),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 5 }),
        fc.string({ maxLength: 3 }),
        fc.nat({ max: 30 }),
        (all, selected, query, limit) => {
          const options = facets(...all);
          const result = visibleFacetOptions(options, selected, query, limit);
          const selectedSet = new Set(selected.map((value) => value.toLowerCase()));
          const words = query.toLowerCase().split(/\s+/).filter(Boolean);
          const eligible = all.filter(
            (value) => selectedSet.has(value.toLowerCase()) || words.every((word) => value.toLowerCase().includes(word)),
          );
          expect(result.shown.length + result.hidden).toBe(eligible.length);
          expect(result.shown.length).toBeLessThanOrEqual(limit + all.filter((value) => selectedSet.has(value.toLowerCase())).length);
        },
      ),
    );
  });
});
