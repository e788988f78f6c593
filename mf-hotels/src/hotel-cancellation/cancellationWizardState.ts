import type { BookingLookup, BookingSummary, CancellationReceipt, RefundPreference } from '@travel/contracts/bookings';
import type { CancellationSearchValues } from '@travel/contracts/rules';

export const WIZARD_STEPS = ['Search Booking', 'Confirm', 'Complete'] as const;
export type WizardStep = 0 | 1 | 2;

export interface ConfirmValues {
  reason: string;
  additionalNotes: string;
  refundPreference: RefundPreference;
}
export type SearchErrors = Partial<Record<keyof CancellationSearchValues, string>>;

export const REASON_REQUIRED = 'Please choose a reason for cancelling';

export interface WizardState {
  step: WizardStep;
  search: CancellationSearchValues;
  searchErrors: SearchErrors;
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
  confirm: { reason: '', additionalNotes: '', refundPreference: 'original' },
  reasonError: '',
  busy: false,
  message: '',
};

export type WizardAction =
  | { type: 'searchEdited'; values: Partial<CancellationSearchValues> }
  | { type: 'searchChecked'; errors: SearchErrors }
  | { type: 'confirmEdited'; values: Partial<ConfirmValues> }
  | { type: 'confirmChecked' }
  | { type: 'callStarted' }
  | { type: 'callFailed'; message: string }
  | { type: 'bookingFound'; booking: BookingSummary }
  | { type: 'cancellationRequested'; receipt: CancellationReceipt }
  | { type: 'back' }
  | { type: 'done' };

/** Search → Confirm → Complete: Back keeps the search values, Done starts over with empty forms. */
export function cancellationWizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'searchEdited':
      return { ...state, search: { ...state.search, ...action.values } };
    case 'searchChecked':
      return { ...state, searchErrors: action.errors };
    case 'confirmEdited':
      return { ...state, confirm: { ...state.confirm, ...action.values } };
    case 'confirmChecked':
      return { ...state, reasonError: state.confirm.reason ? '' : REASON_REQUIRED };
    case 'callStarted':
      return { ...state, busy: true, message: '' };
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

/** The lookup the API gets: trimmed, phone only when given. Also sent again with the cancellation request. */
export function bookingLookup(search: CancellationSearchValues): BookingLookup {
  const phone = search.phone.trim();
  return { bookingId: search.bookingId.trim(), email: search.email.trim(), ...(phone ? { phone } : {}) };
}
