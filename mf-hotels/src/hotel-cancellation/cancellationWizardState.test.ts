import type { BookingSummary, CancellationReceipt } from '@travel/contracts/bookings';
import { formatStayDate } from './BookingDetails';
import {
  CODE_REQUIRED,
  INITIAL_WIZARD_STATE,
  NEW_CODE_SENT,
  REASON_REQUIRED,
  bookingLookup,
  codeProblem,
  cancellationWizardReducer as reduce,
  type WizardAction,
  type WizardState,
} from './cancellationWizardState';

const BOOKING = { id: 'HB-100001', hotelName: 'Marine Drive Residency' } as BookingSummary;
const RECEIPT = { id: 'req-1', bookingId: 'HB-100001', netRefundMinor: 1471000 } as CancellationReceipt;

const run = (actions: WizardAction[], from: WizardState = INITIAL_WIZARD_STATE) => actions.reduce(reduce, from);

describe('cancellation wizard state', () => {
  it('starts on Search Booking with empty forms and the original payment method', () => {
    expect(INITIAL_WIZARD_STATE).toMatchObject({
      step: 0,
      search: { bookingId: '', email: '', phone: '' },
      confirm: { reason: '', additionalNotes: '', refundPreference: 'original' },
      busy: false,
      message: '',
    });
  });

  it('moves to Confirm when the booking is found, and back to a kept search on Back', () => {
    const found = run([
      { type: 'searchEdited', values: { bookingId: 'HB-100001' } },
      { type: 'searchEdited', values: { email: 'a@example.com' } },
      { type: 'callStarted' },
    ]);
    expect(found.busy).toBe(true);
    const confirm = reduce(found, { type: 'bookingFound', booking: BOOKING });
    expect(confirm).toMatchObject({ step: 1, busy: false, booking: BOOKING });
    const back = reduce({ ...confirm, message: 'old' }, { type: 'back' });
    expect(back).toMatchObject({ step: 0, message: '', search: { bookingId: 'HB-100001', email: 'a@example.com' } });
  });

  it('stays on the step with the server message when a call fails, and clears it on the next call', () => {
    const failed = run([{ type: 'callStarted' }, { type: 'callFailed', message: 'No such booking' }]);
    expect(failed).toMatchObject({ step: 0, busy: false, message: 'No such booking' });
    expect(reduce(failed, { type: 'callStarted' }).message).toBe('');
  });

  it('asks for the emailed code, keeps its token only until a lookup fails, and forgets both on Change', () => {
    const sent = run([{ type: 'callStarted' }, { type: 'codeSent', again: false }]);
    expect(sent).toMatchObject({ codeSent: true, code: '', notice: '', busy: false, token: undefined });
    const again = run(
      [
        { type: 'codeEdited', code: '12' },
        { type: 'codeSent', again: true },
      ],
      sent,
    );
    expect(again).toMatchObject({ code: '', notice: NEW_CODE_SENT });
    const opened = run([{ type: 'callStarted' }, { type: 'tokenReceived', token: 't-1' }], again);
    expect(opened).toMatchObject({ token: 't-1', notice: '', busy: true });
    expect(reduce(opened, { type: 'lookupFailed', message: 'Expired' })).toMatchObject({
      token: undefined,
      busy: false,
      message: 'Expired',
      codeSent: true,
    });
    expect(reduce(opened, { type: 'detailsChanged' })).toMatchObject({ codeSent: false, token: undefined });
  });

  it('wants six digits before a code is checked', () => {
    expect(codeProblem('12345')).toBe(CODE_REQUIRED);
    expect(codeProblem('12345a')).toBe(CODE_REQUIRED);
    expect(codeProblem('123456')).toBe('');
  });

  it('asks for a reason until one is chosen', () => {
    const missing = reduce(INITIAL_WIZARD_STATE, { type: 'confirmChecked' });
    expect(missing.reasonError).toBe(REASON_REQUIRED);
    const chosen = run([{ type: 'confirmEdited', values: { reason: 'Other' } }, { type: 'confirmChecked' }], missing);
    expect(chosen.reasonError).toBe('');
  });

  it('shows the receipt on Complete, and Done empties every field', () => {
    const complete = run([
      { type: 'searchEdited', values: { bookingId: 'HB-100001', email: 'a@example.com' } },
      { type: 'bookingFound', booking: BOOKING },
      { type: 'confirmEdited', values: { reason: 'Other', refundPreference: 'credit' } },
      { type: 'cancellationRequested', receipt: RECEIPT },
    ]);
    expect(complete).toMatchObject({ step: 2, receipt: RECEIPT });
    expect(reduce(complete, { type: 'done' })).toEqual(INITIAL_WIZARD_STATE);
  });
});

describe('bookingLookup', () => {
  it('trims the fields, sends the phone only when given, and the code’s token', () => {
    expect(bookingLookup({ bookingId: ' HB-1 ', email: ' a@example.com ', phone: '  ' }, 't-1')).toEqual({
      bookingId: 'HB-1',
      email: 'a@example.com',
      token: 't-1',
    });
    expect(bookingLookup({ bookingId: 'HB-1', email: 'a@example.com', phone: ' 9876543210' }, 't-1')).toEqual({
      bookingId: 'HB-1',
      email: 'a@example.com',
      phone: '9876543210',
      token: 't-1',
    });
  });
});

describe('formatStayDate', () => {
  it('writes the calendar day of an ISO date', () => {
    expect(formatStayDate('2030-04-01')).toBe('1 Apr 2030');
    expect(formatStayDate('2030-12-31')).toBe('31 Dec 2030');
  });
});
