import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isoDate,
  validateHotelBookingForm,
  type BookingFormErrors,
  type HotelBookingFormValues,
} from '@travel/contracts/rules';
import { initialBookingValues } from './bookingFormValues';

/** The form's values and errors: checked on the first submit, then again on every change. */
export function useHotelBookingForm() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<HotelBookingFormValues>(() => initialBookingValues(params));
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const today = isoDate();

  const change = (next: Partial<HotelBookingFormValues>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (submitted) setErrors(validateHotelBookingForm(updated, today));
  };

  /** Shows every error; true when the form can be sent. */
  const check = () => {
    setSubmitted(true);
    const found = validateHotelBookingForm(values, today);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, today, change, check };
}
