import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TravellersPopup } from './TravellersPopup';

function setup(value = { adults: 1, children: 0, childAges: [] as number[] }) {
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(<TravellersPopup value={value} onApply={onApply} onClose={onClose} />);
  return { onApply, onClose, user: userEvent.setup() };
}

describe('TravellersPopup', () => {
  it('never lets the adults go below 1 or above 9', async () => {
    const { user } = setup();
    expect(screen.getByRole('button', { name: 'Remove one adult' })).toBeDisabled();
    for (let i = 0; i < 8; i++) await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    expect(screen.getByLabelText('Adults')).toHaveTextContent('9');
    expect(screen.getByRole('button', { name: 'Add one adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one child' })).toBeDisabled();
  });

  it('caps children at 6 and travellers at 9, asking an age for each child', async () => {
    const { user } = setup({ adults: 2, children: 0, childAges: [] });
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Add one child' }));
    expect(screen.getByLabelText('Children')).toHaveTextContent('6');
    expect(screen.getByRole('button', { name: 'Add one child' })).toBeDisabled();
    expect(screen.getAllByRole('combobox', { name: /Age of child/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    expect(screen.getByLabelText('Adults')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Add one adult' })).toBeDisabled();
  });

  it('offers child ages 0 to 17', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options[0]).toBe('0');
    expect(options[options.length - 1]).toBe('17');
    expect(options).toHaveLength(18);
  });

  it('hands back adults, children and ages on Apply', async () => {
    const { user, onApply } = setup();
    await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age of child 1' }), '11');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ adults: 2, children: 1, childAges: [11] });
  });

  it('closes without applying on Cancel', async () => {
    const { user, onApply, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
