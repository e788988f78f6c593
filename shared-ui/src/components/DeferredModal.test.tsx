import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '@travel/shared-ui/components';

describe('Modal from /components (remotes built before 2.4.0)', () => {
  it('is the dialog of /modal: titled, focus on its first control, Escape closes', async () => {
    const onClose = jest.fn();
    render(
      <>
        <button type="button">Opener</button>
        <Modal title="Change currency" onClose={onClose} actions={<button type="button">Apply</button>}>
          <p>Pick one</p>
        </Modal>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change currency' });
    expect(dialog).toHaveTextContent('Pick one');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
