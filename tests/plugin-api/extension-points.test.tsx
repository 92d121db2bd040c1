// createPlugin's home page widgets and entity context-menu items, as a plugin author meets them.
import { render, screen } from '@testing-library/react';
import { createPlugin, type Entity } from '../../plugin-api';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };
const OnCallNow = () => <p>Pat Example is on call</p>;

describe('createPlugin home page widgets', () => {
  it("shows a loaded widget's content in a card titled as the widget, or as config retitles it", async () => {
    const [widget] = createPlugin({ id: 'on-call', homeWidgets: [{ id: 'on-call-now', title: 'On call now', load: async () => ({ default: OnCallNow }) }] }).homeWidgets!;
    expect(widget).toMatchObject({ id: 'on-call-now', title: 'On call now' });
    render(<>{widget!.render('Who is on call')}</>);
    expect(screen.getByRole('region', { name: 'Who is on call' })).toBeInTheDocument();
    expect(await screen.findByText('Pat Example is on call')).toBeInTheDocument();
  });

  it.each([
    ['neither load nor render', { id: 'on-call-now', title: 'On call now' }, "Plugin 'on-call': the home page widget 'on-call-now' needs load or render"],
    ['both load and render', { id: 'on-call-now', title: 'On call now', render: () => null, load: async () => ({ default: OnCallNow }) }, 'gives both load and render'],
    ['a loaded widget without a title', { id: 'on-call-now', load: async () => ({ default: OnCallNow }) }, "the home page widget 'on-call-now' needs a title for its card"],
  ])('refuses a widget with %s, naming the plugin and the widget', (_what, widget, message) => {
    expect(() => createPlugin({ id: 'on-call', homeWidgets: [widget] })).toThrow(message);
  });
});

describe('createPlugin entity context-menu items', () => {
  it('gives the menu what an item does for the entity: the address its href makes, or its onSelect with the entity', () => {
    const onSelect = jest.fn();
    const [link, action] = createPlugin({
      id: 'on-call',
      entityContextMenuItems: [
        { id: 'rota', title: 'Open the rota', href: (shown) => `/on-call/${shown.metadata.name}` },
        { id: 'page', title: 'Page the on-call engineer', onSelect },
      ],
    }).entityContextMenuItems!;
    expect(link!.useAction(entity)).toEqual({ href: '/on-call/payments' });
    const chosen = action!.useAction(entity);
    if (!('onSelect' in chosen)) throw new Error('an action was expected');
    chosen.onSelect();
    expect(onSelect).toHaveBeenCalledWith(entity);
  });

  it.each([
    ['none of href, onSelect and useAction', { id: 'page', title: 'Page' }],
    ['both href and onSelect', { id: 'page', title: 'Page', href: () => '/on-call', onSelect: () => undefined }],
  ])('refuses an item with %s, naming the plugin and the item', (_what, item) => {
    expect(() => createPlugin({ id: 'on-call', entityContextMenuItems: [item] })).toThrow(
      "Plugin 'on-call': the entity context-menu item 'page' needs exactly one of href, onSelect and useAction",
    );
  });
});
