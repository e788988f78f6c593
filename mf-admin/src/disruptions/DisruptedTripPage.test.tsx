import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { StaffRole } from '@travel/contracts/admin';
import type { StaffDisruptionDetail } from '@travel/contracts/disruptions';
import { forgetMyPermissions } from '../navigation/api/getMyPermissions';
import { renderAdminPage } from '../test/renderAdminPage';
import DisruptedTripPage from './DisruptedTripPage';
import { staffDisruptionDetail } from './testDisruptions';

const ID = '5f0c7a8e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const URL = `/admin-disruptions/change?id=${ID}`;
const NEXT_DAY = {
  id: 'oco_next_day',
  slices: [
    {
      from: 'BOM',
      to: 'DEL',
      departingAt: '2026-12-21T10:00',
      arrivingAt: '2026-12-21T12:10',
      flightNumbers: ['6E 2131'],
    },
  ],
  expiresAt: '2026-12-01T10:00:00.000Z',
};
const OPEN = staffDisruptionDetail({ alternatives: [NEXT_DAY] });
const ACCEPTED = staffDisruptionDetail({
  status: 'accepted',
  state: 'accepted',
  actions: [],
  choice: { action: 'accept', at: '2026-11-29T09:00:00.000Z', by: 'staff' },
  answeredBy: { by: 'staff', name: 'Asha Admin' },
});

function mockApi(detail: StaffDisruptionDetail, roles: StaffRole[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === `/admin/disruptions/${ID}`) return { data: { success: true, disruption: detail } } as never;
    if (url === '/admin/permissions') return { data: { success: true, roles, permissions: [] } } as never;
    throw new Error(`unexpected ${url}`);
  });
}
const answered = (disruption: StaffDisruptionDetail, message: string) => ({
  data: { success: true, message, disruption },
});
const renderPage = () => renderAdminPage(URL, <DisruptedTripPage />);

jest.setTimeout(20_000);
describe('DisruptedTripPage (/admin-disruptions/change)', () => {
  beforeEach(() => {
    // Each test's roles are asked afresh (forgotten before it draws, not while the last page is still drawn).
    forgetMyPermissions();
    invalidateQueries([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the change: the traveller, the flight as booked and now, the deadline and the three answers', async () => {
    mockApi(OPEN, ['super_admin']);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule change' })).toBeInTheDocument();
    expect(await screen.findByText('asha@example.test')).toBeInTheDocument();
    const flights = screen.getByRole('table', { name: 'The flight as booked and now' });
    expect(
      within(flights)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BOM → DEL 6E 2131 2026-12-20 10:00 – 12:10', 'BOM → DEL 6E 2131 2026-12-20 13:30 – 15:40']);
    expect(screen.getByText('No deadline set')).toBeInTheDocument();
    expect(screen.getByText('Awaiting the traveller')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept the new schedule' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move to the chosen flight' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel and refund in full' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'BOM → DEL 6E 2131 2026-12-21 10:00 – 12:10' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to the schedule changes' })).toHaveAttribute(
      'href',
      '/admin-disruptions',
    );
  });

  it('accepts for the traveller only once confirmed, then shows who answered', async () => {
    mockApi(OPEN, ['support_agent']);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(answered(ACCEPTED, 'The new schedule is confirmed with the airline for the traveller.'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the new schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the new schedule for the traveller?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Accept the new schedule' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept the new schedule' }));
    expect(post).toHaveBeenCalledWith(`/admin/disruptions/${ID}/accept`, undefined);
    expect(
      await screen.findByText('The new schedule is confirmed with the airline for the traveller.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Asha Admin')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the new schedule' })).not.toBeInTheDocument();
  });

  it('moves the traveller to the flight chosen from those offered', async () => {
    mockApi(OPEN, ['support_agent']);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(answered({ ...ACCEPTED, status: 'changed', state: 'moved' }, 'Moved.'));
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'BOM → DEL 6E 2131 2026-12-21 10:00 – 12:10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the chosen flight' }));
    const dialog = screen.getByRole('dialog', { name: 'Move the traveller to the chosen flight?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to the chosen flight' }));
    expect(post).toHaveBeenCalledWith(`/admin/disruptions/${ID}/alternative`, { alternativeId: 'oco_next_day' });
    expect(await screen.findByText('Moved to another flight')).toBeInTheDocument();
  });

  it('offers cancel for a refund only to staff who may start refunds', async () => {
    mockApi(OPEN, ['support_agent']);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Accept the new schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund in full' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelling for a full refund needs the permission to start refunds.')).toBeInTheDocument();
  });

  it('cancelling for a refund asks for the second factor again when the API does, then cancels once (#40)', async () => {
    mockApi(OPEN, ['finance']);
    const cancelled = { ...ACCEPTED, status: 'cancelled', state: 'cancelled' } as StaffDisruptionDetail;
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
      if (url === '/v1/customer/mfa/step-up') return { data: { success: true, message: 'Confirmed.' } } as never;
      if (post.mock.calls.filter(([called]) => called === url).length === 1) {
        throw refusedCall(403, {
          success: false,
          message: 'Enter the code from your authenticator app to continue.',
          stepUp: 'code',
        });
      }
      return answered(cancelled, 'Cancelled and refunded.') as never;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund in full' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel and refund in full' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cancelled and refunded.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/customer/mfa/step-up', { code: '123456' });
    expect(post.mock.calls.filter(([url]) => url === `/admin/disruptions/${ID}/cancel`)).toHaveLength(2);
    expect(screen.getByText('Cancelled and refunded')).toBeInTheDocument();
  });

  it('shows the API’s 409 as it says it, and reads the change again', async () => {
    const get = mockApi(OPEN, ['finance']);
    const message = 'This change was already answered: the booking has accepted the new schedule.';
    jest.spyOn(apiClient, 'post').mockRejectedValue(refusedCall(409, message));
    renderPage();
    expect(screen.queryByRole('button', { name: 'Accept the new schedule' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund in full' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel the booking and refund in full?' })).getByRole('button', {
        name: 'Cancel and refund in full',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(get.mock.calls.filter(([url]) => url === `/admin/disruptions/${ID}`).length).toBeGreaterThanOrEqual(2);
  });
});
