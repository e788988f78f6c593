import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import type { SavedTraveller } from '@travel/contracts/travellers';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import TravellersPage from './TravellersPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const traveller = (overrides: Partial<SavedTraveller>): SavedTraveller => ({
  id: 't1',
  type: 'adult',
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Verma',
  dateOfBirth: '1990-04-12',
  passportNumber: 'K1234567',
  createdAt: '2026-11-20T05:30:00Z',
  ...overrides,
});

const renderPage = (travellers: SavedTraveller[]) =>
  renderAccountPage('/account/travellers', <TravellersPage />, {
    get: { '/account/travellers': async () => ({ data: { success: true, travellers } }) },
  });

describe('TravellersPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the saved travellers and removes one; a failed removal keeps it and says why', async () => {
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValueOnce({ data: { success: true, message: 'Traveller removed' } })
      .mockRejectedValueOnce(fail(404, 'Traveller not found'));
    const { user } = renderPage([
      traveller({}),
      traveller({ id: 't2', type: 'child', title: 'Master', firstName: 'Kabir', passportNumber: undefined }),
    ]);
    const list = await screen.findByRole('list', { name: 'Saved travellers' });
    expect(list).toHaveTextContent('Ms Asha Verma');
    expect(list).toHaveTextContent('AdultBorn 1990-04-12Passport ending 4567');
    expect(list).toHaveTextContent('Master Kabir Verma');

    await user.click(screen.getByRole('button', { name: 'Remove saved traveller Asha Verma' }));
    expect(await screen.findByText('Removed from your saved travellers: Asha Verma')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/account/travellers/t1');
    expect(screen.queryByText('Ms Asha Verma')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove saved traveller Kabir Verma' }));
    expect(await screen.findByText('Traveller not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove saved traveller Kabir Verma' })).toBeEnabled(),
    );
  });

  it('adds a traveller: the rules show at their fields, then the saved person joins the list', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        refusedCall(400, {
          success: false,
          message: 'passport number must be 6 to 9 letters and digits, starting with a letter',
          problems: [
            {
              field: 'passportNumber',
              message: 'passport number must be 6 to 9 letters and digits, starting with a letter',
            },
          ],
        }),
      )
      .mockImplementationOnce(async (_path, body) => ({
        data: { success: true, traveller: { ...(body as object), id: 't9', createdAt: '2026-11-23T05:30:00Z' } },
      }));
    const { user } = renderPage([traveller({})]);
    await screen.findByRole('list', { name: 'Saved travellers' });

    await user.click(screen.getByRole('button', { name: 'Add a traveller' }));
    await user.click(screen.getByRole('radio', { name: 'Child' }));
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('Master');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Kabir');
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Date of birth must be a day (YYYY-MM-DD)',
    );
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Verma');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2019-05-02' } });
    await user.type(screen.getByRole('textbox', { name: 'Passport number (optional)' }), 'z12345');
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    // The API's refusal shows at its field.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Passport number (optional)' })).toHaveAccessibleDescription(
        'Passport number must be 6 to 9 letters and digits, starting with a letter',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    expect(await screen.findByText('Saved to your travellers: Kabir Verma')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/account/travellers', {
      type: 'child',
      title: 'Master',
      firstName: 'Kabir',
      lastName: 'Verma',
      dateOfBirth: '2019-05-02',
      nationality: undefined,
      passportNumber: 'Z12345',
      passportExpiry: undefined,
    });
    expect(screen.getByRole('list', { name: 'Saved travellers' })).toHaveTextContent('Master Kabir Verma');
    expect(screen.queryByRole('button', { name: 'Save traveller' })).not.toBeInTheDocument();
  });

  it('says when there is nobody saved yet', async () => {
    renderPage([]);
    expect(await screen.findByText(/No saved travellers yet/)).toBeInTheDocument();
  });
});
