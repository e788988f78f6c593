import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { COMPLAINT_MESSAGES } from '@travel/contracts/complaints';
import type { TripSummary } from '@travel/contracts/trips';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import FileComplaintPage from './FileComplaintPage';
import { complaint } from './testComplaints';

const trip = (overrides: Partial<TripSummary>): TripSummary => ({
  kind: 'flight',
  reference: 'ABC234',
  title: 'BOM → DEL',
  subtitle: 'IndiGo 6E 2131',
  startDate: '2026-12-12',
  endDate: null,
  startTime: '06:10',
  travellers: ['Asha Rao'],
  tab: 'upcoming',
  status: 'confirmed',
  totalMinor: 14_200_00,
  currency: 'INR',
  bookedAt: '2026-11-20T10:00:00.000Z',
  demo: false,
  ...overrides,
});

const TRIPS = [trip({}), trip({ kind: 'hotel', reference: 'HB-100001', title: 'Marine Drive Residency' })];
const FILED = 'Your complaint is registered. We have emailed you its ticket number.';

const renderPage = (url = '/account/complaints/new?kind=hotel&reference=HB-100001', signedIn = true) =>
  renderAccountPage(url, <FileComplaintPage />, {
    signedIn,
    get: { '/trips': async () => ({ data: { success: true, trips: TRIPS } }) },
  });

// Typed messages, a key at a time: on a busy machine a test takes longer than Jest's default 5 s.
jest.setTimeout(20_000);
describe('FileComplaintPage (/account/complaints/new)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: goes to the login and back to the form with its booking', () => {
    renderPage(undefined, false);
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/login?next=%2Faccount%2Fcomplaints%2Fnew%3Fkind%3Dhotel%26reference%3DHB-100001',
    );
  });

  it('offers the account’s bookings with the one asked for chosen, and every category', async () => {
    renderPage();
    const booking = await screen.findByRole('combobox', { name: 'Booking' });
    await screen.findByRole('option', { name: 'BOM → DEL · ABC234' });
    expect(booking).toHaveValue('hotel:HB-100001');
    expect(screen.getByRole('option', { name: 'Marine Drive Residency · HB-100001' })).toBeInTheDocument();
    expect(
      Array.from((screen.getByRole('combobox', { name: 'What is it about?' }) as HTMLSelectElement).options).map(
        (option) => option.textContent,
      ),
    ).toEqual([
      'Choose a category',
      'Refund',
      'Cancellation',
      'Change of booking',
      'Payment',
      'Schedule change',
      'Something else',
    ]);
  });

  it('says what is missing with the server’s own messages, and sends nothing', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage('/account/complaints/new');
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.category)).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_MESSAGES.booking)).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_MESSAGES.message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('files the complaint and shows its ticket number at once, with the way to follow it', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        success: true,
        message: FILED,
        complaint: complaint({ booking: { kind: 'hotel', reference: 'HB-100001' } }),
      },
    });
    const { user } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'What is it about?' }), 'Refund');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '  The hotel charged me twice.  ');
    await user.click(screen.getByRole('button', { name: 'File complaint' }));

    expect(await screen.findByRole('heading', { name: 'Complaint filed' })).toBeInTheDocument();
    expect(screen.getByText(FILED)).toBeInTheDocument();
    expect(screen.getByText('TP-C-000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your complaint' })).toHaveAttribute(
      'href',
      '/account/complaints/ticket?ticket=TP-C-000123',
    );
    expect(post).toHaveBeenCalledWith(
      '/complaints',
      {
        category: 'refund',
        booking: { kind: 'hotel', reference: 'HB-100001' },
        message: 'The hotel charged me twice.',
      },
      { params: undefined },
    );
  });

  it('shows the API’s refusal at its field, and a booking it does not know as an alert', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        fail(400, {
          success: false,
          message: 'Invalid input',
          problems: [{ field: 'message', message: COMPLAINT_MESSAGES.message }],
        } as never),
      )
      .mockRejectedValueOnce(fail(404, 'No such booking'));
    const { user } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'What is it about?' }), 'Payment');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'I was charged but got no ticket.');
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.message)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), ' Please help.');
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No such booking'));
    expect(screen.queryByRole('heading', { name: 'Complaint filed' })).not.toBeInTheDocument();
  });
});
