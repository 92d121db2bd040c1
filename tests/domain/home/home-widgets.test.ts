import { HOME_WIDGET_DEFAULT_ORDER, orderedHomeWidgets } from '../../../domain/home/home-widgets';

const widget = (id: string, order?: number) => ({ id, ...(order === undefined ? {} : { order }) });

describe('orderedHomeWidgets', () => {
  it.each([
    ['by order, lower first', [widget('b', 10), widget('a', 0)], ['a', 'b']],
    ['a widget without an order after the built-in ones (0 to 70)', [widget('on-call'), widget('identity', 70), widget('starred', 0)], ['starred', 'identity', 'on-call']],
    ['widgets of one order in the order given', [widget('x'), widget('y'), widget('z', HOME_WIDGET_DEFAULT_ORDER)], ['x', 'y', 'z']],
    ['a negative order first', [widget('starred', 0), widget('on-call', -1)], ['on-call', 'starred']],
  ])('orders %s', (_, widgets, ids) => {
    expect(orderedHomeWidgets(widgets).map((shown) => shown.id)).toEqual(ids);
  });

  it('leaves the list it is given as it was', () => {
    const widgets = [widget('b', 10), widget('a', 0)];
    orderedHomeWidgets(widgets);
    expect(widgets.map((shown) => shown.id)).toEqual(['b', 'a']);
  });
});
