import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { DisruptionAlternative, DisruptionCompensation, FlightDisruption } from '@travel/contracts/disruptions';
import { renderAuthPage } from '../../test/renderAuthPage';
import { saveTripToken } from '../tripTokens';
import ScheduleChangePage from './ScheduleChangePage';
import { alternative, changeUrl, compensation, disruption } from './testScheduleChanges';

const ID = disruption().id;
const PAGE = `/my-trips/schedule-change?reference=ABC234&change=${ID}`;

/** Answers the page's reads: the booking's changes, the offered flights and the compensation. */
function answerReads({
  changes = [disruption()],
  alternatives = [alternative()],
  owed = compensation(),
}: { changes?: FlightDisruption[]; alternatives?: DisruptionAlternative[]; owed?: DisruptionCompensation } = {}) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/alternatives')) return { data: { success: true, alternatives } };
    if (url.endsWith('/compensation')) return { data: { success: true, compensation: owed } };
    return { data: { success: true, disruptions: changes } };
  });
}

const signedIn = () => storeWithVisitor({ signedIn: true });

describe('ScheduleChangePage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the flight as booked and now side by side, the deadline and what happens then, and the three answers', async () => {
    const get = answerReads({
      changes: [
        disruption({
          respondBy: '2026-12-05T12:30:00.000Z',
          whenDeadlinePasses:
            "If you have not answered by 5 Dec 2026, 6:00 pm IST, the airline's new schedule stands and your booking keeps it.",
        }),
      ],
    });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    expect(await screen.findByRole('heading', { name: 'The airline changed the time of your flight' })).toBeVisible();
    expect(get).toHaveBeenCalledWith(
      '/trips/flight/ABC234/disruptions',
      expect.objectContaining({ params: undefined }),
    );

    const departs = screen.getByRole('row', { name: /^Departs/ });
    expect(
      within(departs)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12 Dec 2026, 06:10', '12 Dec 2026, 08:10 (changed)']);
    expect(screen.getByRole('row', { name: /^Flight/ })).toHaveTextContent('6E2131');
    expect(screen.getByText(/^Please answer by 5 Dec 2026/)).toHaveTextContent(
      'Please answer by 5 Dec 2026, 6:00 pm IST.',
    );
    expect(screen.getByText(/the airline's new schedule stands and your booking keeps it/)).toBeVisible();

    expect(screen.getByRole('button', { name: 'Accept the new schedule' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'See other flights' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Cancel for a full refund' })).toBeVisible();
    expect(await screen.findByText('No compensation is owed for this change.')).toBeVisible();
  });

  it('offers only what the airline allows, and says a cancelled flight is cancelled', async () => {
    answerReads({ changes: [disruption({ kind: 'cancelled', after: [], actions: ['change', 'cancel'] })] });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    expect(await screen.findByRole('heading', { name: 'The airline cancelled your flight' })).toBeVisible();
    expect(within(screen.getByRole('row', { name: /^Flight/ })).getAllByRole('cell')[1]).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Accept the new schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel for a full refund' })).toBeVisible();
  });

  it('accepts the new schedule after its confirmation, then says so and that a new e-ticket is mailed', async () => {
    answerReads();
    const accepted = disruption({
      status: 'accepted',
      actions: [],
      choice: { action: 'accept', at: '2026-12-01T10:00:00.000Z', by: 'traveller' },
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, message: 'The new schedule is confirmed with the airline.', disruption: accepted },
    });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the new schedule' }));

    const dialog = screen.getByRole('dialog', { name: 'Accept the new schedule?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, accept it' }));

    expect(await screen.findByRole('heading', { name: 'You accepted the new schedule' })).toHaveFocus();
    expect(post).toHaveBeenCalledWith(changeUrl(ID, '/accept'), undefined, { params: undefined });
    expect(screen.getByText('The new schedule is confirmed with the airline.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'Your flight now' })).toHaveTextContent(
      '6E2131 · BOM → DEL, 12 Dec 2026, 08:10 – 12 Dec 2026, 10:20',
    );
    expect(
      screen.getByText('A new e-ticket with this flight has been emailed to the address on the booking.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel for a full refund' })).not.toBeInTheDocument();
  });

  it('a guest picks another flight the airline offers, by keyboard, with the look-up token', async () => {
    saveTripToken('ABC234', 'guest-token');
    const get = answerReads();
    const changed = disruption({
      status: 'changed',
      actions: [],
      choice: { action: 'change', at: '2026-12-01T10:00:00.000Z', by: 'traveller' },
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, message: 'Your new flight is confirmed with the airline.', disruption: changed },
    });
    renderAuthPage(PAGE, <ScheduleChangePage />);
    const see = await screen.findByRole('button', { name: 'See other flights' });
    see.focus();
    await userEvent.keyboard('{Enter}');
    expect(see).toHaveAttribute('aria-expanded', 'true');
    expect(get).toHaveBeenCalledWith(
      changeUrl(ID, '/alternatives'),
      expect.objectContaining({ params: { token: 'guest-token' } }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Choose this flight' }));
    expect(await screen.findByText('Choose one of the flights offered.')).toBeVisible();
    const option = screen.getByRole('radio', { name: /6E501 · BOM → DEL, 12 Dec 2026, 07:00 – 12 Dec 2026, 09:10/ });
    option.focus();
    await userEvent.keyboard(' ');
    expect(option).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this flight' }));

    const dialog = screen.getByRole('dialog', { name: 'Change to this flight?' });
    expect(dialog).toHaveTextContent('It costs you nothing.');
    // The dialog takes the focus: Escape closes it without sending anything.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Choose this flight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, change my flight' }));
    expect(await screen.findByRole('heading', { name: 'You are booked on another flight' })).toBeVisible();
    expect(post).toHaveBeenCalledWith(
      changeUrl(ID, '/alternative'),
      { alternativeId: 'ocr_alt_1' },
      { params: { token: 'guest-token' } },
    );
    expect(screen.getByRole('list', { name: 'Your flight now' })).toHaveTextContent('6E501');
    expect(
      screen.getByText('A new e-ticket with this flight has been emailed to the address on the booking.'),
    ).toBeVisible();
  });

  it('says so when the airline offers no other flight', async () => {
    answerReads({ alternatives: [] });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'See other flights' }));
    expect(await screen.findByText(/The airline offers no other flight just now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose this flight' })).not.toBeInTheDocument();
  });

  it('cancels for a full refund after its confirmation and shows where the money goes', async () => {
    answerReads();
    const cancelled = disruption({
      status: 'cancelled',
      actions: [],
      choice: { action: 'cancel', at: '2026-12-01T10:00:00.000Z', by: 'traveller' },
      refund: { refundId: 'rfnd_1', amountMinor: 12_299_00, travelCreditMinor: 1_000_00, currency: 'INR' },
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        success: true,
        message: 'Your booking is cancelled and everything you paid is being refunded to your original payment method.',
        disruption: cancelled,
      },
    });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel for a full refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('to your original payment method');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));

    expect(
      await screen.findByRole('heading', { name: 'Your booking is cancelled and refunded in full' }),
    ).toBeVisible();
    expect(post).toHaveBeenCalledWith(changeUrl(ID, '/cancel'), undefined, { params: undefined });
    const refund = screen.getByRole('list', { name: 'Your refund' });
    expect(refund).toHaveTextContent('Refunded to your original payment method: ₹12,299');
    expect(refund).toHaveTextContent('Returned to your travel credit: ₹1,000');
    expect(screen.getByRole('link', { name: 'your trip page' })).toHaveAttribute(
      'href',
      '/my-trips/trip?kind=flight&reference=ABC234',
    );
  });

  it("shows the API's refusal (409) as it words it, and keeps the answers", async () => {
    answerReads();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(refusedCall(409, 'This change was already answered: the booking has been cancelled.'));
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel for a full refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This change was already answered: the booking has been cancelled.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the new schedule' })).toBeVisible();
  });

  it('a flight no longer offered: the refusal is shown and the offered flights are asked again', async () => {
    const get = answerReads();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        refusedCall(409, 'That flight is no longer offered by the airline; please choose again from the list.'),
      );
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'See other flights' }));
    await userEvent.click(await screen.findByRole('radio', { name: /6E501/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose this flight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, change my flight' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That flight is no longer offered by the airline; please choose again from the list.',
    );
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === changeUrl(ID, '/alternatives'))).toHaveLength(2),
    );
    expect(await screen.findByRole('radio', { name: /6E501/ })).toBeInTheDocument();
  });

  it('shows the compensation owed, its conditions and how to claim it from the airline', async () => {
    answerReads({
      changes: [disruption({ kind: 'cancelled', after: [], actions: ['change', 'cancel'] })],
      owed: compensation({
        owed: true,
        reason: 'owed',
        perPassengerMinor: 7_500_00,
        totalMinor: 15_000_00,
        upTo: true,
        noticeHours: 20,
        explanation: 'The airline owes each passenger up to ₹7,500 on top of the alternate flight or full refund.',
        howToClaim: 'Claim it from the operating airline (6E), not from Travel Portal.',
      }),
    });
    const get = jest.mocked(apiClient.get);
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    const section = within(await screen.findByRole('region', { name: 'Compensation from the airline' }));
    expect(await section.findByTestId('compensation-amount')).toHaveTextContent('Up to ₹7,500 per passenger');
    expect(section.getByText('Up to ₹15,000 for everyone on this booking')).toBeVisible();
    expect(section.getByText(/on top of the other flight or the full refund/)).toBeVisible();
    expect(section.getByText('We told you 20 hours before the booked departure.')).toBeVisible();
    expect(section.getByRole('heading', { name: 'How to claim it' })).toBeVisible();
    expect(section.getByText('Claim it from the operating airline (6E), not from Travel Portal.')).toBeVisible();
    expect(section.getByText('Rule: DGCA CAR Section 3, Series M, Part IV')).toBeVisible();
    expect(get).toHaveBeenCalledWith(changeUrl(ID, '/compensation'), expect.objectContaining({ params: undefined }));
  });

  it('shows an answered change as it ended, with no answers left to give', async () => {
    answerReads({
      changes: [
        disruption({
          status: 'expired',
          actions: [],
          whenDeadlinePasses: 'The deadline passed and the new schedule stands.',
          choice: { action: 'deadline', at: '2026-12-05T12:30:00.000Z', by: 'system' },
        }),
      ],
    });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    expect(await screen.findByRole('heading', { name: "The airline's deadline has passed" })).toBeVisible();
    expect(screen.getByText('The deadline passed and the new schedule stands.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What would you like to do?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your trip' })).toBeInTheDocument();
  });

  it('says when our support team answered the change for the traveller', async () => {
    answerReads({
      changes: [
        disruption({
          status: 'accepted',
          actions: [],
          choice: { action: 'accept', at: '2026-12-02T10:00:00.000Z', by: 'staff' },
        }),
      ],
    });
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    expect(await screen.findByRole('heading', { name: 'You accepted the new schedule' })).toBeVisible();
    expect(screen.getByText('Our support team answered this change for you.')).toBeVisible();
  });

  it('says when the booking has no such change, and shows a failed load with Try again', async () => {
    answerReads({ changes: [] });
    const { unmount } = renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    expect(await screen.findByText('There is no airline change to this booking.')).toBeVisible();
    unmount();
    jest.restoreAllMocks();

    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(404, 'No such booking'));
    renderAuthPage(PAGE, <ScheduleChangePage />, signedIn());
    expect(await screen.findByText('No such booking')).toBeVisible();
    get.mockResolvedValue({ data: { success: true, disruptions: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('There is no airline change to this booking.')).toBeVisible());
  });

  it('asks a signed-out visitor without the look-up code to log in or find the booking', async () => {
    const get = jest.spyOn(apiClient, 'get');
    renderAuthPage(PAGE, <ScheduleChangePage />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(PAGE)}`,
    );
    expect(screen.getByRole('heading', { name: 'Find a booking' })).toBeVisible();
    expect(get).not.toHaveBeenCalled();
  });
});
