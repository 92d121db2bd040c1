import fc from 'fast-check';
import { BREADCRUMBS_MAX_VISIBLE } from '../../../domain/app/constants';
import { type BreadcrumbSlot, collapseBreadcrumbs } from '../../../domain/app/breadcrumbs';

const render = (slots: readonly BreadcrumbSlot<string>[]) =>
  slots.map(slot => (slot.kind === 'item' ? slot.item : '...'));

describe('collapseBreadcrumbs', () => {
  it('collapses when more than 3', () => expect(BREADCRUMBS_MAX_VISIBLE).toBe(3));

  it.each<[string[], string[]]>([
    [[], []],
    [['a'], ['a']],
    [['a', 'b'], ['a', 'b']],
    [['a', 'b', 'c'], ['a', 'b', 'c']],
    [['a', 'b', 'c', 'd'], ['a', 'b', '...', 'd']],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', '...', 'f']],
  ])('%p shows as %p', (items, shown) => {
    expect(render(collapseBreadcrumbs(items))).toEqual(shown);
  });

  it('keeps the hidden middle items behind the ellipsis', () => {
    const slots = collapseBreadcrumbs(['a', 'b', 'c', 'd', 'e']);
    expect(slots[2]).toEqual({ kind: 'collapsed', hidden: ['c', 'd'] });
  });

  it('shows everything once expanded', () => {
    expect(render(collapseBreadcrumbs(['a', 'b', 'c', 'd', 'e'], { expanded: true }))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps original indexes on the visible items', () => {
    const last = collapseBreadcrumbs(['a', 'b', 'c', 'd']).at(-1);
    expect(last).toEqual({ kind: 'item', item: 'd', index: 3 });
  });

  it('never loses or reorders items and shows at most the maximum (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), fc.integer({ min: 2, max: 8 }), (items, maxVisible) => {
        const slots = collapseBreadcrumbs(items, { maxVisible });
        const flattened = slots.flatMap(slot => (slot.kind === 'item' ? [slot.item] : slot.hidden));
        expect(flattened).toEqual(items);
        const visible = slots.filter(slot => slot.kind === 'item');
        expect(visible.length).toBe(Math.min(items.length, maxVisible));
        const collapsed = slots.filter(slot => slot.kind === 'collapsed');
        expect(collapsed.length).toBe(items.length > maxVisible ? 1 : 0);
        if (items.length > 0) expect(slots.at(-1)).toEqual({ kind: 'item', item: items.at(-1), index: items.length - 1 });
      }),
    );
  });
});
