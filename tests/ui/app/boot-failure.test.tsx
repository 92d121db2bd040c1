import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showBootChunkFailure } from '../../../config/browser/boot-failure';

describe("the entry, when the app's code fails to download", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('says so with the chunk message and offers a reload the keyboard reaches', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const reload = jest.fn();
    showBootChunkFailure(document, new TypeError('Failed to fetch dynamically imported module: /assets/boot-1.js'), reload);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lazy loaded chunk failed to load, try to reload the page: Failed to fetch dynamically imported module: /assets/boot-1.js',
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Reload page' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
