import { useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { apiFieldProblems } from '@travel/shared-ui/api';
import { FormikForm, SelectField, TextAreaField, fieldErrors } from '@travel/shared-ui/form';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  complaintFilingProblems,
  type Complaint,
  type ComplaintCategoryName,
  type FileComplaintBody,
} from '@travel/contracts/complaints';
import type { TripKind } from '@travel/contracts/trips';
import { useFileComplaint } from './api/fileComplaint';

export interface BookingChoice {
  kind: TripKind;
  reference: string;
  label: string;
}

interface ComplaintValues {
  category: string;
  /** 'flight:ABC234': the kind and the reference of the booking chosen. */
  booking: string;
  message: string;
}

export const bookingValue = (booking: { kind: TripKind; reference: string }) => `${booking.kind}:${booking.reference}`;

/** The body the API takes, from the form's values: the same the contracts' filing rules check. */
function bodyOf(values: ComplaintValues): FileComplaintBody {
  const [kind, ...rest] = values.booking.split(':');
  const reference = rest.join(':');
  return {
    category: values.category as ComplaintCategoryName,
    booking: values.booking ? { kind: kind as TripKind, reference } : undefined,
    message: values.message,
  };
}

const CATEGORY_OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({ value, label: COMPLAINT_CATEGORY_LABELS[value] }));

/** What the traveller sees once the complaint is filed: its ticket number at once, and the way to follow it. */
function Filed({ complaint, message, ticketPath }: { complaint: Complaint; message: string; ticketPath: string }) {
  return (
    <div className="ma-account__section ma-complaints__filed" role="status" aria-labelledby="complaint-filed">
      <h2 id="complaint-filed">Complaint filed</h2>
      <p>{message}</p>
      <p>
        Your ticket number:{' '}
        <strong className="ma-complaints__ticket" translate="no">
          {complaint.ticket}
        </strong>
      </p>
      <p>We acknowledge it within 48 hours and resolve it within 30 days.</p>
      <p>
        <Link to={ticketPath} className="tp-button">
          Follow your complaint
        </Link>
      </p>
    </div>
  );
}

/**
 * "File a complaint": category, booking and message, checked by the contracts' filing rules (the API's own, with
 * its messages); the API's refusals show at their fields. Signed in, or a guest with the booking's `token`.
 */
export function ComplaintForm({
  bookings,
  initialBooking,
  token,
  ticketPathOf,
}: {
  bookings: readonly BookingChoice[];
  initialBooking?: string;
  token?: string;
  ticketPathOf: (complaint: Complaint) => string;
}) {
  const file = useFileComplaint();
  const [filed, setFiled] = useState<{ complaint: Complaint; message: string } | null>(null);
  const form = useFormik<ComplaintValues>({
    initialValues: { category: '', booking: initialBooking ?? '', message: '' },
    validate: (values) => fieldErrors(complaintFilingProblems(bodyOf(values))),
    onSubmit: async (values, { setErrors }) => {
      const body = bodyOf(values);
      try {
        const reply = await file.mutate({ ...body, message: body.message.trim() }, token);
        setFiled({ complaint: reply.complaint, message: reply.message });
      } catch (error) {
        setErrors(fieldErrors(apiFieldProblems(error)));
      }
    },
  });

  if (filed)
    return <Filed complaint={filed.complaint} message={filed.message} ticketPath={ticketPathOf(filed.complaint)} />;

  const busy = file.status === 'pending';
  return (
    <FormikForm form={form} className="ma-account__section" aria-labelledby="file-complaint">
      <h2 id="file-complaint">File a complaint</h2>
      <p className="ma-account__note">
        Tell us what went wrong with a booking. You get a ticket number at once; we acknowledge within 48 hours and
        resolve within 30 days.
      </p>
      {file.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {file.message}
        </p>
      )}
      <SelectField
        id="complaint-category"
        name="category"
        label="What is it about?"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
      />
      <SelectField id="complaint-booking" name="booking" label="Booking" placeholder="Choose a booking">
        {bookings.map((booking) => (
          <option key={bookingValue(booking)} value={bookingValue(booking)}>
            {booking.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="complaint-message"
        name="message"
        label="Your message"
        hint="What happened, and what you would like us to do: 10 to 4,000 characters."
        rows={6}
      />
      <div className="ma-account__actions">
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Sending…' : 'File complaint'}
        </button>
      </div>
    </FormikForm>
  );
}
