import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import { renderAuthPage } from '../../test/renderAuthPage';
import { saveTripToken } from '../../trips/tripTokens';
import GuestComplaintPage from './GuestComplaintPage';
import GuestComplaintTicketPage from './GuestComplaintTicketPage';
import { complaint, thread } from './testComplaints';

const FORM = '/my-trips/complaint?kind=flight&reference=ABC234';

// Typed messages, a key at a time: on a busy machine a test takes longer than Jest's default 5 s.
jest.setTimeout(20_000);
describe('GuestComplaintPage (/my-trips/complaint)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('signed in: the account’s form takes over, with the same booking', () => {
    renderAuthPage(FORM, <GuestComplaintPage />, storeWithVisitor({ signedIn: true }));
    expect(screen.getByTestId('path')).toHaveTextContent('/account/complaints/new?kind=flight&reference=ABC234');
  });

  it('a guest without the booking opened: log in, or find the booking, which then opens this form', async () => {
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) =>
      url === '/trips/lookup'
        ? {
            data: { success: true, message: 'If a booking matches, we have emailed a 6-digit code to that address.' },
          }
        : { data: { success: true, token: 'tok-1', trip: { kind: 'flight', reference: 'ABC234' } } },
    );
    renderAuthPage('/my-trips/complaint', <GuestComplaintPage />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount%2Fcomplaints%2Fnew',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Booking reference' }), 'ABC234');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.test');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(FORM));
    expect(await screen.findByRole('combobox', { name: 'Booking' })).toHaveValue('flight:ABC234');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('with the booking’s token: files with it and shows the ticket, followed on the guest’s ticket page', async () => {
    saveTripToken('ABC234', 'tok-1');
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        success: true,
        message: 'Your complaint is registered. We have emailed you its ticket number.',
        complaint: complaint(),
      },
    });
    renderAuthPage(FORM, <GuestComplaintPage />);
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Booking' })).toHaveValue('flight:ABC234');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'Cancellation');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'The airline cancelled my flight.');
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    expect(await screen.findByText('TP-C-000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your complaint' })).toHaveAttribute(
      'href',
      '/my-trips/complaint/ticket?ticket=TP-C-000123&reference=ABC234',
    );
    expect(post).toHaveBeenCalledWith(
      '/complaints',
      {
        category: 'cancellation',
        booking: { kind: 'flight', reference: 'ABC234' },
        message: 'The airline cancelled my flight.',
      },
      { params: { token: 'tok-1' } },
    );
  });
});

describe('GuestComplaintPage: following a complaint filed before', () => {
  afterEach(() => sessionStorage.clear());

  it('opens the ticket from its number in the email, and says what a ticket number looks like', async () => {
    saveTripToken('ABC234', 'tok-1');
    renderAuthPage(FORM, <GuestComplaintPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Ticket number' }), 'TP-123');
    await user.click(screen.getByRole('button', { name: 'Open the complaint' }));
    expect(screen.getByText('Enter the ticket number from the email, such as TP-C-000123.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Ticket number' }));
    await user.type(screen.getByRole('textbox', { name: 'Ticket number' }), 'tp-c-000124');
    await user.click(screen.getByRole('button', { name: 'Open the complaint' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(
        '/my-trips/complaint/ticket?ticket=TP-C-000124&reference=ABC234',
      ),
    );
  });
});

describe('GuestComplaintTicketPage (/my-trips/complaint/ticket)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('opens the thread with the booking’s token', async () => {
    saveTripToken('ABC234', 'tok-1');
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: { success: true, complaint: thread({}, 'My refund has not arrived after two weeks.') },
    } as never);
    renderAuthPage('/my-trips/complaint/ticket?ticket=TP-C-000123&reference=ABC234', <GuestComplaintTicketPage />);
    expect(await screen.findByRole('heading', { name: 'Complaint TP-C-000123' })).toBeInTheDocument();
    expect(screen.getByText('My refund has not arrived after two weeks.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/complaints/TP-C-000123',
      expect.objectContaining({ params: { token: 'tok-1' } }),
    );
  });

  it('without the token: says how to open the booking again, and asks nothing', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderAuthPage('/my-trips/complaint/ticket?ticket=TP-C-000123&reference=ABC234', <GuestComplaintTicketPage />);
    expect(screen.getByText(/open its booking again with the code we email you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute('href', '/my-trips/complaint');
    expect(get).not.toHaveBeenCalled();
  });
});
