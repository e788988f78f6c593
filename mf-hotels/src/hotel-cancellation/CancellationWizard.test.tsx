import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingSummary } from '@travel/contracts/bookings';
import { lookupBooking } from './api/lookupBooking';
import { requestCancellation } from './api/requestCancellation';
import { sendBookingCode } from './api/sendBookingCode';
import { verifyBookingCode } from './api/verifyBookingCode';
import CancellationWizard from './CancellationWizard';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

jest.mock('./api/lookupBooking', () => ({ lookupBooking: jest.fn() }));
jest.mock('./api/requestCancellation', () => ({ requestCancellation: jest.fn() }));
jest.mock('./api/sendBookingCode', () => ({ sendBookingCode: jest.fn() }));
jest.mock('./api/verifyBookingCode', () => ({ verifyBookingCode: jest.fn() }));
const lookup = lookupBooking as jest.Mock;
const request = requestCancellation as jest.Mock;
const sendCode = sendBookingCode as jest.Mock;
const verifyCode = verifyBookingCode as jest.Mock;

const BOOKING: BookingSummary = {
  id: 'HB-100001',
  hotelName: 'Marine Drive Residency',
  city: 'Mumbai',
  guestName: 'Asha Traveller',
  checkIn: '2030-04-01',
  checkOut: '2030-04-04',
  nights: 3,
  guests: 2,
  rooms: 1,
  amountPaidMinor: 1845000,
  currency: 'INR',
  status: 'confirmed',
  cancellationPolicy: 'Free cancellation up to 48 hours before check-in.',
  refund: {
    refundPercentage: 80,
    refundReason: 'Cancelled more than 48 hours before departure',
    refundableAmountMinor: 1476000,
    deductionsMinor: 5000,
    netRefundMinor: 1471000,
  },
};

const apiError = (status: number, message: string) => refusedCall(status, message);

/** Step 1's first part: the Booking ID and email, then Email me a code. */
async function askForCode(bookingId: string, email: string) {
  await userEvent.type(screen.getByLabelText('Booking ID *'), bookingId);
  await userEvent.type(screen.getByLabelText('Email *'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
}

/** The whole of step 1: the Booking ID and email, then the emailed code. */
async function search(bookingId: string, email: string, code = '123456') {
  await askForCode(bookingId, email);
  await userEvent.type(await screen.findByLabelText('6-digit code *'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Find booking' }));
}

describe('CancellationWizard', () => {
  beforeEach(() => {
    lookup.mockReset();
    request.mockReset();
    sendCode.mockReset().mockResolvedValue(undefined);
    verifyCode.mockReset().mockResolvedValue('token-of-the-code');
  });

  it('checks the search fields before calling the API', async () => {
    render(<CancellationWizard />);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByText('Booking ID is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '123');
    await askForCode('HB-1', 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('asks for the code emailed to the booking’s address, and shows the booking only after it', async () => {
    lookup.mockResolvedValue(BOOKING);
    verifyCode.mockRejectedValueOnce(apiError(400, 'That code is wrong or has expired. Ask for a new one.'));
    render(<CancellationWizard />);
    await askForCode(' HB-100001 ', 'traveller@example.com');
    expect(sendCode).toHaveBeenCalledWith({ reference: 'HB-100001', email: 'traveller@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If a booking matches, we have emailed a 6-digit code to traveller@example.com.',
    );
    const codeField = screen.getByLabelText('6-digit code *');
    expect(codeField).toHaveFocus();
    expect(screen.queryByLabelText('Booking ID *')).not.toBeInTheDocument();

    // Checked before it is sent: six digits.
    await userEvent.keyboard('12{Enter}');
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(verifyCode).not.toHaveBeenCalled();

    // A wrong code: the API's message, and no booking asked for.
    await userEvent.type(codeField, '3456');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired. Ask for a new one.');
    expect(verifyCode).toHaveBeenCalledWith({ reference: 'HB-100001', email: 'traveller@example.com', code: '123456' });
    expect(lookup).not.toHaveBeenCalled();
    expect(screen.queryByText('Marine Drive Residency, Mumbai')).not.toBeInTheDocument();

    // A new code, sent from the keyboard.
    screen.getByRole('button', { name: 'Send a new code' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('We have emailed a new code.')).toBeInTheDocument();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('6-digit code *')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('6-digit code *'), '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(verifyCode).toHaveBeenLastCalledWith({
      reference: 'HB-100001',
      email: 'traveller@example.com',
      code: '654321',
    });
    expect(lookup).toHaveBeenCalledWith({
      bookingId: 'HB-100001',
      email: 'traveller@example.com',
      token: 'token-of-the-code',
    });
    expect(screen.getByText('Marine Drive Residency, Mumbai')).toBeInTheDocument();
  });

  it('goes back to the Booking ID and email, kept, to ask for a code for others', async () => {
    render(<CancellationWizard />);
    await askForCode('HB-100001', 'traveller@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Booking ID or email' }));
    expect(screen.getByLabelText('Booking ID *')).toHaveValue('HB-100001');
    expect(screen.getByLabelText('Email *')).toHaveValue('traveller@example.com');
    expect(screen.queryByLabelText('6-digit code *')).not.toBeInTheDocument();
  });

  it('shows the server message for a wrong pair', async () => {
    lookup.mockRejectedValue(apiError(404, 'We could not find a booking with that Booking ID and email.'));
    render(<CancellationWizard />);
    await search('HB-100001', 'x@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with that Booking ID and email.',
    );
    expect(screen.getByRole('heading', { name: 'Search Booking' })).toBeInTheDocument();
  });

  it('goes search → confirm → complete, with Back and Done', async () => {
    lookup.mockResolvedValue(BOOKING);
    request.mockResolvedValue({
      id: '3f6c2a58-0000-4000-8000-1234567890ab',
      bookingId: 'HB-100001',
      status: 'pending',
      amountMinor: 1845000,
      netRefundMinor: 1471000,
      refundableAmountMinor: 1476000,
      deductionsMinor: 5000,
      currency: 'INR',
      refundPreference: 'original',
    });
    render(<CancellationWizard />);
    await search('HB-100001', 'traveller@example.com');
    expect(await screen.findByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith({
      bookingId: 'HB-100001',
      email: 'traveller@example.com',
      token: 'token-of-the-code',
    });
    expect(screen.getByText('Marine Drive Residency, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('₹18,450')).toBeInTheDocument();
    expect(screen.getByLabelText('Original payment method')).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Search Booking' })).toBeInTheDocument();
    // The code's token still opens the booking: it is not asked for again.
    await userEvent.click(screen.getByRole('button', { name: 'Find booking' }));
    await screen.findByRole('heading', { name: 'Confirm' });
    expect(verifyCode).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(screen.getByText('Please choose a reason for cancelling')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Reason for cancelling *'), 'Medical emergency');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByRole('heading', { name: 'Complete' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({
      bookingId: 'HB-100001',
      email: 'traveller@example.com',
      token: 'token-of-the-code',
      reason: 'Medical emergency',
      additionalNotes: undefined,
      refundPreference: 'original',
    });
    expect(screen.getByText('3f6c2a58-0000-4000-8000-1234567890ab')).toBeInTheDocument();
    expect(screen.getByText('₹14,710')).toBeInTheDocument();
    expect(screen.getByText(/5-10 business days/)).toBeInTheDocument();
    expect(screen.getByText('Your cancellation request has been submitted.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { name: 'Search Booking' })).toBeInTheDocument();
    expect(screen.getByLabelText('Booking ID *')).toHaveValue('');
    expect(screen.getByLabelText('Email *')).toHaveValue('');
  });

  it('a request within the booking’s policy is cancelled and refunded at once, and says so', async () => {
    lookup.mockResolvedValue(BOOKING);
    request.mockResolvedValue({
      id: '3f6c2a58-0000-4000-8000-1234567890ab',
      bookingId: 'HB-100001',
      status: 'approved',
      amountMinor: 1845000,
      netRefundMinor: 1845000,
      refundableAmountMinor: 1845000,
      deductionsMinor: 0,
      currency: 'INR',
      refundPreference: 'original',
    });
    render(<CancellationWizard />);
    await search('HB-100001', 'traveller@example.com');
    await screen.findByRole('heading', { name: 'Confirm' });
    await userEvent.selectOptions(screen.getByLabelText('Reason for cancelling *'), 'Change of travel plans');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByRole('heading', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByText('Your booking is cancelled and the refund is on its way.')).toBeInTheDocument();
    expect(screen.getByText(/sent to your original payment method .* 5-10 business days/)).toBeInTheDocument();
    expect(screen.queryByText('Your cancellation request has been submitted.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Once approved/)).not.toBeInTheDocument();
  });

  it('sends the refund to travel credit when it is chosen with the arrow keys, and says so', async () => {
    lookup.mockResolvedValue(BOOKING);
    request.mockResolvedValue({
      id: '3f6c2a58-0000-4000-8000-1234567890ab',
      bookingId: 'HB-100001',
      status: 'pending',
      amountMinor: 1845000,
      netRefundMinor: 1471000,
      refundableAmountMinor: 1476000,
      deductionsMinor: 5000,
      currency: 'INR',
      refundPreference: 'credit',
    });
    render(<CancellationWizard />);
    await search('HB-100001', 'traveller@example.com');
    await screen.findByRole('heading', { name: 'Confirm' });
    await userEvent.selectOptions(screen.getByLabelText('Reason for cancelling *'), 'Medical emergency');
    const preference = screen.getByRole('group', { name: 'Refund preference' });
    within(preference).getByRole('radio', { name: 'Original payment method' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(preference).getByRole('radio', { name: 'Travel credit' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByRole('heading', { name: 'Complete' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ refundPreference: 'credit' }));
    expect(screen.getByText('Refund to').nextElementSibling).toHaveTextContent('Travel credit');
  });

  it('a request that chose travel credit says the refund is in the travel credit, not sent to the card', async () => {
    lookup.mockResolvedValue(BOOKING);
    request.mockResolvedValue({
      id: '3f6c2a58-0000-4000-8000-1234567890ac',
      bookingId: 'HB-100001',
      status: 'approved',
      amountMinor: 1845000,
      netRefundMinor: 1845000,
      refundableAmountMinor: 1845000,
      deductionsMinor: 0,
      currency: 'INR',
      refundPreference: 'credit',
    });
    render(<CancellationWizard />);
    await search('HB-100001', 'traveller@example.com');
    await screen.findByRole('heading', { name: 'Confirm' });
    await userEvent.selectOptions(screen.getByLabelText('Reason for cancelling *'), 'Change of travel plans');
    await userEvent.click(screen.getByLabelText('Travel credit'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ refundPreference: 'credit' }));
    expect(await screen.findByRole('heading', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByText('Your booking is cancelled and the refund is in your travel credit.')).toBeInTheDocument();
    expect(screen.getByText('It has been added to your travel credit, shown in My Trips.')).toBeInTheDocument();
    expect(screen.queryByText(/original payment method .* 5-10 business days/)).not.toBeInTheDocument();
  });

  it('moves focus to the new step heading, and only after a step change', async () => {
    lookup.mockResolvedValue(BOOKING);
    render(<CancellationWizard />);
    expect(screen.getByRole('heading', { name: 'Search Booking' })).not.toHaveFocus();
    await search('HB-100001', 'traveller@example.com');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Confirm' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Search Booking' })).toHaveFocus());
  });
});
