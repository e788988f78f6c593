import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionalDialog } from './RegionalDialog';
import { renderWithPortal } from '../../test/renderWithPortal';

describe('RegionalDialog', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults: English (UK), India, INR', () => {
    renderWithPortal(<RegionalDialog onClose={() => {}} />);
    expect(screen.getByLabelText('Language')).toHaveDisplayValue('English (UK)');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('India');
    expect(screen.getByLabelText('Currency')).toHaveDisplayValue('INR – Indian Rupee');
  });

  it('Save applies the chosen language, country and currency', async () => {
    const onClose = jest.fn();
    const { store } = renderWithPortal(<RegionalDialog onClose={onClose} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Arabic');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Arab Emirates');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'AED');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().regional).toEqual({ language: 'ar', country: 'AE', currency: 'AED' });
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel and Escape close without applying anything', async () => {
    const onClose = jest.fn();
    const { store } = renderWithPortal(<RegionalDialog onClose={onClose} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'French');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(store.getState().regional.language).toBe('en');
  });

  it('keeps keyboard focus inside the dialog', async () => {
    renderWithPortal(<RegionalDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Regional settings' });
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
