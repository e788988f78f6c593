import type { BookingLookup, BookingSummary, CancellationReceipt, RefundPreference } from '@travel/contracts/bookings';
import type { CancellationSearchValues } from '@travel/contracts/rules';
import type { GuestLookupBody, GuestVerifyBody } from '@travel/contracts/trips';

export const WIZARD_STEPS = ['Search Booking', 'Confirm', 'Complete'] as const;
export type WizardStep = 0 | 1 | 2;

export interface ConfirmValues {
  reason: string;
  additionalNotes: string;
  refundPreference: RefundPreference;
}
export type SearchErrors = Partial<Record<keyof CancellationSearchValues, string>>;

export const REASON_REQUIRED = 'Please choose a reason for cancelling';
export const CODE_REQUIRED = 'Enter the 6-digit code from the email.';
export const NEW_CODE_SENT = 'We have emailed a new code.';

export interface WizardState {
  step: WizardStep;
  search: CancellationSearchValues;
  searchErrors: SearchErrors;
  /** A code was asked for the Booking ID and email: step 1 asks for it. */
  codeSent: boolean;
  code: string;
  codeError: string;
  /** Said after a code was sent again. */
  notice: string;
  /** What the code opened the booking with, for an hour: kept here only, sent with the lookup and the request. */
  token?: string;
  confirm: ConfirmValues;
  reasonError: string;
  booking?: BookingSummary;
  receipt?: CancellationReceipt;
  /** A lookup or a cancellation request is on its way. */
  busy: boolean;
  /** The server's message for the last failed call, cleared on every new call and step. */
  message: string;
}

export const INITIAL_WIZARD_STATE: WizardState = {
  step: 0,
  search: { bookingId: '', email: '', phone: '' },
  searchErrors: {},
  codeSent: false,
  code: '',
  codeError: '',
  notice: '',
  confirm: { reason: '', additionalNotes: '', refundPreference: 'original' },
  reasonError: '',
  busy: false,
  message: '',
};

export type WizardAction =
  | { type: 'searchEdited'; values: Partial<CancellationSearchValues> }
  | { type: 'searchChecked'; errors: SearchErrors }
  | { type: 'codeSent'; again: boolean }
  | { type: 'codeEdited'; code: string }
  | { type: 'codeChecked'; error: string }
  | { type: 'tokenReceived'; token: string }
  | { type: 'lookupFailed'; message: string }
  | { type: 'detailsChanged' }
  | { type: 'confirmEdited'; values: Partial<ConfirmValues> }
  | { type: 'confirmChecked' }
  | { type: 'callStarted' }
  | { type: 'callFailed'; message: string }
  | { type: 'bookingFound'; booking: BookingSummary }
  | { type: 'cancellationRequested'; receipt: CancellationReceipt }
  | { type: 'back' }
  | { type: 'done' };

/**
 * Search (Booking ID and email, then the emailed code) → Confirm → Complete: Back keeps the search values and the
 * token, Done starts over with empty forms.
 */
export function cancellationWizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'searchEdited':
      return { ...state, search: { ...state.search, ...action.values } };
    case 'searchChecked':
      return { ...state, searchErrors: action.errors };
    case 'codeSent':
      return {
        ...state,
        busy: false,
        codeSent: true,
        code: '',
        codeError: '',
        token: undefined,
        notice: action.again ? NEW_CODE_SENT : '',
      };
    case 'codeEdited':
      return { ...state, code: action.code };
    case 'codeChecked':
      return { ...state, codeError: action.error };
    case 'tokenReceived':
      return { ...state, token: action.token };
    case 'lookupFailed':
      // The token may have expired: the next try checks the code again (and asks for a new one if it was used).
      return { ...state, busy: false, message: action.message, token: undefined };
    case 'detailsChanged':
      return { ...state, codeSent: false, code: '', codeError: '', notice: '', token: undefined, message: '' };
    case 'confirmEdited':
      return { ...state, confirm: { ...state.confirm, ...action.values } };
    case 'confirmChecked':
      return { ...state, reasonError: state.confirm.reason ? '' : REASON_REQUIRED };
    case 'callStarted':
      return { ...state, busy: true, message: '', notice: '' };
    case 'callFailed':
      return { ...state, busy: false, message: action.message };
    case 'bookingFound':
      return { ...state, busy: false, message: '', booking: action.booking, step: 1 };
    case 'cancellationRequested':
      return { ...state, busy: false, message: '', receipt: action.receipt, step: 2 };
    case 'back':
      return { ...state, message: '', step: 0 };
    case 'done':
      return INITIAL_WIZARD_STATE;
  }
}

/** The lookup the API gets: trimmed, phone only when given, with the code's token. Also sent with the request. */
export function bookingLookup(search: CancellationSearchValues, token: string): BookingLookup {
  const phone = search.phone.trim();
  return { bookingId: search.bookingId.trim(), email: search.email.trim(), ...(phone ? { phone } : {}), token };
}

/** Who asks for the emailed code: the Booking ID and email, trimmed. */
export function codeRequest(search: CancellationSearchValues): GuestLookupBody {
  return { reference: search.bookingId.trim(), email: search.email.trim() };
}

/** The emailed code's check, for the same Booking ID and email. */
export function codeCheck(search: CancellationSearchValues, code: string): GuestVerifyBody {
  return { ...codeRequest(search), code };
}

/** The code's own problem before it is sent: '' when it is six digits. */
export const codeProblem = (code: string) => (/^\d{6}$/.test(code) ? '' : CODE_REQUIRED);
