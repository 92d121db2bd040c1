import { Button, Dialog } from '@blueprintjs/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Entity } from '../../../domain/catalog/entity';
import type { ContributedMenuItem } from '../../../ui/app/plugin-extension-points-context';
import { useReturnFocus } from '../../../ui/app/use-return-focus';
import { EntityContextMenu } from '../../../ui/catalog/entity-page/entity-context-menu';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };

/** Items named as the entity page's own, each running its jest.fn. */
const setup = (canUnregister = true) => {
  const actions = { onUnregister: jest.fn(), onInspect: jest.fn(), onCopyUrl: jest.fn(), onRefresh: jest.fn() };
  const item = (id: string, title: string, order: number, onSelect: () => void, disabled = false): ContributedMenuItem => ({
    pluginId: 'catalog',
    id,
    title,
    order,
    useAction: () => ({ onSelect, disabled }),
  });
  const items = [
    item('refresh-entity', 'Schedule entity refresh', 30, actions.onRefresh),
    item('unregister-entity', 'Unregister entity', 0, actions.onUnregister, !canUnregister),
    item('inspect-entity', 'Inspect entity', 10, actions.onInspect),
    item('copy-entity-url', 'Copy entity URL', 20, actions.onCopyUrl),
  ];
  render(
    <MemoryRouter>
      <EntityContextMenu entity={entity} items={items} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), actions, trigger: screen.getByRole('button', { name: 'More actions' }) };
};

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('EntityContextMenu keyboard use', () => {
  it('opens on its first item with Enter; the arrow keys, Home and End move between items and wrap', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Unregister entity')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Inspect entity')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Schedule entity refresh')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Unregister entity')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Schedule entity refresh')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Unregister entity')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Schedule entity refresh')).toHaveFocus();
  });

  it('skips a disabled item', async () => {
    const { user, trigger } = setup(false);
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Inspect entity')).toHaveFocus());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(item('Inspect entity')).toHaveFocus();
  });

  it('gives focus back to its button on Escape', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Unregister entity')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes when Tab moves focus on from an item', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Unregister entity')).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs the picked item once, closes, and leaves focus on its button without reopening', async () => {
    const { user, trigger, actions } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item('Unregister entity')).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(trigger).toHaveFocus();
    // The action runs once the menu has gone, so a dialog it opens is the only overlay.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(actions.onInspect).toHaveBeenCalledTimes(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

const DialogOpener = () => {
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open && (
        <Dialog isOpen onClose={() => setOpen(false)} title="Unmounted on close" transitionDuration={0}>
          <Button>Inside</Button>
        </Dialog>
      )}
    </>
  );
};

describe('useReturnFocus', () => {
  it('gives focus back to the opener of a dialog that unmounts when it closes', async () => {
    const user = userEvent.setup();
    render(<DialogOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
