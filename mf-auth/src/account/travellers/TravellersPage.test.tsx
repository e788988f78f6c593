import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import type { SavedTraveller } from '@travel/contracts/travellers';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import TravellersPage from './TravellersPage';

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

  it('says when there is nobody saved yet', async () => {
    renderPage([]);
    expect(await screen.findByText(/No saved travellers yet/)).toBeInTheDocument();
  });
});
