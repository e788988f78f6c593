import { computeRefund, type RefundResult } from '@travel/contracts/rules';

/** The calculator's exact validation messages. */
export const CALCULATOR_MESSAGES = {
  bookingAmount: 'Please enter a valid booking amount',
  departure: 'Please select departure date and time',
  cancellation: 'Please select cancellation date and time',
  addOns: 'Add-ons amount cannot be negative',
} as const;

export interface RefundFormValues {
  bookingAmount: string;
  departureDateTime: string;
  cancellationDateTime: string;
  hasInsurance: boolean;
  isPeakSeason: boolean;
  addOnsAmount: string;
}

export type RefundFormErrors = Partial<
  Record<'bookingAmount' | 'departureDateTime' | 'cancellationDateTime' | 'addOnsAmount', string>
>;

/** The local date-time of `date` in the format of <input type="datetime-local">. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Checks the form, then computes with the shared rules; errors keyed by field otherwise. */
export function calculateRefund(values: RefundFormValues): { errors: RefundFormErrors; result?: RefundResult } {
  const errors: RefundFormErrors = {};
  const amount = Number(values.bookingAmount);
  if (values.bookingAmount.trim() === '' || !Number.isFinite(amount) || amount <= 0) {
    errors.bookingAmount = CALCULATOR_MESSAGES.bookingAmount;
  }
  const departure = new Date(values.departureDateTime);
  if (!values.departureDateTime || Number.isNaN(departure.getTime()))
    errors.departureDateTime = CALCULATOR_MESSAGES.departure;
  const cancellation = new Date(values.cancellationDateTime);
  if (!values.cancellationDateTime || Number.isNaN(cancellation.getTime())) {
    errors.cancellationDateTime = CALCULATOR_MESSAGES.cancellation;
  }
  const addOns = values.addOnsAmount.trim() === '' ? 0 : Number(values.addOnsAmount);
  if (!Number.isFinite(addOns) || addOns < 0) errors.addOnsAmount = CALCULATOR_MESSAGES.addOns;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    result: computeRefund({
      bookingAmount: amount,
      departureDateTime: departure,
      cancellationDateTime: cancellation,
      hasInsurance: values.hasInsurance,
      isPeakSeason: values.isPeakSeason,
      addOnsAmount: addOns,
    }),
  };
}
